import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// The app's own veto of the person's dismissal, `isModalInPresentation` (issue 34, item 4),
/// on the model of UIKit. Before, the adapter did not read it: a link dismissed a draft sheet
/// the app had kept from the pull-down, and its unsaved edits went with it.
@MainActor
@Suite struct UIKitModelDismissalVetoTests {
  /// The compose sheet up, its draft kept from the pull-down by the app.
  static func composing(flagOnScreen: Bool = false) async throws -> ModelRun {
    let run = try ModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 400))
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    let sheet = try #require(run.uikit.window.presentedChain.last)
    if flagOnScreen {
      try #require(sheet.childViewControllers.last).isModalInPresentation = true
    } else {
      sheet.isModalInPresentation = true
    }
    return run
  }

  @Test(arguments: [false, true])
  func aLinkDoesNotDismissASheetTheAppKeepsWhenNobodyAsks(flagOnScreen: Bool) async throws {
    let run = try await Self.composing(flagOnScreen: flagOnScreen)
    // The person cannot pull it down.
    await run.steps(.pullDown(finishing: true), .lift, .advance(milliseconds: 400))
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 400))
    let outcome = run.outcome(of: "model://threads/1")
    guard case .failed(let failure)? = outcome else {
      Issue.record("the link dismissed the kept sheet: \(String(describing: outcome))\n\(run.transcriptText)")
      return
    }
    #expect(failure.code == .closeRefused)
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    #expect(await run.finished() == [])
  }

  @Test func aLinkAsksBeforeDismissingASheetTheAppKeepsAndGoesOnWhenThePersonSaysYes() async throws {
    let run = try await Self.composing()
    run.center.askToClose = { _ in }
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 400))
    #expect(run.center.pendingCloseQuestion == Screen("compose"), "\(run.transcriptText)")
    #expect(run.truth?.modals.map(\.name) == ["compose"])
    await run.steps(.answerClose(allowed: true), .advance(milliseconds: 800))
    #expect(run.handledState(of: "model://threads/1") != nil, "\(run.transcriptText)")
    #expect(run.truth?.modals.isEmpty == true)
    #expect(await run.finished() == [])
  }
}
