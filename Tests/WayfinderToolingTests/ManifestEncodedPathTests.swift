import Foundation
import Testing
import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `links.encodedPaths`: a wholly percent-encoded path, decoded once and routed.
@Suite struct ManifestEncodedPathTests {
  static let browser = """
    app: browser
    links:
      schemes: [browser]
      encodedPaths: true
    graph:
      main: {stack: home}
    screens:
      settings: {in: main, parameters: [a]}
    routes:
      /settings?a=:a: settings(a)

    """

  @Test func aWhollyEncodedPathOpensItsScreen() throws {
    let app = try Manifest.parse(Self.browser, file: "browser.yaml")
    #expect(app.reading("browser://%2Fsettings%3Fa%3D1").route == "settings(1)")
    #expect(app.reading("browser://%2Fsettings?a=1").error?.code == .malformedPercentEncoding)
    #expect(app.reading("browser://%2Fa%250A").error?.code == .controlCharacter)
    #expect(
      try Manifest.generateSwift(Self.browser, file: "browser.yaml").contains(
        "policy.readsEncodedPaths = true"))
  }

  @Test func aValueOtherThanTrueOrFalseIsPointedAt() {
    do {
      _ = try Manifest.parse(
        Self.browser.replacingOccurrences(of: "encodedPaths: true", with: "encodedPaths: once"),
        file: "browser.yaml")
      Issue.record("loaded")
    } catch {
      #expect(
        error.description.hasPrefix(
          "browser.yaml:4:17: error: \"encodedPaths\" is \"once\"; expected true or false"),
        "\(error.description)")
    }
  }
}
