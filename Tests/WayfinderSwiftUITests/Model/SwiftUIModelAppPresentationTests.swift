import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// The app's own presentations — an `.alert`, a `.confirmationDialog`, a sheet of its own — as
/// the simulated SwiftUI shows them: UIKit presents each over what is on screen, and refuses
/// the model's presentation from a presenter that already presents one.
///
/// Before issue 23 the model never saw them (`refresh()` read nothing): a link that needs a
/// sheet while the app's alert is up asked for the sheet, which UIKit refused, and the link
/// failed, the alert still up. The model now reads them from UIKit's presented chain as
/// foreign modals, and the link dismisses them first, as over UIKit.
@MainActor
@Suite struct SwiftUIModelAppPresentationTests {
  static func isHandled(_ outcome: LinkOutcome?) -> Bool {
    if case .handled? = outcome { true } else { false }
  }

  @Test(arguments: AppPresentation.allCases)
  func aLinkThatNeedsASheetDismissesTheAppsPresentation(_ presentation: AppPresentation) async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.appPresents(presentation), .advance(milliseconds: 500))
    #expect(run.shownModals == ["foreign-modal-1"], "\(run.transcriptText)")
    await run.steps(.open("model://compose"), .advance(milliseconds: 3000))
    #expect(Self.isHandled(run.outcome(of: "model://compose")), "\(run.transcriptText)")
    #expect(run.shownModals == ["compose"], "\(run.transcriptText)")
    #expect(run.views.layer.refusedUnderAppPresentations == 0, "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }

  /// The app's alert over the model's sheet: a link to a cover dismisses the alert, and
  /// presents the cover over the sheet.
  @Test func aLinkDismissesTheAppsAlertOverTheModelsSheet() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 600))
    await run.steps(.appPresents(.alert), .advance(milliseconds: 500))
    #expect(run.shownModals == ["compose", "foreign-modal-2"], "\(run.transcriptText)")
    await run.steps(.open("model://camera"), .advance(milliseconds: 3000))
    #expect(Self.isHandled(run.outcome(of: "model://camera")), "\(run.transcriptText)")
    #expect(run.shownModals == ["compose", "camera"], "\(run.transcriptText)")
    await run.finish()
    #expect(run.failures == [], "\(run.transcriptText)")
  }
}
