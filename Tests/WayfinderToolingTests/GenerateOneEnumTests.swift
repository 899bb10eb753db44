import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// `wayfinder generate` for a manifest whose every route is a screen: one enum, the route type
/// and the screen type; a manifest with a route that is not a screen keeps a route enum, which
/// names each screen once by wrapping the screen enum (`.screen(.item(id: 4))`).
@Suite struct GenerateOneEnumTests {
  static let lab = """
    app: lab
    links: {schemes: [lab]}
    graph:
      main: {stack: home}
      rating: {sheet: rating}
    screens:
      item: {in: main, parameters: [id]}
    routes:
      /home: home
      /items/:id(int): item(id)

    """

  @Test func aManifestWhoseRoutesAreItsScreensGetsOneEnum() throws {
    let swift = try Manifest.generateSwift(Self.lab + "  /rating: rating\n", file: "lab.yaml")
    #expect(swift.contains("public enum LabScreen: ScreenConvertible, Codable, CustomStringConvertible {"))
    #expect(swift.contains("public typealias LabRoute = LabScreen"))
    #expect(!swift.contains("public enum LabRoute"))
    #expect(swift.contains("public static func routes() throws(RouteTableError) -> RouteTable<LabScreen>"))
    #expect(swift.contains("public static var sampleRoutes: [LabScreen]"))
    #expect(swift.contains("  /// Links: `/items/:id(int)`\n  case item(id: Int)\n"))
    #expect(swift.contains("public var destination: Destination { .screen(screen) }"))
  }

  /// A redirect makes no case of its own: its links go on to a route that is a screen.
  @Test func aRedirectKeepsOneEnum() throws {
    let swift = try Manifest.generateSwift(
      Self.lab + "redirects:\n  /old/:id(int): /items/:id\n", file: "lab.yaml")
    #expect(swift.contains("public typealias LabRoute = LabScreen"))
  }

  /// One route that is not a screen — an interrupting flow, the app's decision, a request to
  /// its coordinators, an action — makes a route enum that names each screen once, by
  /// wrapping it: `.screen(.item(id: 4))`, and a case of its own for that route.
  @Test(arguments: [
    ("  /rate: {interrupt: rating}\n", "case rating"),
    ("  /pick/:id(int): {decide: pick(id), among: [item], timeout: 2s}\n", "case pick(id: Int)"),
    ("  /find?q=:query: {respond: search(q = query)}\n", "case search(q: String)"),
    ("  /wipe: {action: wipe}\n", "case wipe"),
  ])
  func aRouteThatIsNotAScreenWrapsTheScreens(route: String, ownCase: String) throws {
    let swift = try Manifest.generateSwift(Self.lab + route, file: "lab.yaml")
    #expect(swift.contains("public enum LabRoute: Hashable, Sendable, CustomStringConvertible {"), "\(swift)")
    #expect(swift.contains("public enum LabScreen: ScreenConvertible, Codable, CustomStringConvertible {"))
    #expect(!swift.contains("typealias LabRoute"))
    let routeEnum = try #require(Self.body(of: "public enum LabRoute", in: swift))
    #expect(Self.cases(in: routeEnum) == ["case screen(LabScreen)", ownCase])
    #expect(swift.contains("routes.add(\"/home\", .screen(.home))"))
    #expect(swift.contains("parse: { try .screen(.item(id: $0.int(\"id\"))) },"))
    #expect(swift.contains("guard case .screen(.item(let id)) = route else { return nil }"))
    #expect(swift.contains("      .screen(.item(id: 7)),"))
  }

  /// A value of a type the manifest declares keeps the screen enum from being `Codable`, and
  /// the route enum still names each screen once.
  @Test func aDeclaredTypeWrapsTheScreensOfAnEnumThatIsNotCodable() throws {
    let manifest =
      (Self.lab + "  /tags/:c(code): tag(c)\n").replacingOccurrences(
        of: "screens:\n", with: "screens:\n  tag: {in: main, parameters: [c]}\n")
      + "types:\n  code: {oneOf: [a, b]}\n"
    let swift = try Manifest.generateSwift(manifest, file: "lab.yaml")
    #expect(swift.contains("public enum LabScreen: ScreenConvertible {"))
    let routeEnum = try #require(Self.body(of: "public enum LabRoute", in: swift))
    #expect(Self.cases(in: routeEnum) == ["case screen(LabScreen)"])
    #expect(swift.contains("case .screen(let screen): screen.screen.description"))
  }

