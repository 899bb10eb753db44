import Testing
import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// A manifest's modal whose root holds links while it is open (`traits: [holdsLinks]` beside
/// `fullScreen:`), and one whose root asks, played by scripts (issue 34, item 4).
@MainActor
@Suite struct ScriptHoldTests {
  static let manifest = """
    app: chat
    links: {schemes: [chat]}
    graph:
      app: {tabs: [channels, settings]}
      channels: {stack: channels}
      settings: {stack: settings}
      call: {fullScreen: call, traits: [holdsLinks]}
      draft: {sheet: draft, traits: [asksBeforeClosing]}
    screens:
      channel: {in: channels, parameters: [id]}
    routes:
      /call: call
      /draft: draft
      /settings: settings
      /c/:id: channel(id)

    """

  static func play(_ steps: String) async throws -> ScriptRunner.Result {
    let app = try Manifest.parse(manifest, file: "chat.yaml")
    let script = try Script.parse("manifest: chat.yaml\nsteps:\n" + steps, file: "hold.yaml")
    return await ScriptRunner(app: app).run(script).0
  }

  @Test func aModalsRootCarriesItsTraitsFromTheManifest() throws {
    let app = try Manifest.parse(Self.manifest, file: "chat.yaml")
    #expect(app.graph.traits(of: "call") == .holdsLinks)
    #expect(app.graph.traits(of: "draft") == .asksBeforeClosing)
    let target = try app.graph.target(for: Screen("call"), from: app.signedInStart)
    #expect(target.topScreen?.traits == .holdsLinks)
  }

  @Test func aLinkDuringACallIsHeldUntilTheCallEndsOrTheLimitPasses() async throws {
    let result = try await Self.play(
      """
        - open: chat://call
        - open: chat://c/7
        - expect: {top: call, outcome: pending, reason: "held until call closes (back, or advance past the hold limit)"}
        - back
        - expect: {top: "channel(7)", outcome: handled}
        - open: chat://call
        - open: chat://settings
        - advance: 5m
        - expect: {top: call, outcome: failed, reason: "call stayed open for the 5 min the link was held for it"}
        - back
        - open: chat://draft
        - open: chat://settings
        - expect: {top: draft, outcome: pending, reason: "asking to close draft (allowClose or refuseClose)"}
        - refuseClose
        - expect: {top: draft, outcome: failed}
      """)
    #expect(
      result.events.allSatisfy { $0.failure == nil },
      "\(result.events.map { "\($0.step): \($0.result) \($0.failure ?? "")" })")
  }
}
