import Foundation
import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTooling

/// `restore:` in a script: a saved state, inline or a JSON file next to the script, restored at
/// launch with its guards re-checked, its outcome reported as the link `restoration`'s.
@MainActor
@Suite struct ScriptRestoreTests {
  /// The bank's home with card 7 pushed and support over it, as a script writes it inline.
  static let inlineSaved = """
    {root: {kind: flows, name: app, flow: {kind: tabs, name: home, selected: dashboard, tabs: [
        {kind: stack, name: dashboard, screens: [{name: dashboard}, {name: card, parameters: {cardID: "7"}}]},
        {kind: stack, name: profile, screens: [{name: profile}]},
        {kind: stack, name: settings, screens: [{name: settings}]}]}},
      modals: [{style: sheet, content: {kind: stack, name: support, screens: [{name: support}]}}]}
    """

  static func script(signedIn: Bool, _ steps: String) -> String {
    """
    signedIn: \(signedIn)
    ready: false
    steps:
      - open: bank://settings/notifications
      - restore: \(inlineSaved.replacingOccurrences(of: "\n", with: " "))
    \(steps)
    """
  }

  @Test(arguments: [ShippedManifest.bank, nil])
  func aRestorationSignedOutSinceWaitsForSignInThenTheHeldLinkOpens(_ manifest: ShippedManifest?) async throws
  {
    let app = try manifest?.app() ?? EmbeddedApp.bank.app()
    let script = try Script.parse(
      Self.script(
        signedIn: false,
        """
          - expect: {link: restoration, outcome: pending, reason: "waiting for signedIn", top: login}
          - signIn
          - expect: {link: restoration, outcome: handled, path: [app, home, dashboard, support]}
          - ready
          - expect: {outcome: handled, stack: [settings, notifications]}
        """))
    let (result, session) = await ScriptRunner(app: app).run(script)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
    #expect(result.events[1].step.description == "restore app › home › dashboard › support")
    #expect(result.events[3].result == "signed in; restoration handled: support on screen")
    #expect(session.links.map(\.link) == ["bank://settings/notifications", "restoration"])
    #expect(
      session.links[1].steps.map(\.description) == [
        "switchFlow app to home", "present sheet support from app, animated",
      ])
  }

  @Test func cancelledSignInLeavesTheStartStateAndSaysSo() async throws {
    let script = try Script.parse(
      Self.script(
        signedIn: false,
        """
          - cancelSignIn
          - expect: {link: restoration, outcome: guard-failed, top: login}
        """))
    let (result, session) = await ScriptRunner(app: try EmbeddedApp.bank.app()).run(script)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
    #expect(
      result.events[2].result
        == "sign-in cancelled; restoration guard-failed: guard \"signedIn\" did not pass")
    #expect(session.state == BankNavigation.signedOutStart)
  }

  @Test func aSavedStateInAJSONFileIsReadRelativeToTheScript() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("saved"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try JSONEncoder().encode(RestorationFixture.saved).write(
      to: folder.appendingPathComponent("saved/s.json"))
    let path = folder.appendingPathComponent("s.yaml").path
    try "ready: false\nsteps:\n  - restore: saved/s.json\n  - expect: {outcome: handled, top: support}\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let (result, session) = await ScriptRunner(app: try EmbeddedApp.bank.app()).run(
      try Script.load(contentsOf: path))
    #expect(result.passed, "\(result.failures.map { $0.failure ?? "" })")
    #expect(session.state == RestorationFixture.saved)
  }

  @Test(arguments: [
    (
      "steps:\n  - restore: {root: {kind: stack, name: x, screens: []}, modals: []}\n",
      "script.yaml:2:5: error: a restoration runs at launch, before the app is ready; expected `ready: false` at the top, and a `ready` step after `restore:`"
    ),
    (
      "ready: false\nsteps:\n  - restore: {root: {kind: pile, name: x}}\n",
      "script.yaml:3:14: error: not a saved state: unknown container kind \"pile\" (known: stack, tabs, flows) at root.kind"
    ),
    (
      "ready: false\nsteps:\n  - restore: nowhere.json\n",
      "script.yaml:3:14: error: cannot read the saved state"
    ),
  ])
  func aRestoreStepThatCannotBeSaysWhereAndWhy(_ text: String, _ reason: String) throws {
    #expect(throws: SourceError.self) { try Script.parse(text) }
    do {
      _ = try Script.parse(text)
    } catch {
      #expect(error.description.hasPrefix(reason), "\(error.description)")
    }
  }
}

enum RestorationFixture {
  static let saved = BankNavigation.state(
    BankNavigation.home(dashboard: [BankNavigation.Screens.dashboard, BankNavigation.Screens.card(7)]),
    modals: [BankNavigation.supportSheet])
}
