import Testing
import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// A manifest's screen that refuses to be closed by a link (`keepsOpen`) or asks first
/// (`asksBeforeClosing`), played by a script that answers with `allowClose` or `refuseClose`.
@MainActor
@Suite struct ScriptClosingTests {
  static let manifest = """
    app: notes
    links: {schemes: [notes]}
    graph:
      app: {tabs: [notes, inbox]}
      notes: {stack: notes}
      inbox: {stack: inbox}
      update: {fullScreen: update}
    screens:
      editor: {in: notes, parameters: [id], traits: [asksBeforeClosing]}
      forced: {in: inbox, traits: [keepsOpen]}
    routes:
      /notes: notes
      /inbox: inbox
      /edit/:id: editor(id)
      /forced: forced

    """

  static func play(_ steps: String) async throws -> ScriptRunner.Result {
    let app = try Manifest.parse(manifest, file: "notes.yaml")
    let script = try Script.parse("manifest: notes.yaml\nsteps:\n" + steps, file: "closing.yaml")
    return await ScriptRunner(app: app).run(script).0
  }

  @Test func theTraitsAreReadFromTheManifest() throws {
    let app = try Manifest.parse(Self.manifest, file: "notes.yaml")
    let target = try app.graph.target(for: Screen("editor", parameters: ["id": "1"]), from: app.signedInStart)
    #expect(target.topScreen?.traits == .asksBeforeClosing)
  }

  @Test func aScriptAnswersTheQuestion() async throws {
    let result = try await Self.play(
      """
        - open: notes://edit/1
        - open: notes://notes
        - expect: {top: "editor(1)", outcome: pending}
        - refuseClose
        - expect: {top: "editor(1)", outcome: failed}
        - open: notes://notes
        - allowClose
        - expect: {top: notes, outcome: handled}
        - open: notes://forced
        - open: notes://notes
        - expect: {outcome: handled}
        - open: notes://inbox
        - expect: {outcome: failed, top: notes}
      """)
    #expect(
      result.events.allSatisfy { $0.failure == nil },
      "\(result.events.map { "\($0.step): \($0.result) \($0.failure ?? "")" })")
    #expect(result.events[1].result.contains("asking to close editor"), "\(result.events[1].result)")
    #expect(result.events[3].result.contains("stays open: asked, the person kept it"))
  }
}
