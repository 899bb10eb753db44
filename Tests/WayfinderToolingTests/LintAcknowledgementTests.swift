import Foundation
import Testing
@_spi(Internals) import WayfinderTooling

/// A manifest acknowledges a lint finding where it applies, with its reason.
@Suite struct LintAcknowledgementTests {
  static let manifest = """
    app: pods
    links:
      schemes: [pods]
      hosts: [pods.example.com]
      webSchemes: [https, http]
      acknowledge: {http-web-scheme: "the Android app opens the old http links too"}
    graph:
      main: {tabs: [home, library]}
      home: {stack: home}
      library: {stack: library}
      promo: {fullScreen: promo}
    screens:
      show: {in: home, parameters: [showID]}
      promoPage: {in: promo, acknowledge: {unreachable-screen: "pushed by the promo's first page"}}
      downloads: {in: library}
    routes:
      /home: home
      /shows/:showID(int): show(showID)
      /promo: {screen: promo, acknowledge: {missing-after: "not missing"}}
      /library: library
    """

  @Test func anAcknowledgedFindingIsListedAndNotCounted() throws {
    let report = try Manifest.parse(Self.manifest, file: "pods.yaml").lint()
    #expect(
      report.text == """
        warning[unreachable-screen] screen downloads: no route leads to "downloads", nor puts it under a screen a route leads to: no link can show it
        warning[unused-acknowledgement] /promo: the acknowledgement of missing-after here matches no finding: remove it
        acknowledged warning[http-web-scheme] policy: the web scheme "http" is accepted for pods.example.com, so the Android export verifies http links too, but iOS universal links are https only: on iOS an http link opens in the browser, never in the app; drop http from webSchemes, or check that this is meant (the Android app opens the old http links too)
        acknowledged warning[unreachable-screen] screen promoPage: no route leads to "promoPage", nor puts it under a screen a route leads to: no link can show it (pushed by the promo's first page)
        2 warnings, 2 acknowledged

        """)
    #expect(report.warnings.count == 2)
    #expect(
      report.acknowledged.map(\.reason) == [
        "the Android app opens the old http links too", "pushed by the promo's first page",
      ])
  }

  @Test func anUnknownCodeIsPointedAt() {
    let text = Self.manifest.replacingOccurrences(of: "{unreachable-screen:", with: "{unreachable-screens:")
    #expect(throws: ManifestError.self) { try Manifest.parse(text, file: "pods.yaml") }
    do {
      _ = try Manifest.parse(text, file: "pods.yaml")
    } catch {
      #expect(
        error.description.hasPrefix(
          #"pods.yaml:14:40: error: unknown lint finding "unreachable-screens" (did you mean "unreachable-screen"?)"#
        ),
        "\(error.description)")
    }
  }

  @Test func everyCodeIsKnownByItsName() {
    for code in LintFinding.Code.all { #expect(LintFinding.Code(rawValue: code.rawValue) == code) }
    #expect(LintFinding.Code(rawValue: "nothing") == nil)
  }
}
