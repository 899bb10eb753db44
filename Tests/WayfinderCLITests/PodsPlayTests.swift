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
    routes:
      /search: search
      /search?q=:q: search(q)
      /shows/:showID(int): show(showID)
      /library: library
    """

  static func script(_ steps: String, signedIn: Bool = true) throws -> String {
    let manifest = try WayfinderCommandTests.file("pods.yaml", Self.manifest)
    return try WayfinderCommandTests.file(
      "golden.yaml", "manifest: \(manifest)\nsignedIn: \(signedIn)\nsteps:\n" + steps)
  }

  @Test func aPushKeepsTheRootsValues() throws {
    let script = try Self.script(
      """
        - open: pods://search?q=true%20crime
        - open: pods://shows/5
        - expect: {stack: [search("true crime"), show(5)], steps: ["push show(5) onto search, animated"]}
      """)
    let run = try WayfinderCommandTests.run("play", script)
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func aGuardedTabTapIsCheckedAsALinkAndSaysWhatHappened() throws {
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
    let run = try WayfinderCommandTests.run("play", script)
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
