import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// A manifest's `redirects`: legacy links sent to where their screens are now, each hop shown
/// by `explain`, and a broken redirect pointed at in the manifest.
@MainActor
@Suite struct ManifestRedirectTests {
  static func shop(redirects: String) -> String {
    """
    app: shop
    links: {schemes: [shop]}
    graph:
      main: {tabs: [home, search]}
      home: {stack: home}
      search: {stack: search}
    screens:
      product: {in: home, parameters: [productID]}
    routes:
      /products/:productID(int): product(productID)
      /search: search
    redirects:
    \(redirects)

    """
  }

  @Test func aLegacyLinkOpensItsScreen() async throws {
    let app = try Manifest.parse(
      Self.shop(redirects: "  /p/:id(int): /products/:id\n  /item/:id(int): /p/:id"), file: "shop.yaml")
    let session = ToolSession(app: app)
    let record = await session.open("shop://item/0042")
    #expect(record.outcome?.description == "handled: product(42) on screen")
    #expect(await session.explain("shop://item/7").redirects == ["/p/7", "/products/7"])
  }

  @Test func theLegacyLinksAreClaimedForTheApp() throws {
    let app = try Manifest.parse(
      Self.shop(redirects: "  /p/:id(int): /products/:id").replacingOccurrences(
        of: "links: {schemes: [shop]}", with: "links: {schemes: [shop], hosts: [shop.example.com]}"),
      file: "shop.yaml")
    let aasa = app.export(as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.shop"]))
    #expect(aasa.contains(#""comment": "/p/:id(int) redirects to /products/:id""#))
    #expect(app.export(as: .android).contains(#"<data android:pathPattern="/p/..*" />"#))
  }

  @Test(arguments: [
    (
      "  /p/:id(int): /products/:key",
      "shop.yaml:13:16: error: invalid redirect: the redirect to \"/products/:key\" names \":key\", which /p/:id(int) does not capture"
    ),
    (
      "  /old/:id: /*id",
      "shop.yaml:13:13: error: invalid redirect: the redirect to \"/*id\" names \"*id\", which is not a wildcard of /old/:id"
    ),
    (
      "  /a/*rest: /a/*rest",
      "shop.yaml:13:3: error: redirect loop: redirects come back to where they started: /a/*rest → /a/*rest"
    ),
    (
      "  /a: /b\n  /b: /a",
      "shop.yaml:13:3: error: redirect loop: redirects come back to where they started: /a → /b → /a"
    ),
    (
      "  /p/:id(int): /gone/:id",
      "shop.yaml:13:16: error: invalid redirect: the redirect to \"/gone/:id\" leads to /gone/1, which no route matches"
    ),
  ])
  func aBrokenRedirectIsPointedAt(_ redirects: String, _ expected: String) {
    do {
      _ = try Manifest.parse(Self.shop(redirects: redirects), file: "shop.yaml")
      Issue.record("loaded")
    } catch {
      #expect(String(error.description.prefix(while: { $0 != "\n" })) == expected)
    }
  }
}

/// `play`'s `selectTab` is the person's tap: on a guarded tab it runs the guard.
@MainActor
@Suite struct SessionPersonTabTests {
  @Test(arguments: [false, true])
  func aSignedOutTapOnAGuardedTabShowsSignInThenTheTab(fromManifest: Bool) async throws {
    let app =
      fromManifest
      ? try Manifest.load(contentsOf: ShippedManifest.messenger.path) : try EmbeddedApp.messenger.app()
    let session = ToolSession(app: app, signedIn: false)
    try await session.perform([.selectTab("channels", in: "application", animated: true)])
    #expect(session.state.topScreen?.name == "signIn")
    #expect(session.pendingGuards == ["signedIn"])
    await session.signIn()
    #expect(session.state.visibleStack.name == "channels")
    #expect(session.state.modals.isEmpty)
  }
}
