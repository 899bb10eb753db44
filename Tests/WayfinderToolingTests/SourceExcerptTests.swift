import Foundation
import Testing
@_spi(Internals) import WayfinderTooling

/// A long line in a manifest or a script is quoted around the caret, not whole.
@Suite struct SourceExcerptTests {
  static func long(_ text: String, _ count: Int) -> String {
    String(repeating: text, count: count)
  }

  @Test func aManifestErrorQuotesEightyColumnsAroundTheCaret() {
    let line = "/" + Self.long("a", 150) + "/" + Self.long("a", 149) + ": dashbord"
    let text = ManifestErrorTests.base.replacingOccurrences(of: "/dashboard: dashboard", with: line)
    let error = #expect(throws: ManifestError.self) { try Manifest.parse(text, file: "bank.yaml") }
    #expect(error?.sourceLine == "  " + line)
    #expect(
      error?.description == """
        bank.yaml:17:306: error: unknown screen "dashbord" (did you mean "dashboard"?); expected a screen the manifest declares
        …\(Self.long("a", 69)): dashbord
        \(Self.long(" ", 72))^
        """)
  }

  @Test func aScriptErrorQuotesEightyColumnsAroundTheCaret() {
    let text = "steps: [" + Self.long("{open: x}, ", 20) + "{opne: x}]"
    let error = #expect(throws: SourceError.self) { try Script.parse(text) }
    #expect(error?.column == 230)
    #expect(
      error?.excerpt == """
            …}, \(Self.long("{open: x}, ", 6)){opne: x}]
            \(Self.long(" ", 71))^
        """)
  }
}
