import Foundation
import WayfinderCoordination
import WayfinderNavigation

extension ModelScenes {
  /// Two scenes at once (issue 23, item 3) and their windows (issue 34, item 1).
  static func playScenes(_ scenario: ModelScenario) async throws -> [String] {
    var checks = ModelChecks()
    if scenario == .aClosedSceneTakesNoLinks {
      // A closed scene takes no links: its center has gone; with no scene, a link waits for
      // the next to connect.
      let router = SceneRouter<Screen>()
      do {
        let run = try scene(twoScenes)
        router.connect("gone", center: run.centers[1])
        router.sceneDidBecomeActive("gone")
        await run.finish()
      }
      checks.expect(router.scenes.isEmpty, "the router still has \(router.scenes)")
      checks.expect(router.send("model://home") == nil, "a link went to a closed scene")
      checks.expect(router.linksWaitingForAWindow == 1, "the link does not wait for a window")
      return checks.problems
    }
    let run = try scene(twoScenes)
    let (item1, second) = (ModelScenario.item1, run.sceneIDs[1])
    switch scenario {
    case .aLinkOpensInTheActiveScene:
      // Before: each scene opened the links the system handed it in its own center, so a link
      // could open in the window the person was not using. Now the router sends it to the
      // active scene, whichever scene the system handed it to.
      await run.steps(.activateScene(1))
      for _ in 0..<4 { await run.steps(.open("model://items/1"), .advance(milliseconds: 1000)) }
      checks.expect(
        run.shows(item1, inScene: 1) && !run.shows(item1, inScene: 0), "item 1 not in scene 2 alone")
      await run.steps(.activateScene(0), .open("model://compose"), .advance(milliseconds: 1000))
      checks.expect(run.shownModals(inScene: 0) == ["compose"], "scene 1 does not show compose")
      checks.expect(run.shownModals(inScene: 1) == [], "scene 2 shows a modal")
    case .thePolicyNamesTheScene:
      // The app's policy names the scene: here threads go to the second, the rest to the first.
      run.router.policy = { [first = run.sceneIDs[0]] in $0.url?.host == "threads" ? second : first }
      await run.steps(.activateScene(1), .open("model://items/1"), .advance(milliseconds: 1000))
      checks.expect(
        run.shows(item1, inScene: 0) && !run.shows(item1, inScene: 1), "item 1 not in scene 1 alone")
      await run.steps(.activateScene(0), .open("model://threads/2"), .advance(milliseconds: 1000))
      let thread2 = Screen("thread", parameters: ["id": "2"])
      checks.expect(run.shownScreens(in: "inbox", scene: 1) == [Screen("inbox"), thread2], "no thread 2")
      checks.expect(run.shownScreens(in: "inbox", scene: 0) == [Screen("inbox")], "scene 1 shows a thread")
    case .aLinkForABackgroundWindowBringsItForward:
      // Before: the router opened the link in the second window while the first stayed in
      // front (nothing asked the system to bring it forward). Now it is brought forward.
      run.router.policy = { _ in second }
      await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
      checks.expect(run.shows(item1, inScene: 1), "scene 2 does not show item 1")
      checks.expect(run.activeScene == 1, "scene 2 was not brought forward")
    case .aLinkWithNoWindowOpensInTheNextWindow:
      // Before: with every window closed the router dropped the link: it had no outcome. Now
      // it waits, and opens in the window that opens next.
      run.closeWindow(0)
      run.closeWindow(1)
      await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
      checks.expect(run.outcome(of: "model://items/1") == nil, "the link did not wait")
      checks.expect(run.router.linksWaitingForAWindow == 1, "the router holds no link")
      run.reopenWindow(1)
      await run.settle(afterWaking: false)
      await run.steps(.advance(milliseconds: 1500))
      checks.expect(run.shows(item1, inScene: 1), "scene 2 does not show item 1")
      checks.expect(run.outcome(of: "model://items/1")?.name == "handled", "the link was not handled")
    case .aLinkWithNoWindowForTooLongEndsNoWindow:
      // With no window for longer than the hold limit, the link ends no-window (which the
      // router ends, and no center reports).
      run.closeWindow(0)
      run.closeWindow(1)
      await run.steps(.open("model://items/1"), .advance(milliseconds: 31_000))
      let outcome = run.outcome(of: "model://items/1")
      checks.expect(run.failure(of: "model://items/1")?.code == .noWindow, "\(String(describing: outcome))")
      run.reopenWindow(0)
      await run.finish()
      return checks.problems
    default:
      // `aLinkGoesToTheWindowAlreadyShowingItsScreen`: the policy sees what each window shows.
      await run.steps(.activateScene(1), .open("model://items/1"), .advance(milliseconds: 1000))
      checks.expect(run.shows(item1, inScene: 1), "scene 2 does not show item 1")
      run.router.policy = { $0.windowShowingLink }
      await run.steps(.activateScene(0), .open("model://items/1"), .advance(milliseconds: 1000))
      checks.expect(!run.shows(item1, inScene: 0), "scene 1 shows item 1")
      checks.expect(run.activeScene == 1, "scene 2 was not brought forward")
    }
    return await checks.end(run)
  }

