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
}
