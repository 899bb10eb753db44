import Foundation
import Testing

/// `wayfinder play` with `expect` about one link: its steps and animation, under `policy: queue`.
@Suite struct PlayExpectTests {
  static func queuedBank() throws -> String {
    let bank = try String(
      contentsOf: WayfinderCommandTests.root.appendingPathComponent("Manifests/bank.yaml"), encoding: .utf8)
    return try WayfinderCommandTests.file(
      "queued-bank.yaml", bank.replacingOccurrences(of: "policy: supersede", with: "policy: queue"))
  }

  @Test func aQueuedLinkSaysWhatItIsBehindAndEachLinkHasItsOwnSteps() async throws {
    let script = try WayfinderCommandTests.file(
      "golden.yaml",
      """
      manifest: \(try Self.queuedBank())
      signedIn: false
      steps:
        - open: bank://cards/42/detail
        - open: bank://settings/notifications
        - signIn
        - expect: {link: 1, steps: ["switchFlow app to home, animated"]}
        - expect: {link: 2, steps: [], animated: false}
      """)
    let run = try await WayfinderCommandTests.run("play", script)
    #expect(run.status == 1)
    #expect(
      run.output == """
        \(script):4  open bank://cards/42/detail  → pending: waiting for signedIn (signIn or cancelSignIn)
        \(script):5  open bank://settings/notifications  → pending: queued behind bank://cards/42/detail
        \(script):6  signIn  → signed in; bank://settings/notifications handled: notifications on screen
        \(script):7  expect  → ok: link 1: steps
        \(script):8  expect  FAILED
            steps: expected none, link 2 (bank://settings/notifications) performed selectTab settings in home; push notifications onto settings, animated
            animated: expected the last step not animated, link 2 (bank://settings/notifications) ended with push notifications onto settings, animated
            on screen:
            flows app
              tabs home
                stack dashboard: dashboard, card(42), cardDetail(42)
                stack profile: profile
                stack settings (selected): settings, notifications

        failed: 1 of 5 steps

        """)
  }

  @Test func aBrokenLinkExpectationIsPointedAtWithExitStatusTwo() async throws {
    let script = try WayfinderCommandTests.file(
      "golden.yaml",
      """
      steps:
        - open: bank://cards/7
        - expect: {link: 0, outcome: handled}
      """)
    let run = try await WayfinderCommandTests.run("play", script)
    #expect(run.status == 2)
    #expect(
      run.errors == """
        wayfinder: \(script):3:20: error: there is no link 0; expected a position counting from 1: 1 is the first link opened
              - expect: {link: 0, outcome: handled}
                               ^

        """)
  }
}
