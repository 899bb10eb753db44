import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) @_spi(Testing) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// Signed out on the bank's login flow, a link to a sheet over anything behind sign-in: once
/// the person signs in, the app is on the flow the guard protects (issue 35, bug 11).
@MainActor
@Suite struct GuardedFlowScriptTests {
  static func failures(_ result: ScriptRunner.Result) -> String {
    result.failures.map { "\($0.line): \($0.failure ?? "")" }.joined(separator: "\n")
  }

  // MARK: A guarded sheet over anything

  /// The bank app with its support sheet behind sign-in: signed out, the link shows login and
  /// waits; signing in moves the app to the signed-in flow the guard protects, and presents
  /// support over it.
  @Test func aGuardedSheetOverAnythingOpensOverTheFlowItsGuardProtects() async throws {
    let text = try String(contentsOfFile: ShippedManifest.bank.path, encoding: .utf8)
      .replacingOccurrences(
        of: "support: {sheet: support}", with: "support: {sheet: support, guard: signedIn}")
    let app = try Manifest.parse(text, file: "bank.yaml")
    let (result, session) = try await ScriptPersonTests.run(
      """
      signedIn: false
      steps:
        - open: bank://support
        - expect: {top: login, outcome: pending}
        - signIn
        - expect: {outcome: handled, path: [app, home, dashboard, support], top: support}
      """, on: app)
    #expect(result.passed, "\(Self.failures(result))")
    #expect(session.state.modals.map(\.name) == ["support"])
  }
}
