import Foundation
import Testing

/// `explain`, `play` and `routes` on routes that run the app's action or go where the app
/// decides.
@Suite struct AppRouteCommandTests {
  typealias Command = WayfinderCommandTests

  static let browser = """
    app: browser
    links: {schemes: [browser]}
    guards:
      signedIn: {shows: signIn}
    graph:
      main: {tabs: [tabs, settings]}
      tabs: {stack: tabList}
      settings: {stack: settings}
      auth: {fullScreen: signIn}
    screens:
      page: {in: tabs, parameters: [id]}
    routes:
      /pages/:id(int): page(id)
      /close-private-tabs: {action: closePrivateTabs}
      /sync: {action: syncBookmarks, guard: signedIn}
      /s/:code: {decide: shortLink(code), among: [page, settings]}

    """

  @Test func explainSaysWhichActionRuns() async throws {
    let manifest = try Command.file("browser.yaml", Self.browser)
    let run = try await Command.run("explain", "--manifest", manifest, "--signed-out", "browser://sync")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output == """
        link        browser://sync
        normalized  /sync
        pattern     /sync
        route       syncBookmarks
        action      runs the app's action syncBookmarks
        guards      signedIn (would show signIn and wait)

        """)
  }

  @Test func explainSaysTheAppDecides() async throws {
    let manifest = try Command.file("browser.yaml", Self.browser)
    let run = try await Command.run("explain", "--manifest", manifest, "browser://s/x1")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.hasSuffix(
        "route       shortLink(x1)\nscreen      decided by the app: one of page, settings, or a redirect\n"))
    let swift = try await Command.run("explain", "--app", "recipes", "recipes://recipes/4")
    #expect(swift.output.contains("screen      recipe(4) in veggie (decided by the app)"))
  }

  @Test func routesAndPlaySayWhatTheAppDoes() async throws {
    let manifest = try Command.file("browser.yaml", Self.browser)
    let routes = try await Command.run("routes", "--manifest", manifest)
    #expect(routes.output.contains("/close-private-tabs  runs the app's action closePrivateTabs"))
    let script = try Command.file(
      "script.yaml",
      """
      manifest: \(manifest)
      decisions:
        shortLink(x1): page(5)
      steps:
        - open: browser://close-private-tabs
        - expect: {outcome: performed}
        - open: browser://s/x1
        - expect: {top: page(5)}

      """)
    let run = try await Command.run("play", script)
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(
        "open browser://close-private-tabs  → performed: the app's action closePrivateTabs ran"))
    #expect(
      run.output.contains(
        "open browser://s/x1  → decided by the app (shortLink(x1) → page(5)); handled: page(5) on screen"))
  }
}
