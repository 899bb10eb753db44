import Foundation
import WayfinderCoordination
import WayfinderNavigation

/// The scenarios both models play the same way, written once over ``ModelScenes``: each
/// model's suite plays every one (``ModelScenes/play(_:)``) and expects what it returns to be
/// empty (``ModelChecks``).
public enum ModelScenario: String, CaseIterable, Sendable {
  case aLinkHeldUntilThePersonClosesTheSheetThenOpens, aLinkHeldPastTheLimitEndsHoldExpiredAndTheSheetStays
  case aLinkDoesNotDismissASheetTheAppKeepsWhenNobodyAsks
  case aLinkAsksBeforeDismissingASheetTheAppKeepsAndGoesOnWhenThePersonSaysYes
  case aLinkOpensInTheActiveScene, thePolicyNamesTheScene, aClosedSceneTakesNoLinks
  case aLinkForABackgroundWindowBringsItForward, aLinkWithNoWindowOpensInTheNextWindow
  case aLinkWithNoWindowForTooLongEndsNoWindow, aLinkGoesToTheWindowAlreadyShowingItsScreen
  case anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore, aStaleRouteIsLeftOutAndTheRestComesBack
  case aPartThatNoLongerDecodesIsLeftOut, reTappingTheSelectedTabPopsItsStackToItsRoot

  static let item1 = Screen("item", parameters: ["id": "1"])
  static let thread1 = Screen("thread", parameters: ["id": "1"])
}

extension ModelScenes {
  /// Plays `scenario` on this model: what went wrong.
  public static func play(_ scenario: ModelScenario) async throws -> [String] {
    switch scenario {
    case .aLinkHeldUntilThePersonClosesTheSheetThenOpens:
      try await aLinkHeldUntilThePersonClosesTheSheetThenOpens()
    case .aLinkHeldPastTheLimitEndsHoldExpiredAndTheSheetStays:
      try await aLinkHeldPastTheLimitEndsHoldExpiredAndTheSheetStays()
    case .aLinkDoesNotDismissASheetTheAppKeepsWhenNobodyAsks:
      try await aLinkDoesNotDismissASheetTheAppKeepsWhenNobodyAsks()
    case .aLinkAsksBeforeDismissingASheetTheAppKeepsAndGoesOnWhenThePersonSaysYes:
      try await aLinkAsksBeforeDismissingASheetTheAppKeepsAndGoesOnWhenThePersonSaysYes()
    case .aLinkOpensInTheActiveScene: try await aLinkOpensInTheActiveScene()
    case .thePolicyNamesTheScene: try await thePolicyNamesTheScene()
    case .aClosedSceneTakesNoLinks: try await aClosedSceneTakesNoLinks()
    case .aLinkForABackgroundWindowBringsItForward: try await aLinkForABackgroundWindowBringsItForward()
    case .aLinkWithNoWindowOpensInTheNextWindow: try await aLinkWithNoWindowOpensInTheNextWindow()
    case .aLinkWithNoWindowForTooLongEndsNoWindow: try await aLinkWithNoWindowForTooLongEndsNoWindow()
    case .aLinkGoesToTheWindowAlreadyShowingItsScreen: try await aLinkGoesToTheWindowAlreadyShowingItsScreen()
    case .anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore:
      try await anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore()
    case .aStaleRouteIsLeftOutAndTheRestComesBack: try await aStaleRouteIsLeftOutAndTheRestComesBack()
    case .aPartThatNoLongerDecodesIsLeftOut: try await aPartThatNoLongerDecodesIsLeftOut()
    case .reTappingTheSelectedTabPopsItsStackToItsRoot:
      try await reTappingTheSelectedTabPopsItsStackToItsRoot()
    }
  }
}

// MARK: - A link held until a screen closes (issue 34, item 4)

extension ModelScenes {
  /// The compose sheet up, standing for a call: the center holds links while it is open.
  static func composingAndHolding(_ checks: inout ModelChecks) async throws -> Self {
    let run = try scene()
    run.centers[0].closingRule = { $0.name == "compose" ? .hold(upTo: .seconds(10)) : .allow }
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    checks.expect(run.shownModals() == ["compose"], "compose is not up")
    return run
  }

