import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// A link held until a screen closes (issue 34, item 4), on the model of SwiftUI: the compose
/// sheet stands for a call. Before, a link could only refuse or ask.
@MainActor
@Suite struct SwiftUIModelHoldTests {
  @Test func aLinkHeldUntilThePersonClosesTheSheetThenOpens() async throws {
    let run = try SwiftUIModelRun.scene()
    run.center.closingRule = { $0.name == "compose" ? .hold(upTo: .seconds(10)) : .allow }
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    #expect(run.shownModals == ["compose"])
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 500))
    #expect(run.outcome(of: "model://threads/1") == nil, "the link waits: \(run.transcriptText)")
    #expect(run.center.pendingHold == Screen("compose"))
    await run.steps(.pullDown(finishing: true), .advance(milliseconds: 1000))
    let state = run.handledState(of: "model://threads/1")
    #expect(state?.topScreen == Screen("thread", parameters: ["id": "1"]))
    #expect(run.shownModals == [])
    #expect(await run.finished() == [])
  }

  @Test func aLinkHeldPastTheLimitEndsHoldExpiredAndTheSheetStays() async throws {
    let run = try SwiftUIModelRun.scene()
    run.center.closingRule = { $0.name == "compose" ? .hold(upTo: .seconds(10)) : .allow }
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 10_500))
    let failure = run.failure(of: "model://threads/1")
    #expect(failure?.code == .holdExpired)
    #expect(run.shownModals == ["compose"])
    #expect(await run.finished() == [])
  }
}