  /// Restoration (issue 23, item 7): what the scene kept last comes back at the next launch,
  /// as far as this build can read it.
  static func playRestoration(_ scenario: ModelScenario) async throws -> [String] {
    var checks = ModelChecks()
    let (home, item2, item3) = (
      Screen("home"), Screen("item", parameters: ["id": "2"]), Screen("item", parameters: ["id": "3"])
    )
    let data: Data?
    var expected: NavigationState?
    switch scenario {
    case .anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore:
      // Before: the scene kept the navigator's state as it was, the app's alert a foreign modal
      // in it; the next launch's restoration failed whole, or nothing was kept, and the app
      // started at its start state. Now what is under the alert comes back.
      let first = try scene()
      await first.steps(
        .open("model://items/2"), .advance(milliseconds: 1000), .open("model://compose"),
        .advance(milliseconds: 1000), Event.appPresentsAnAlert, .advance(milliseconds: 600))
      expected = await first.refreshedState()
      expected?.modals.removeAll(where: \.isForeign)
      checks.expect(first.shownModals().first == "compose", "compose is not up")
      checks.expect(first.shownModals().last?.hasPrefix("foreign-modal") == true, "the alert is not up")
      data = try await first.restorationData()
      await first.finish()
    case .aStaleRouteIsLeftOutAndTheRestComesBack:
      // Before: one screen an older build had and this one does not voided the whole state.
      // Now the stack is cut there and the rest comes back, the outcome saying what was left.
      data = try JSONEncoder().encode(
        App.start(
          home: [home, item2, Screen("legacyPromo")],
          modals: [Modal(.sheet, .stack("compose", [Screen("compose")]))])
      )
    default:
      // `aPartThatNoLongerDecodesIsLeftOut`. Before: a modal another build saved with a style
      // this one does not know made the whole saved state fail to decode. Now what decodes
      // comes back, the modal left out, with why.
      let kept = try JSONEncoder().encode(App.start(home: [home, item3]))
      guard var object = try JSONSerialization.jsonObject(with: kept) as? [String: Any] else {
        return ["the state encodes to no JSON object"]
      }
      let compose: [String: Any] = ["kind": "stack", "name": "compose", "screens": [["name": "compose"]]]
      object["modals"] = [["style": "hologram", "content": compose]]
      data = try JSONSerialization.data(withJSONObject: object)
    }
    guard let data else { return checks.problems + ["the scene kept nothing"] }
    let (next, outcome) = try await launch(restoring: data)
    let said = String(describing: outcome)
    if scenario != .anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore {
      checks.expect(outcome?.name == "restored-in-part", said)
    }
    switch scenario {
    case .anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore:
      checks.expect(outcome?.handledState == expected, said)
      checks.expect(next.shownState(ofScene: 0) == expected, "the next launch shows another state")
      checks.expect(next.shownModals() == ["compose"], "the next launch does not show compose")
    case .aStaleRouteIsLeftOutAndTheRestComesBack:
      let why = "left out legacyPromo from \"home\": legacyPromo is no screen of stack \"home\""
      checks.expect(
        outcome?.description
          == "restored-in-part: compose on screen; the saved state was restored in part: \(why)",
        said)
      checks.expect(next.shownScreens(in: "home") == [home, item2], "home")
      checks.expect(next.shownModals() == ["compose"], "compose is not up")
    default:
      checks.expect(outcome?.description.contains("left out modal 1") == true, said)
      checks.expect(next.shownScreens(in: "home") == [home, item3], "home")
      checks.expect(next.shownModals() == [], "a modal is up")
    }
    return await checks.end(next)
  }
}
