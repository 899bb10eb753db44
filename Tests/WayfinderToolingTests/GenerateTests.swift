import Foundation
import Testing
@_spi(Internals) import WayfinderTooling

/// `wayfinder generate`: the Swift a manifest becomes, pinned for the bank app, and the
/// mistakes it reports in the manifest rather than in Swift.
@Suite struct GenerateTests {
  /// The reference apps' generated files, committed: the bank's is the golden file.
  static func generated(_ app: String) -> String {
    let name = app.prefix(1).uppercased() + app.dropFirst()
    return
      "\(ShippedManifest.folder)/../Sources/WayfinderReferenceApps/\(name)/\(name)Navigation.generated.swift"
  }

  /// A change to the generator or a manifest shows here as a diff to review; regenerate with
  /// `swift run wayfinder generate --manifest Manifests/bank.yaml --output
  /// Sources/WayfinderReferenceApps/Bank/BankNavigation.generated.swift` (messenger likewise).
  @Test(arguments: [ShippedManifest.bank, .messenger, .recipes])
  func theReferenceAppsAreGeneratedFromTheirManifests(manifest: ShippedManifest) throws {
    let app = String(manifest.rawValue.prefix { $0 != "." })
    let expected = try String(contentsOfFile: Self.generated(app), encoding: .utf8)
    let actual = try Manifest.generateSwift(contentsOf: manifest.path)
    #expect(actual == expected)
  }

  /// The command and the plugin pass different paths to one manifest: the bytes are the same.
  @Test(arguments: ShippedManifest.allCases)
  func theTextDependsOnTheManifestNotItsFolder(manifest: ShippedManifest) throws {
    let text = try String(contentsOfFile: manifest.path, encoding: .utf8)
    let here = try Manifest.generateSwift(contentsOf: manifest.path)
    let elsewhere = try Manifest.generateSwift(text, file: "/tmp/build/plugin/\(manifest.rawValue)")
    #expect(here == elsewhere)
  }

  static let typed = """
    # The shop.
    app: my-shop
    links: {schemes: [shop], plusIsSpaceInQuery: true}
    dispatch: {policy: queue, timeToLive: 1.5s, animatesLastStep: false}
    guards:
      signedIn: {shows: signIn, waitLimit: 2m}
    graph:
      tabs: {tabs: [home, account]}
      home: {stack: home}
      account: {stack: account, guard: signedIn}
      auth: {fullScreen: signIn}
    screens:
      # One product.
      product: {in: [home, account], parameters: [id], placement: selectedTab, traits: [uniqueInApp]}
      default: {in: home, parameters: [path]}
    routes:
      /products/:id(uuid): product(id)
      /search: home
      /search?q=:q&page=:page(int)?: home(q, page)
      /files/*path: default(path)
    """

  @Test(arguments: [
    "case product(id: UUID)",
    "case home(q: String?, page: Int?)",
    "case `default`(path: [String])",
    "public enum MyShopScreen: ScreenConvertible, Codable, CustomStringConvertible {",
    "public typealias MyShopRoute = MyShopScreen",
    "public static func routes() throws(RouteTableError) -> RouteTable<MyShopScreen> {",
    "  /// One product.",
    "/// The shop.",
    "import Foundation",
    "public static let timeToLive: Duration = .milliseconds(1500)",
    "public static let dispatchPolicy: DeepLinkCenterPolicy = .queue",
    "public static let animatesLastStep = false",
    "public static let policy = LinkPolicy(schemes: [\"shop\"], plusIsSpaceInQuery: true)",
    "  traits: .uniqueInApp,",
    "  placement: .selectedTab)",
    "RouteGuard(\"signedIn\", showing: Screen(\"signIn\"), waitLimit: .seconds(120), isSatisfied: signedIn)",
    "parse: { try .home(q: $0.string(\"q\"), page: $0.contains(\"page\") ? $0.int(\"page\") : nil) },",
    "guard case .home(let q, let page) = route, q == nil, page == nil else { return nil }",
    "guard case .home(let q, let page) = route, q != nil else { return nil }",
    "return [\"path\": path.joined(separator: \"/\")]",
  ])
  func valuesAreTypedFromThePatterns(line: String) throws {
    let text = try Manifest.generateSwift(Self.typed, file: "shop.yaml")
    #expect(text.contains(line), "\(text)")
  }

  @Test func generatingTwiceGivesTheSameBytes() throws {
    #expect(
      try Manifest.generateSwift(Self.typed, file: "a.yaml")
        == Manifest.generateSwift(Self.typed, file: "a.yaml"))
  }

  @Test(arguments: [
    (
      "app: bank\nlinks: {schemes: [bank]}\ngraph:\n  main: {stack: home}\nroutes:\n  /home: hom\n",
      """
      bank.yaml:6:10: error: unknown screen "hom" (did you mean "home"?); expected a screen the manifest declares
        /home: hom
               ^
      """
    ),
    (
      "app: bank\nlinks: {schemes: [bank]}\ngraph:\n  main: {stack: home}\nscreens:\n  description: {in: main}\nroutes:\n  /d: description\n",
      """
      bank.yaml:8:7: error: the screen "description" would clash with BankRoute.description in the generated Swift; expected another name
        /d: description
            ^
      """
    ),
    (
      "app: 9bank\nlinks: {schemes: [bank]}\ngraph:\n  main: {stack: home}\nroutes:\n  /home: home\n",
      """
      bank.yaml:1:6: error: the app's name "9bank" cannot start a Swift type name; expected a name that starts with a letter, such as bank
      app: 9bank
           ^
      """
    ),
  ])
  func aMistakeIsReportedInTheManifest(manifest: String, expected: String) {
    #expect(throws: ManifestError.self) { try Manifest.generateSwift(manifest, file: "bank.yaml") }
    do {
      _ = try Manifest.generateSwift(manifest, file: "bank.yaml")
    } catch {
      #expect(error.description == expected)
    }
  }
}