  /// Before, a link could only refuse or ask: it dismissed the sheet, or ended close-refused
  /// with nothing to wait for. Now it waits, and goes on once the person pulls the sheet down.
  public static func aLinkHeldUntilThePersonClosesTheSheetThenOpens() async throws -> [String] {
    var checks = ModelChecks()
    let run = try await composingAndHolding(&checks)
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 500))
    checks.expect(run.outcome(of: "model://threads/1") == nil, "the link did not wait")
    checks.expect(run.centers[0].pendingHold == Screen("compose"), "no hold for compose")
    checks.expect(run.shownModals() == ["compose"], "compose went while the link waited")
    // The person pulls the sheet down: the link goes on from what is there.
    await run.steps(Event.pullSheetAway + [.advance(milliseconds: 1000)])
    checks.expect(
      run.handledState(of: "model://threads/1")?.topScreen == ModelScenario.thread1, "not handled")
    checks.expect(
      run.shownScreens(in: "inbox") == [Screen("inbox"), ModelScenario.thread1], "thread 1 not shown")
    checks.expect(run.shownModals() == [], "compose is still up")
    return await checks.end(run)
  }

  /// A link held past the limit ends hold-expired, and the sheet stays.
  public static func aLinkHeldPastTheLimitEndsHoldExpiredAndTheSheetStays() async throws -> [String] {
    var checks = ModelChecks()
    let run = try await composingAndHolding(&checks)
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 10_500))
    checks.expect(
      run.failure(of: "model://threads/1")?.code == .holdExpired,
      String(describing: run.outcome(of: "model://threads/1")))
    checks.expect(run.shownModals() == ["compose"], "compose went")
    return await checks.end(run)
  }
}

// MARK: - The app's own veto of the person's dismissal (issue 34, item 4)

extension ModelScenes {
  /// The compose sheet up, kept from the person's pull-down by the app: `keep` (by default the
  /// app's ``AppClosingEvent/keepTopModal(_:)``).
  static func composingKept(
    _ checks: inout ModelChecks, keep: (@MainActor (Self) async throws -> Void)?
  ) async throws -> Self {
    let run = try scene()
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    checks.expect(run.shownModals() == ["compose"], "compose is not up")
    if let keep { try await keep(run) } else { await run.step(.appClosing(.keepTopModal(true))) }
    return run
  }

  /// Before, the adapter did not read the app's veto: a link dismissed a draft sheet the app
  /// had kept from the pull-down, and its unsaved edits went with it. Now it ends close-refused.
  public static func aLinkDoesNotDismissASheetTheAppKeepsWhenNobodyAsks(
    keep: (@MainActor (Self) async throws -> Void)? = nil
  ) async throws -> [String] {
    var checks = ModelChecks()
    let run = try await composingKept(&checks, keep: keep)
    // The person cannot pull it down.
    await run.steps(Event.pullSheetAway + [.advance(milliseconds: 500)])
    checks.expect(run.shownModals() == ["compose"], "the person pulled the kept sheet down")
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 1000))
    let outcome = run.outcome(of: "model://threads/1")
    checks.expect(
      run.failure(of: "model://threads/1")?.code == .closeRefused,
      "the link ended \(String(describing: outcome))")
    checks.expect(run.shownModals() == ["compose"], "the link dismissed the kept sheet")
    return await checks.end(run)
  }

  /// Asked first, the person says yes: the link goes on and the sheet goes.
  public static func aLinkAsksBeforeDismissingASheetTheAppKeepsAndGoesOnWhenThePersonSaysYes()
    async throws -> [String]
  {
    var checks = ModelChecks()
    let run = try await composingKept(&checks, keep: nil)
    run.centers[0].askToClose = { _ in }
    await run.steps(.open("model://threads/1"), .advance(milliseconds: 500))
    checks.expect(run.centers[0].pendingCloseQuestion == Screen("compose"), "nobody was asked")
    checks.expect(run.shownModals() == ["compose"], "compose went before the answer")
    await run.steps(.answerClose(allowed: true), .advance(milliseconds: 1500))
    checks.expect(run.handledState(of: "model://threads/1") != nil, "the link was not handled")
    checks.expect(run.shownModals() == [], "compose is still up")
    return await checks.end(run)
  }
}

// MARK: - Tabs

extension ModelScenes {
  /// UIKit: "Tapping a tab always displays the tab's root view, regardless of which tab was
  /// previously selected. This is true even if the tab was already selected." (the
  /// `UITabBarController` overview; SwiftUI's `TabView` writes its selection on every tap):
  /// re-tapping the selected tab pops its stack to its root, and the navigator hears of it.
  public static func reTappingTheSelectedTabPopsItsStackToItsRoot() async throws -> [String] {
    var checks = ModelChecks()
    let run = try scene()
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
    checks.expect(run.shownScreens(in: "home") == [Screen("home"), ModelScenario.item1], "no item 1 on home")
    await run.steps(Event.retapHome, .advance(milliseconds: 1000))
    checks.expect(run.shownScreens(in: "home") == [Screen("home")], "home is not at its root")
    checks.expect(
      await run.refreshedState() == run.shownState(ofScene: 0), "the navigator holds another state")
    return await checks.end(run)
  }
}
