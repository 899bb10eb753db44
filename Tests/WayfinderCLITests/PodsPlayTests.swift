import Foundation
import Testing

/// `wayfinder play` on the podcast app a new user wrote from the docs: a root that takes a
/// link's values, and a guarded tab the person taps.
@Suite struct PodsPlayTests {
  static let manifest = """
    app: pods
    links:
      schemes: [pods]
    guards:
      signedIn: {shows: signIn}
    graph:
      main: {tabs: [home, search, library]}
      home: {stack: home}
      search: {stack: search}
      library: {stack: library, guard: signedIn}
      authorization: {sheet: signIn}
    screens:
      show: {in: search, parameters: [showID]}
      episode: {in: search, parameters: [showID, episodeID], after: show}
      clip: {in: search, parameters: [clipID], data: [t]}
    routes:
      /search: search
      /search?q=:q: search(q)
      /shows/:showID(int): show(showID)
      /shows/:showID(int)/episodes/:episodeID(int): episode(showID, episodeID)
      /library: library
      /clips/:clipID(int)?t=:t(int)?: {screen: "clip(clipID, t)", lenient: [t]}
    """

  static func script(_ steps: String, signedIn: Bool = true) throws -> String {
    let manifest = try WayfinderCommandTests.file("pods.yaml", Self.manifest)
    return try WayfinderCommandTests.file(
      "golden.yaml", "manifest: \(manifest)\nsignedIn: \(signedIn)\nsteps:\n" + steps)
  }

  @Test func aPushKeepsTheRootsValues() async throws {
    let script = try Self.script(
      """
        - open: pods://search?q=true%20crime
        - open: pods://shows/5
        - expect: {stack: [search("true crime"), show(5)], steps: ["push show(5) onto search, animated"]}
      """)
    let run = try await WayfinderCommandTests.run("play", script)
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func screensPrintTheirParametersInTheManifestsOrder() async throws {
    let script = try Self.script(
      """
        - open: pods://shows/5/episodes/9
        - expect: {top: "episode(showID: 5, episodeID: 9)"}
      """)
    let run = try await WayfinderCommandTests.run("play", script)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("→ handled: episode(showID: 5, episodeID: 9) on screen"), "\(run.output)")
    let open = try await WayfinderCommandTests.run(
      "open", "--manifest", try WayfinderCommandTests.file("pods.yaml", Self.manifest),
      "pods://shows/5/episodes/9")
    #expect(
      open.output.contains(
        "setScreens search to search, show(5), episode(showID: 5, episodeID: 9) keeping 1, animated"),
      "\(open.output)")
  }

  @Test func aLinksDataUpdatesTheScreenInPlace() async throws {
    let script = try Self.script(
      """
        - open: pods://clips/7
        - open: pods://clips/7?t=90
        - expect: {top: "clip(clipID: 7, t: 90)", steps: ["update clip(clipID: 7, t: 90) in search"]}
        - open: pods://clips/7?t=soon
        - expect: {outcome: handled, steps: [], top: "clip(clipID: 7, t: 90)"}
      """)
    let run = try await WayfinderCommandTests.run("play", script)
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func aGuardedTabTapIsCheckedAsALinkAndSaysWhatHappened() async throws {
    let script = try Self.script(
      """
        - open: pods://search
        - selectTab: library
        - expect: {link: 2, outcome: pending, reason: "waiting for signedIn", top: signIn}
        - cancelSignIn
        - expect: {link: 2, outcome: guard-failed, path: [main, search]}
        - selectTab: library
        - signIn
        - expect: {link: "selectTab library", outcome: handled, path: [main, library]}
      """, signedIn: false)
    let run = try await WayfinderCommandTests.run("play", script)
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map { String($0.drop { $0 != " " }.dropFirst(2)) }
    #expect(
      Array(lines.prefix(8)) == [
        "open pods://search  → handled: search on screen",
        "selectTab library  → link 2 (selectTab library): signIn shown; pending: waiting for signedIn (signIn or cancelSignIn)",
        "expect  → ok: top signIn, link 2: outcome pending, reason",
        "cancelSignIn  → sign-in cancelled; selectTab library guard-failed: guard \"signedIn\" did not pass",
        "expect  → ok: path, link 2: outcome guard-failed",
        "selectTab library  → link 3 (selectTab library): signIn shown; pending: waiting for signedIn (signIn or cancelSignIn)",
        "signIn  → signed in; selectTab library handled: library on screen",
        "expect  → ok: path, link selectTab library: outcome handled",
      ])
  }
}
