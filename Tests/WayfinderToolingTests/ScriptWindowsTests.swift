import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) @_spi(Testing) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// Scripts with several windows (issue 34, item 1): which window a link arrives in, the window
/// the router sends it to brought forward, windows closed and opened again, a link held while no
/// window is open.
@MainActor
@Suite struct ScriptWindowsTests {
  static func run(_ text: String) async throws -> ScriptRunner.Result {
    try await ScriptRunner(app: EmbeddedApp.bank.app()).run(Script.parse(text)).result
  }

  static func failures(_ result: ScriptRunner.Result) -> String {
    result.failures.map { "\($0.line): \($0.failure ?? "")" }.joined(separator: "\n")
  }

  @Test func aLinkArrivingInAWindowGoesWhereTheRouterSays() async throws {
    let result = try await Self.run(
      """
      windows: [main, side]
      windowShowingLink: true
      steps:
        - open: {link: bank://cards/7, window: side}
        - expect: {window: main, top: card(7)}
        - expect: {window: side, top: dashboard}
        - activate: side
        - open: bank://settings/notifications
        - expect: {window: side, top: notifications}
        - open: {link: bank://cards/7, window: side}
        - expect: {top: card(7), stack: [dashboard, card(7)]}
      """)
    #expect(result.passed, "\(Self.failures(result))")
    let results = result.events.map(\.result)
    #expect(results[0].hasPrefix("in main: "), "\(results)")
    #expect(results[6].hasPrefix("main brought forward; in main: "), "\(results)")
  }

  @Test func aLinkWithNoWindowOpenWaitsForOne() async throws {
    let result = try await Self.run(
      """
      windows: [main, side]
      steps:
        - closeWindow: main
        - closeWindow: side
        - open: {link: bank://cards/8, window: main}
        - openWindow: side
        - expect: {window: side, top: card(8)}
        - closeWindow: side
        - open: bank://cards/9
        - advance: 31s
      """)
    #expect(result.passed, "\(Self.failures(result))")
    let results = result.events.map(\.result)
    #expect(results[2] == "no window is open: bank://cards/8 waits for one", "\(results)")
    #expect(results[3] == "side opened; held: bank://cards/8 handled", "\(results)")
    #expect(results[7].hasSuffix("; held: bank://cards/9 failed"), "\(results)")
  }

  @Test func aWindowStepWithoutWindowsFails() async throws {
    let result = try await Self.run(
      """
      steps:
        - activate: side
      """)
    #expect(result.failures.first?.failure?.contains("names no `windows`") == true)
  }

  /// `expect: {held: LINK, …}` checks what became of a link that came with no window open:
  /// pending while it waits, then its outcome in the window that opened, or `failed` with no
  /// window for longer than the limit. It is no window's link: `link` cannot name it.
  @Test func anExpectChecksAHeldLinksOutcome() async throws {
    let result = try await Self.run(
      """
      windows: [main, side]
      steps:
        - closeWindow: main
        - closeWindow: side
        - open: bank://cards/8
        - expect: {held: bank://cards/8, outcome: pending, reason: waits for a window}
        - openWindow: side
        - expect: {held: bank://cards/8, outcome: handled, window: side, top: card(8)}
        - closeWindow: side
        - open: bank://cards/9
        - advance: 31s
        - expect: {held: bank://cards/9, outcome: failed, reason: no window connected}
        - expect: {held: bank://cards/9, outcome: handled}
        - expect: {held: bank://cards/1, outcome: handled}
      """)
    let failures = result.failures
    #expect(failures.map(\.line) == [13, 14], "\(Self.failures(result))")
    #expect(
      failures.first?.failure?.hasPrefix("outcome: expected handled, the held bank://cards/9 ended failed: ")
        ?? false)
    #expect(
      failures.last?.failure
        == "held: bank://cards/1 did not wait for a window; links that did: bank://cards/8, bank://cards/9")
    let results = result.events.map(\.result)
    #expect(results[3] == "ok: held bank://cards/8: outcome pending, reason", "\(results)")
    #expect(results[5] == "ok: held bank://cards/8: outcome handled; ok: top card(8)", "\(results)")
  }

  @Test func heldNeedsWindowsAndAnOutcomeOrReason() async throws {
    let result = try await Self.run(
      """
      steps:
        - open: bank://cards/8
        - expect: {held: bank://cards/8, outcome: handled}
      """)
    #expect(
      result.failures.first?.failure?.hasPrefix("`held` is about a link that waited for a window") ?? false)
    #expect(throws: (any Error).self) {
      try Script.parse("windows: [main, side]\nsteps:\n  - expect: {held: bank://cards/8, top: card(8)}")
    }
    #expect(throws: (any Error).self) {
      try Script.parse(
        "windows: [main, side]\nsteps:\n  - expect: {held: bank://cards/8, link: 1, outcome: handled}")
    }
  }
}
