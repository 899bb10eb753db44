import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `links.anyWebLink`: a browser opening any web link as a web page.
@MainActor
@Suite struct ManifestAnyWebLinkTests {
  static let browser = """
    app: browser
    links:
      schemes: [browser]
      hosts: [example.com]
      webSchemes: [http, https]
      anyWebLink: web(url)
    graph:
      main: {stack: home}
    screens:
      web: {in: main, parameters: [url]}
      settings: {in: main}
    routes:
      /settings: settings

    """

  @Test func anyWebLinkOpensTheWebScreen() async throws {
    let app = try Manifest.parse(Self.browser, file: "browser.yaml")
    #expect(app.reading("https://swift.org/blog?x=1").route == #"web("https://swift.org/blog?x=1")"#)
    #expect(app.reading("https://swift.org/blog?x=1").pattern == "any web link")
    #expect(app.reading("https://example.com/settings").route == "settings")
    #expect(app.reading("https://user@swift.org/").error?.code == .userInfo)
    let session = ToolSession(app: app)
    let record = await session.open("http://swift.org/")
    #expect(record.outcome?.description == #"handled: web("http://swift.org/") on screen"#)
    #expect(app.export(as: .android).contains("<intent-filter>\n    <action"))
    let swift = try Manifest.generateSwift(Self.browser, file: "browser.yaml")
    #expect(swift.contains("policy.acceptsAnyWebLink = true"))
    #expect(swift.contains("routes.addAnyWebLink {"))
  }

  @Test func lintWarnsOfAClaimOfEveryPath() throws {
    let app = try Manifest.parse(
      Self.browser.replacingOccurrences(
        of: "  /settings: settings", with: "  /settings: settings\n  /:slug: settings"),
      file: "browser.yaml")
    let findings = app.lint().findings.filter { $0.code == .anyWebLinkBroadClaim }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("/:slug claims every path of example.com") == true)
    let quiet = try Manifest.parse(Self.browser, file: "browser.yaml")
    #expect(quiet.lint().findings.allSatisfy { $0.code != .anyWebLinkBroadClaim })
  }

  @Test func aScreenThatTakesNoURLIsPointedAt() {
    do {
      _ = try Manifest.parse(
        Self.browser.replacingOccurrences(of: "anyWebLink: web(url)", with: "anyWebLink: web(link)"),
        file: "browser.yaml")
      Issue.record("loaded")
    } catch {
      #expect(
        error.description.hasPrefix(
          "browser.yaml:6:19: error: the pattern \"any web link\" has no parameter \"link\""),
        "\(error.description)")
    }
  }
}
