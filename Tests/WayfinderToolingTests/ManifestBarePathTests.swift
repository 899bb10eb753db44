import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// A manifest's `links: {barePaths: ORIGIN}`: a host-less path (`/a/7/amp`) is read as the link of
/// that origin it stands for, by `explain`, `open`, `play` and the generated Swift alike (issue 35).
@MainActor
@Suite struct ManifestBarePathTests {
  static func browser(barePaths: String? = "https://m.example.com") -> String {
    ManifestHostTests.browser.replacingOccurrences(
      of: "  schemes: [browser]\n",
      with: "  schemes: [browser]\n" + (barePaths.map { "  barePaths: \($0)\n" } ?? ""))
  }

  @Test func aBarePathIsTheLinkOfTheOriginForEveryCommand() async throws {
    let app = try Manifest.parse(Self.browser(), file: "browser.yaml")
    // A route on m.example.com only takes the bare path, read as a link of that host.
    #expect(app.reading("/a/7/amp").route == "amp(7)")
    let session = ToolSession(app: app)
    let explanation = await session.explain("/a/7/amp")
    #expect(explanation.standsFor == "https://m.example.com/a/7/amp")
    #expect(explanation.screen?.description == "amp(7)")
    #expect(explanation.stopsWith == nil)
    #expect(explanation.description.contains("reads as  https://m.example.com/a/7/amp"))
    #expect(await session.open("/a/7/amp").outcome?.description == "handled: amp(7) on screen")
    // A whole link is read as it is.
    #expect(await session.open("browser://a/7").outcome?.description == "handled: article(7) on screen")
    let script = try Script.parse(
      """
      steps:
        - open: /a/7/amp
        - expect: {outcome: handled, top: "amp(7)"}
        - open: {link: /item/3, from: notification}
        - expect: {outcome: rejected, reason: "answers on *.shops.example.com only, not on m.example.com"}
      """, file: "bare.yaml")
    let (result, _) = await ScriptRunner(app: app).run(script)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
  }

  /// Without `barePaths` a bare path is a path of the app's on no host, as before: a route on
  /// some hosts only does not take it, and every command says so alike.
  @Test func withoutAnOriginABarePathIsOnNoHost() async throws {
    let app = try Manifest.parse(Self.browser(barePaths: nil), file: "browser.yaml")
    #expect(app.reading("/a/7/amp").error?.code == .hostNotAccepted)
    #expect(app.reading("/a/7").route == "article(7)")
    let session = ToolSession(app: app)
    let explanation = await session.explain("/a/7/amp")
    #expect(explanation.standsFor == nil)
    #expect(explanation.stopsWith?.name == "rejected")
    #expect(await session.open("/a/7/amp").outcome?.name == "rejected")
  }

  @Test func generateWritesTheOrigin() throws {
    let swift = try Manifest.generateSwift(Self.browser(), file: "browser.yaml")
    #expect(swift.contains(#"policy.barePathOrigin = "https://m.example.com""#), "\(swift)")
  }

  @Test(arguments: [
    (
      "https://evil.example.com",
      #"the origin of bare paths "https://evil.example.com" is on host "evil.example.com", which the policy does not accept"#
    ),
    ("m.example.com", #"the origin of bare paths "m.example.com" has no "://""#),
    ("news://", #"has no host, and "news" is not a custom scheme of the policy"#),
    ("ftp://m.example.com", #"is on "ftp", which is not a web scheme of the policy (https)"#),
  ])
  func anOriginThePolicyDoesNotAcceptIsPointedAt(_ origin: String, _ expected: String) {
    do {
      _ = try Manifest.parse(Self.browser(barePaths: origin), file: "browser.yaml")
      Issue.record("loaded")
    } catch {
      #expect("\(error)".hasPrefix("browser.yaml:4:"), "\(error)")
      #expect("\(error)".contains(expected), "\(error)")
    }
  }

  @Test func aCustomSchemeWithNoHostIsAnOrigin() async throws {
    let app = try Manifest.parse(Self.browser(barePaths: "browser://"), file: "browser.yaml")
    #expect(app.reading("/a/7").route == "article(7)")
    #expect(app.reading("/a/7/amp").error?.code == .hostNotAccepted)
  }
}

extension ManifestBarePathTests {
  /// docs/Manifest.md's example of bare paths, and its error, as the tool has them.
  @Test func theDocsExampleAndErrorAreTheTools() async throws {
    let block = try #require(
      try ManifestDocsTests.blocks("yaml").first { $0.contains("barePaths: https://m.example") })
    let manifest = """
      app: browser
      \(block)
      graph:
        main: {stack: home}
      screens:
        article: {in: main, parameters: [id]}
        amp: {in: main, parameters: [id]}

      """
    let app = try Manifest.parse(manifest, file: "browser.yaml")
    #expect(app.reading("/a/7/amp").route == "amp(7)")
    #expect(await ToolSession(app: app).open("/a/7/amp").outcome?.description == "handled: amp(7) on screen")
    do {
      _ = try Manifest.parse(Self.browser(barePaths: "https://evil.example.com"), file: "browser.yaml")
      Issue.record("loaded")
    } catch {
      #expect(try ManifestDocsTests.blocks("").contains(error.description), "\(error)")
    }
  }
}
