import Testing
import WayfinderCoordination
@_spi(Internals) @_spi(Testing) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// Scripts with several guards: each passes, fails or is pending on its own, at the start and in
/// steps, so "onboarded, but the PIN is stale" can be played.
@MainActor
@Suite struct ScriptGuardsTests {
  /// A bank whose accounts tab needs onboarding and whose account needs a fresh PIN.
  static let vault = Result {
    try Manifest.parse(
      """
      app: vault
      links: {schemes: [vault]}
      guards:
        onboarded: {shows: welcome}
        pinFresh: {shows: pin}
      graph:
        main: {tabs: [home, accounts]}
        home: {stack: home}
        accounts: {stack: accounts, guard: onboarded}
        onboarding: {fullScreen: welcome}
        lock: {fullScreen: pin}
      screens:
        account: {in: accounts, parameters: [id], guard: pinFresh}
      routes:
        /accounts: accounts
        /accounts/:id(int): account(id)
      """, file: "vault.yaml")
  }

  static func play(_ text: String) async throws -> ScriptRunner.Result {
    let script = try Script.parse(text, file: "vault-script.yaml")
    return await ScriptRunner(app: try vault.get()).run(script).result
  }

  @Test func onboardedButThePINIsStaleWaitsForThePINAlone() async throws {
    let result = try await Self.play(
      """
      guards: {onboarded: passes, pinFresh: pending}
      steps:
        - open: vault://accounts/7
        - expect: {outcome: pending, reason: "waiting for pinFresh", top: pin, path: [main, home, lock]}
        - guards: {pinFresh: passes}
        - expect: {outcome: handled, top: "account(7)", stack: [accounts, "account(7)"]}
        - open: vault://accounts
        - expect: {outcome: handled, top: accounts}
      """)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
    #expect(
      result.events[2].result == "guards pinFresh: passes; vault://accounts/7 handled: account(7) on screen")
  }

  @Test func theManifestDocsExamplePlays() async throws {
    let example = try #require(
      try ManifestDocsTests.blocks("yaml").first { $0.hasPrefix("# Onboarded, but the PIN is stale") })
    let result = try await Self.play(example)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
    #expect(result.events.count == 4)
  }

  @Test func aGuardThatFailsEndsTheLinkAndLeavesTheOtherAlone() async throws {
    let result = try await Self.play(
      """
      guards: {onboarded: passes, pinFresh: fails}
      steps:
        - open: vault://accounts/7
        - expect: {outcome: guard-failed, reason: "pinFresh", top: home}
        - open: vault://accounts
        - expect: {outcome: handled, top: accounts}
      """)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
  }

  @Test func eachGuardIsPassedOrFailedInTurnInSteps() async throws {
    let result = try await Self.play(
      """
      signedIn: false
      steps:
        - open: vault://accounts/7
        - expect: {outcome: pending, reason: "waiting for onboarded", top: welcome}
        - guards: {onboarded: passes}
        - expect: {outcome: pending, reason: "waiting for pinFresh", top: pin}
        - guards: {pinFresh: fails}
        - expect: {outcome: guard-failed, reason: "pinFresh"}
        - guards: {pinFresh: pending}
        - open: vault://accounts/8
        - expect: {outcome: pending, reason: "waiting for pinFresh"}
        - signIn
        - expect: {outcome: handled, top: "account(8)"}
      """)
    #expect(result.passed, "\(result.failures.map { "\($0.line): \($0.failure ?? "")" })")
  }

  @Test func aGuardTheAppDoesNotHaveIsAFailureOfItsLine() async throws {
    let result = try await Self.play(
      """
      guards: {pinFresh: passes, faceID: pending}
      steps:
        - guards: {touchID: passes}
      """)
    #expect(
      result.failures.map(\.failure) == [
        "the app has no guard faceID; its guards: onboarded, pinFresh",
        "the app has no guard touchID; its guards: onboarded, pinFresh",
      ])
    #expect(result.failures.map(\.line) == [1, 3])
  }

  @Test func aStateIsOneOfThreeWords() {
    #expect(throws: SourceError.self) {
      try Script.parse("guards: {pinFresh: stale}\nsteps: [ready]", file: "bad.yaml")
    }
    do {
      _ = try Script.parse("guards: {pinFresh: stale}\nsteps: [ready]", file: "bad.yaml")
    } catch {
      #expect(error.reason.contains("unknown guard state \"stale\" for pinFresh"))
    }
  }
}
