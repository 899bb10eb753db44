import Foundation
import WayfinderCoordination
import WayfinderNavigation

/// The scenarios both models play the same way, written once over ``ModelScenes``: each
/// model's suite plays every one (``ModelScenes/play(_:)``) and expects what it returns to be
/// empty (``ModelChecks``). The functions that play them say what each shows, and why.
public enum ModelScenario: String, CaseIterable, Sendable {
  // Links held until a screen closes (`playHold(_:)`).
  case aLinkHeldUntilThePersonClosesTheSheetThenOpens, aLinkHeldPastTheLimitEndsHoldExpiredAndTheSheetStays
  // The app's veto of the person's dismissal (``ModelScenes/playVeto(_:keep:)``).
  case aLinkDoesNotDismissASheetTheAppKeepsWhenNobodyAsks
  case aLinkAsksBeforeDismissingASheetTheAppKeepsAndGoesOnWhenThePersonSaysYes
  // Restoration (`playRestoration(_:)`).
  case anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore, aStaleRouteIsLeftOutAndTheRestComesBack
  case aPartThatNoLongerDecodesIsLeftOut
  // Tabs (`playTabs(_:)`).
  case reTappingTheSelectedTabPopsItsStackToItsRoot, aLinkIntoATabThePersonHidFailsTabHiddenAndNothingMoves
  // Two scenes and their windows (`playScenes(_:)`).
  case aLinkOpensInTheActiveScene, thePolicyNamesTheScene, aClosedSceneTakesNoLinks
  case aLinkForABackgroundWindowBringsItForward, aLinkWithNoWindowOpensInTheNextWindow
  case aLinkWithNoWindowForTooLongEndsNoWindow, aLinkGoesToTheWindowAlreadyShowingItsScreen

  static let item1 = Screen("item", parameters: ["id": "1"])
}

extension ModelScenes {
  /// Plays `scenario` on this model: what went wrong.
  public static func play(_ scenario: ModelScenario) async throws -> [String] {
    switch scenario {
    case .aLinkHeldUntilThePersonClosesTheSheetThenOpens,
      .aLinkHeldPastTheLimitEndsHoldExpiredAndTheSheetStays:
      try await playHold(scenario)
    case .aLinkDoesNotDismissASheetTheAppKeepsWhenNobodyAsks,
      .aLinkAsksBeforeDismissingASheetTheAppKeepsAndGoesOnWhenThePersonSaysYes:
      try await playVeto(scenario)
    case .anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore,
      .aStaleRouteIsLeftOutAndTheRestComesBack,
      .aPartThatNoLongerDecodesIsLeftOut:
      try await playRestoration(scenario)
    case .reTappingTheSelectedTabPopsItsStackToItsRoot,
      .aLinkIntoATabThePersonHidFailsTabHiddenAndNothingMoves:
      try await playTabs(scenario)
    default: try await playScenes(scenario)
    }
  }

  /// A link held until a screen closes (issue 34, item 4), the compose sheet standing for a
  /// call. Before, a link could only refuse or ask: it dismissed the sheet, or ended
  /// close-refused with nothing to wait for. Now it waits, and goes on from what is there once
  /// the person pulls the sheet down; held past the limit, it ends hold-expired and the sheet
  /// stays.
  static func playHold(_ scenario: ModelScenario) async throws -> [String] {
    var checks = ModelChecks()
    let run = try scene()
    run.centers[0].closingRule = { $0.name == "compose" ? .hold(upTo: .seconds(10)) : .allow }
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    checks.expect(run.shownModals() == ["compose"], "compose is not up")
    let heldPastTheLimit = scenario == .aLinkHeldPastTheLimitEndsHoldExpiredAndTheSheetStays
    await run.steps(.open("model://threads/1"), .advance(milliseconds: heldPastTheLimit ? 10_500 : 500))
    checks.expect(run.shownModals() == ["compose"], "compose went")
    if heldPastTheLimit {
      let outcome = run.outcome(of: "model://threads/1")
      checks.expect(
        run.failure(of: "model://threads/1")?.code == .holdExpired, "\(String(describing: outcome))")
      return await checks.end(run)
    }
    checks.expect(run.outcome(of: "model://threads/1") == nil, "the link did not wait")
    checks.expect(run.centers[0].pendingHold == Screen("compose"), "no hold for compose")
    await run.steps(Event.pullSheetAway + [.advance(milliseconds: 1000)])
    let thread1 = Screen("thread", parameters: ["id": "1"])
    checks.expect(run.handledState(of: "model://threads/1")?.topScreen == thread1, "not handled")
    checks.expect(run.shownScreens(in: "inbox") == [Screen("inbox"), thread1], "thread 1 not shown")
    checks.expect(run.shownModals() == [], "compose is still up")
    return await checks.end(run)
  }