  /// In the shipped manifests of the mixed shape, every screen is a case of the screen enum
  /// once, and the route enum declares none of them again: its cases are `screen` and the
  /// routes that are not screens.
  @Test(arguments: [
    (ShippedManifest.messenger, ["case screen(MessengerScreen)", "case rateOrder(orderID: Int)"]),
    (.recipes, ["case recipe(recipeID: Int)", "case ratings(recipeID: Int)", "case search(q: String)"]),
  ])
  func theShippedManifestsNameEachScreenOnce(manifest: ShippedManifest, routeCases: [String]) throws {
    let swift = try Manifest.generateSwift(contentsOf: manifest.path)
    let prefix = manifest == .messenger ? "Messenger" : "Recipes"
    let routeEnum = try #require(Self.body(of: "public enum \(prefix)Route", in: swift))
    #expect(Self.cases(in: routeEnum) == routeCases)
    let screenEnum = try #require(Self.body(of: "public enum \(prefix)Screen", in: swift))
    let screens = Self.cases(in: screenEnum).map { $0.dropFirst(5).prefix { $0 != "(" } }
    #expect(Set(screens).count == screens.count)
    let app = try Manifest.parse(String(contentsOfFile: manifest.path, encoding: .utf8), file: "a.yaml")
    #expect(Set(screens.map(String.init)) == Set(app.graph.screenNames))
  }

  /// The text of the declaration that starts with `head`, up to its closing brace.
  static func body(of head: String, in swift: String) -> String? {
    guard let start = swift.range(of: head) else { return nil }
    guard let end = swift[start.upperBound...].range(of: "\n}\n") else { return nil }
    return String(swift[start.lowerBound..<end.lowerBound])
  }

  /// The `case` declarations directly inside an enum's body (two spaces in).
  static func cases(in body: String) -> [String] {
    body.split(separator: "\n").filter { $0.hasPrefix("  case ") }.map { String($0.dropFirst(2)) }
  }

  @Test(arguments: ["bank.yaml", "deals.yaml"])
  func theShippedManifestsOfScreensGetOneEnum(manifest: String) throws {
    let swift = try Manifest.generateSwift(contentsOf: "\(ShippedManifest.folder)/\(manifest)")
    #expect(swift.contains("Screen: ScreenConvertible, Codable, CustomStringConvertible {"))
  }

  @Test(arguments: [ShippedManifest.messenger, .recipes])
  func theShippedManifestsWithFlowsOrDecisionsKeepTwo(manifest: ShippedManifest) throws {
    let swift = try Manifest.generateSwift(contentsOf: manifest.path)
    #expect(swift.contains("Route: Hashable, Sendable, CustomStringConvertible {"))
    #expect(swift.contains("Screen: ScreenConvertible, Codable, CustomStringConvertible {"))
  }

  /// `Generated/DealsNavigation.generated.swift`, compiled into these tests, is one enum: each
  /// route is its own screen, through the library's `Screen`, JSON and its link, and a center
  /// made from it with no `destination` shows it.
  @MainActor @Test func theOneEnumRoundTripsAndOpensItsScreen() async throws {
    #expect(try DealsNavigation.roundTripFailures() == [])
    for route in DealsNavigation.sampleRoutes {
      #expect(DealsScreen(route.screen) == route)
      let json = try JSONEncoder().encode(route)
      #expect(try JSONDecoder().decode(DealsScreen.self, from: json) == route)
      #expect(route.description == route.screen.description)
    }
    let navigator = HeadlessNavigator(state: DealsNavigation.signedInStart)
    let center = try DeepLinkCenter(
      routes: try DealsNavigation.routes(), graph: try DealsNavigation.graph(), guards: [],
      navigator: navigator, clock: ManualClock())
    center.becomeReady()
    let product = DealsScreen.product(productID: 4)
    #expect(try DealsNavigation.routes().link(for: product) == "deals://products/4")
    #expect(await center.open("deals://products/4").name == "handled")
    #expect(navigator.state.topScreen == product.screen)
  }
}
