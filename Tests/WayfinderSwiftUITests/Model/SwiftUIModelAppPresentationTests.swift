import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// The app's own presentations — an `.alert`, a `.confirmationDialog`, a sheet of its own — as
/// the simulated SwiftUI shows them: UIKit presents each over what is on screen, and refuses
/// the model's presentation from a presenter that already presents one. Each has the app's
/// binding, registered with the model (`wayfinderPresentation(_:isPresented:onDismissByLink:)`).
///
/// Before issue 23 the model never saw them (`refresh()` read nothing): a link that needs a
/// sheet while the app's alert is up asked for the sheet, which UIKit refused, and the link
/// failed, the alert still up. The model reads them from UIKit's presented chain as foreign
/// modals, and the link dismisses them first, as over UIKit. Since issue 33 it dismisses them
/// through the app's bindings: the binding says they went, and the app's handler runs.
@MainActor
@Suite struct SwiftUIModelAppPresentationTests {

  /// The bindings of the app's presentations the run made.
  static func bindings(_ run: SwiftUIModelRun) -> [AppPresentationBinding] { run.views.appBindings }

  @Test(arguments: AppPresentation.allCases)
  func aLinkThatNeedsASheetDismissesTheAppsPresentation(_ presentation: AppPresentation) async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.appPresents(presentation), .advance(milliseconds: 500))
    #expect(run.shownModals() == ["foreign-modal-1"], "\(run.transcriptText)")
    await run.steps(.open("model://compose"), .advance(milliseconds: 3000))
    #expect(run.handledState(of: "model://compose") != nil, "\(run.transcriptText)")
    #expect(run.shownModals() == ["compose"], "\(run.transcriptText)")
    #expect(run.views.layer.refusedUnderAppPresentations == 0, "\(run.transcriptText)")
    #expect(Self.bindings(run).map(\.isPresented) == [false], "\(run.transcriptText)")
    #expect(Self.bindings(run).map(\.handlerRan) == [true], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// The app's alert over the model's sheet: a link to a cover dismisses the alert through its
  /// binding (its handler runs), and presents the cover over the sheet.
  @Test func aLinkDismissesTheAppsAlertOverTheModelsSheet() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 600))
    await run.steps(.appPresents(.alert), .advance(milliseconds: 500))
    #expect(run.shownModals() == ["compose", "foreign-modal-2"], "\(run.transcriptText)")
    await run.steps(.open("model://camera"), .advance(milliseconds: 3000))
    #expect(run.handledState(of: "model://camera") != nil, "\(run.transcriptText)")
    #expect(run.shownModals() == ["compose", "camera"], "\(run.transcriptText)")
    #expect(Self.bindings(run).map(\.handlerRan) == [true], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// The app's sheet, and its alert over it: a link to the root's tab dismisses the chain that
  /// starts at the app's sheet — both really go, both bindings cleared, both handlers run.
  ///
  /// Before, the link's `dismissChain` of the two reached neither the bindings nor UIKit: it
  /// settled with both still on screen.
  @Test func aChainThatStartsAtTheAppsSheetIsDismissed() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.appPresents(.sheet), .advance(milliseconds: 500), .appPresents(.alert))
    await run.step(.advance(milliseconds: 500))
    #expect(run.shownModals() == ["foreign-modal-1", "foreign-modal-2"], "\(run.transcriptText)")
    await run.steps(.open("model://inbox"), .advance(milliseconds: 3000))
    #expect(run.handledState(of: "model://inbox") != nil, "\(run.transcriptText)")
    #expect(run.shownModals() == [], "\(run.transcriptText)")
    #expect(Self.bindings(run).map(\.isPresented) == [false, false], "\(run.transcriptText)")
    #expect(Self.bindings(run).map(\.handlerRan) == [true, true], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// The person pulls the app's own sheet down: SwiftUI clears the app's binding; no handler of
  /// a link's runs.
  @Test func thePersonsPullClearsTheAppsBinding() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.appPresents(.sheet), .advance(milliseconds: 500), .pullDown(finishing: true))
    await run.step(.advance(milliseconds: 500))
    #expect(run.shownModals() == [], "\(run.transcriptText)")
    #expect(Self.bindings(run).map(\.isPresented) == [false], "\(run.transcriptText)")
    #expect(Self.bindings(run).map(\.handlerRan) == [false], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }
}

extension SwiftUIModelAppPresentationTests {
  /// Found by the random runs once the app's closing events joined them (seed 695 with the
  /// events drawn in another order): a link waiting for the person's answer about closing
  /// `reviews` went on, once answered, with the plan it made before the app presented its own
  /// alert over `compose`, and dismissing `compose` took the alert with it through UIKit, its
  /// binding still set and its handler not run. Now the answer is followed by a reading: the
  /// alert is in it, the plan is made again and the alert goes through its binding.
  @Test func anAppAlertPresentedWhileALinkWaitsForAnAnswerGoesThroughItsBinding() async throws {
    let run = try SwiftUIModelRun.scene(\.refusingScreens, true)
    await run.steps(
      .open("https://model.example/items/1/reviews"), .advance(milliseconds: 1000), .open("model://compose"),
      .advance(milliseconds: 1000), .open("model://home"), .advance(milliseconds: 500))
    #expect(run.center.pendingCloseQuestion?.name == "reviews", "\(run.transcriptText)")
    await run.steps(.appPresents(.alert), .advance(milliseconds: 500), .answerClose(allowed: true))
    await run.step(.advance(milliseconds: 1500))
    let failures = await run.finished()
    #expect(failures == [])
  }
}
