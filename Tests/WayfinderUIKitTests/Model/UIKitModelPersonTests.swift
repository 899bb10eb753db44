import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// What the person does with UIKit's own controls while links arrive, on the model of UIKit.
/// Each test describes what the adapter did before it read the live hierarchy.
@MainActor
@Suite struct UIKitModelPersonTests {
  static let item1 = Screen("item", parameters: ["id": "1"])
  static let reviews1 = Screen("reviews", parameters: ["id": "1"])

  /// The old adapter planned from the state it remembered while the person's finger was still
  /// on the screen: it pushed `reviews(1)` onto a stack UIKit was popping, and after a finished
  /// swipe left home, reviews(1) without `item(1)` under it.
  @Test(arguments: [true, false])
  func aLinkArrivingMidSwipeWaitsForTheSwipeAndPlansFromWhatIsThere(finishing: Bool) async throws {
    let run = try ModelRun.scene()
    await run.steps(.open("model://items/1"), .advance(milliseconds: 400))
    #expect(run.shownScreens(in: "home") == [Screen("home"), Self.item1])

    await run.step(.swipeBack(finishing: finishing))
    await run.steps(.open("https://model.example/items/1/reviews"), .advance(milliseconds: 500))
    // The link waits for the person: UIKit's stack is as the swipe left it, under the finger.
    #expect(run.outcome(of: "https://model.example/items/1/reviews") == nil)
    #expect(run.shownScreens(in: "home") == [Screen("home")])
    #expect(!run.uikit.log.contains { $0.contains("navigator pushes") && $0.contains("reviews") })

    await run.steps(.lift, .advance(milliseconds: 400))
    #expect(
      run.shownScreens(in: "home") == [Screen("home"), Self.item1, Self.reviews1], "\(run.transcriptText)")
    let state = run.handledState(of: "https://model.example/items/1/reviews")
    #expect(state == run.truth)
    #expect(await run.finished() == [])
  }

  /// The old adapter took `selectedIndex` for a tab's index; on UIKit's More list it is
  /// `NSNotFound`, and the state it kept still selected the tab the person had left.
  @Test func theMoreListIsReadAndALinkSelectsItsTab() async throws {
    let run = try ModelRun.scene()
    await run.step(.selectTab(ModelApp.tabs.count))
    await run.navigator.refresh()
    guard case .flows(let app)? = run.navigator.state.container(named: "app"), case .tabs(let bar) = app.flow
    else {
      Issue.record("\(run.navigator.state)")
      return
    }
    #expect(bar.selectedIndex == -1)
    #expect(run.navigator.state == run.truth)

    await run.steps(.open("model://settings/privacy"), .advance(milliseconds: 400))
    #expect(
      run.shownScreens(in: "settings") == [Screen("settings"), Screen("privacy")], "\(run.transcriptText)")
    guard case .flows(let shown)? = run.truth?.root, case .tabs(let selected) = shown.flow else {
      Issue.record("\(String(describing: run.truth))")
      return
    }
    #expect(selected.selectedTab.name == "settings")
    #expect(run.uikit.window.rootViewController.map { run.uikit.window.isInWindow($0) } == true)
    #expect(await run.finished() == [])
  }

  /// The old adapter never heard that the person pulled the sign-in sheet down: the link
  /// waited on, and a later sign-in pushed `account` onto a screen the person had left.
  @Test func pullingDownTheSignInSheetEndsTheWaitingLinkAndALaterSignInShowsNothing() async throws {
    let run = try ModelRun.scene()
    await run.steps(.open("model://account"), .advance(milliseconds: 400))
    #expect(run.truth?.modals.map(\.name) == ["signIn"])
    #expect(run.center.pendingGuards == [ModelApp.guardName])

    await run.steps(.pullDown(finishing: true), .lift, .advance(milliseconds: 100))
    #expect(run.outcome(of: "model://account") == .guardFailed(ModelApp.guardName), "\(run.transcriptText)")
    #expect(run.center.pendingGuards == [])
    let after = run.truth

    await run.steps(.signIn, .advance(milliseconds: 1000))
    #expect(run.truth == after)
    #expect(run.shownScreens(in: "profile") == [Screen("profile")])
    #expect(await run.finished() == [])
  }

  /// The old adapter kept the coordinator of a sheet the person pulled away: nothing told the
  /// center it had gone, so it stayed in the tree, alive, until a later link's delivery.
  @Test func aCoordinatorWhoseSheetThePersonPulledAwayIsEndedAndFreed() async throws {
    let run = try ModelRun.scene(\.usesCoordinators, true)
    await run.steps(.open("model://compose/attach"), .advance(milliseconds: 400))
    weak let compose = run.madeCoordinators.alive.first { $0.container == "compose" }
    #expect(compose != nil)
    // In the tree, under the coordinator of the stack that presented it (issue 36).
    #expect(compose?.root === run.coordinators)
    #expect(compose?.parent !== run.coordinators)

    await run.steps(.pullDown(finishing: true), .lift, .advance(milliseconds: 100))
    #expect(run.truth?.modals == [])
    #expect(run.coordinators?.firstReceiver(as: Coordinator.self) { $0.container == "compose" } == nil)
    #expect(run.madeCoordinators.ended.first { $0.container == "compose" }?.reason == .userWentBack)
    #expect(compose == nil, "the coordinator of compose is freed")
    #expect(await run.finished() == [])
  }
}
