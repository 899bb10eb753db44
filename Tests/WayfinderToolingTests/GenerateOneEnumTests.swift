import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// `wayfinder generate` for a manifest whose every route is a screen: one enum, the route type
/// and the screen type; a manifest with a route that is not a screen keeps a route enum and a
/// screen enum.
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
  /// its coordinators, an action, a value of a type the manifest declares — keeps both enums.
  @Test(arguments: [
    "  /rate: {interrupt: rating}\n",
    "  /pick/:id(int): {decide: pick(id), among: [item], timeout: 2s}\n",
    "  /find?q=:query: {respond: search(q = query)}\n",
    "  /wipe: {action: wipe}\n",
    "  /tags/:c(code): tag(c)\n",
  ])
  func aRouteThatIsNotAScreenKeepsTwoEnums(route: String) throws {
    var manifest = Self.lab + route
    if route.contains("code") {
      manifest =
        manifest.replacingOccurrences(
          of: "screens:\n", with: "screens:\n  tag: {in: main, parameters: [c]}\n")
        + "types:\n  code: {oneOf: [a, b]}\n"
    }
    let swift = try Manifest.generateSwift(manifest, file: "lab.yaml")
    #expect(swift.contains("public enum LabRoute: Hashable, Sendable, CustomStringConvertible {"), "\(swift)")
    #expect(swift.contains("public enum LabScreen: ScreenConvertible {"))
    #expect(!swift.contains("typealias LabRoute"))
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