  /// The app's own veto of the person's dismissal (issue 34, item 4): the compose sheet up,
  /// kept from the person's pull-down by the app — `keep`, by default the app's
  /// ``AppClosingEvent/keepTopModal(_:)``. Before, the adapters did not read the veto: a link
  /// dismissed a draft sheet the app had kept, and its unsaved edits went with it. Now the link
  /// ends close-refused; or, asked first, the person says yes, and the link goes on.
  public static func playVeto(
    _ scenario: ModelScenario, keep: (@MainActor (Self) async throws -> Void)? = nil
  ) async throws -> [String] {
    var checks = ModelChecks()
    let run = try scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    checks.expect(run.shownModals() == ["compose"], "compose is not up")
    if let keep { try await keep(run) } else { await run.step(.appClosing(.keepTopModal(true))) }
    if scenario == .aLinkAsksBeforeDismissingASheetTheAppKeepsAndGoesOnWhenThePersonSaysYes {
      run.centers[0].askToClose = { _ in }
      await run.steps(.open("model://threads/1"), .advance(milliseconds: 500))
      checks.expect(run.centers[0].pendingCloseQuestion == Screen("compose"), "nobody was asked")
      checks.expect(run.shownModals() == ["compose"], "compose went before the answer")
      await run.steps(.answerClose(allowed: true), .advance(milliseconds: 1500))
      checks.expect(run.handledState(of: "model://threads/1") != nil, "the link was not handled")
      checks.expect(run.shownModals() == [], "compose is still up")
      return await checks.end(run)
    }
    // The person cannot pull it down.
    await run.steps(Event.pullSheetAway + [.advance(milliseconds: 500)])
    checks.expect(run.shownModals() == ["compose"], "the person pulled the kept sheet down")
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 1000))
    let outcome = run.outcome(of: "model://threads/1")
    checks.expect(
      run.failure(of: "model://threads/1")?.code == .closeRefused, "\(String(describing: outcome))")
    checks.expect(run.shownModals() == ["compose"], "the link dismissed the kept sheet")
    return await checks.end(run)
  }

  /// Tabs. Re-tapping: UIKit, "Tapping a tab always displays the tab's root view, regardless
  /// of which tab was previously selected. This is true even if the tab was already selected."
  /// (the `UITabBarController` overview; SwiftUI's `TabView` writes its selection on every
  /// tap): the stack pops to its root, and the navigator hears of it. A tab the person hid in
  /// iOS 18's sidebar (issue 34, item 2): a link into it fails `tab-hidden` before its first
  /// step, the compose sheet it would have dismissed stays up and the tab stays hidden; shown
  /// again, a link goes through.
  static func playTabs(_ scenario: ModelScenario) async throws -> [String] {
    var checks = ModelChecks()
    guard scenario == .aLinkIntoATabThePersonHidFailsTabHiddenAndNothingMoves else {
      let run = try scene()
      await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
      checks.expect(
        run.shownScreens(in: "home") == [Screen("home"), ModelScenario.item1], "no item 1 on home")
      await run.steps(Event.retapHome, .advance(milliseconds: 1000))
      checks.expect(run.shownScreens(in: "home") == [Screen("home")], "home is not at its root")
      checks.expect(
        await run.refreshedState() == run.shownState(ofScene: 0), "the navigator holds another state")
      return await checks.end(run)
    }
    let run = try scene(tabs18)
    await run.steps(.hideTab(2, hidden: true), .open("model://compose"), .advance(milliseconds: 1000))
    checks.expect(run.shownModals() == ["compose"], "compose is not up")
    checks.expect(
      await run.refreshedState().hiddenTabs(in: "main") == ["inbox"], "the navigator does not hide inbox")
    await run.steps(.open("model://threads/3"), .advance(milliseconds: 1000))
    let outcome = run.outcome(of: "model://threads/3")
    checks.expect(run.failure(of: "model://threads/3")?.code == .tabHidden, "\(String(describing: outcome))")
    checks.expect(run.shownModals() == ["compose"], "compose went")
    checks.expect(run.shownState(ofScene: 0)?.hiddenTabs(in: "main") == ["inbox"], "inbox is not hidden")
    checks.expect(run.shownTab() == "home", "the selected tab changed")
    await run.step(.hideTab(2, hidden: false))
    if run.shownState(ofScene: 0)?.hiddenTabs(in: "main") != [] {
      // SwiftUI's sidebar is under the sheet: the person pulls the sheet away first.
      await run.steps(Event.pullSheetAway + [.advance(milliseconds: 1000), .hideTab(2, hidden: false)])
    }
    await run.steps(.open("model://threads/4"), .advance(milliseconds: 1000))
    checks.expect(run.outcome(of: "model://threads/4")?.name == "handled", "threads/4 was not handled")
    checks.expect(run.shownTab() == "inbox", "inbox is not selected")
    return await checks.end(run)
  }
}
