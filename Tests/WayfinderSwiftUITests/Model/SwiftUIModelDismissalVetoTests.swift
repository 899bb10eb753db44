import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// The app's own veto of the person's dismissal, `interactiveDismissDisabled` (issue 34,
/// item 4), on the model of SwiftUI. Before, the model was never told of it: a link dismissed a
/// draft sheet the app had kept from the pull-down, and its unsaved edits went with it.
@MainActor
@Suite struct SwiftUIModelDismissalVetoTests {
  /// The compose sheet up, its content applying `interactiveDismissDisabled(true)` and telling
  /// the model so (`NavigationModel.setInteractiveDismissDisabled(_:forModal:)`), as the app
  /// writes it.
  static func composing() async throws -> SwiftUIModelRun {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    #expect(run.shownModals == ["compose"])
    run.views.dismissDisabled.insert("compose")
    run.model.setInteractiveDismissDisabled(true, forModal: "compose")
    return run
  }

  @Test func aLinkDoesNotDismissASheetTheAppKeepsWhenNobodyAsks() async throws {
    let run = try await Self.composing()
    await run.steps(.pullDown(finishing: true), .advance(milliseconds: 500))
    #expect(run.shownModals == ["compose"])
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 1000))
    let failure = run.failure(of: "model://threads/1")
    #expect(failure?.code == .closeRefused)
    #expect(run.shownModals == ["compose"])
    #expect(await run.finished() == [])
  }

  @Test func aLinkAsksBeforeDismissingASheetTheAppKeepsAndGoesOnWhenThePersonSaysYes() async throws {
    let run = try await Self.composing()
    run.center.askToClose = { _ in }
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 500))
    #expect(run.center.pendingCloseQuestion == Screen("compose"), "\(run.transcriptText)")
    await run.steps(.answerClose(allowed: true), .advance(milliseconds: 1500))
    #expect(run.handledState(of: "model://threads/1") != nil, "\(run.transcriptText)")
    #expect(run.shownModals == [])
    #expect(await run.finished() == [])
  }
}
