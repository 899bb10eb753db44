import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// A link held until a screen closes (issue 34, item 4), on the model of UIKit: the compose
/// sheet stands for a call. Before, a link could only refuse or ask: it dismissed the sheet, or
/// ended close-refused with nothing to wait for.
@MainActor
@Suite struct UIKitModelHoldTests {
  static func composing() async throws -> ModelRun {
    let run = try ModelRun.scene()
    run.center.closingRule = { $0.name == "compose" ? .hold(upTo: .seconds(10)) : .allow }
    await run.steps(.open("model://compose"), .advance(milliseconds: 400))
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    return run
  }

  @Test func aLinkHeldUntilThePersonClosesTheSheetThenOpens() async throws {
    let run = try await Self.composing()
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 400))
    #expect(run.outcome(of: "model://threads/1") == nil, "the link waits: \(run.transcriptText)")
    #expect(run.center.pendingHold == Screen("compose"))
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    // The person pulls the sheet down: the link goes on from what is there.
    await run.steps(.pullDown(finishing: true), .lift, .advance(milliseconds: 800))
    #expect(run.handledState(of: "model://threads/1") != nil, "\(run.transcriptText)")
    #expect(run.screens(in: "inbox") == [Screen("inbox"), Screen("thread", parameters: ["id": "1"])])
    #expect(await run.finished() == [])
  }

  @Test func aLinkHeldPastTheLimitEndsHoldExpiredAndTheSheetStays() async throws {
    let run = try await Self.composing()
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 10_500))
    let failure = run.failure(of: "model://threads/1")
    #expect(failure?.code == .holdExpired)
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    #expect(await run.finished() == [])
  }
}
