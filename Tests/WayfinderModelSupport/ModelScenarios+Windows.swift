import Foundation
import WayfinderCoordination
import WayfinderNavigation

// MARK: - Two scenes at once (issue 23, item 3)

extension ModelScenes {
  /// Before: each scene opened the links the system handed it in its own center, so a link
  /// could open in the window the person was not using. Now the router sends it to the active
  /// scene, whichever scene the system handed it to.
  public static func aLinkOpensInTheActiveScene() async throws -> [String] {
    var checks = ModelChecks()
    let run = try scene(twoScenes)
    await run.steps(.activateScene(1))
    for _ in 0..<4 { await run.steps(.open("model://items/1"), .advance(milliseconds: 1000)) }
    checks.expect(run.shows(ModelScenario.item1, inScene: 1), "scene 2 does not show item 1")
    checks.expect(!run.shows(ModelScenario.item1, inScene: 0), "scene 1 shows item 1")
    await run.steps(.activateScene(0), .open("model://compose"), .advance(milliseconds: 1000))
    checks.expect(run.shownModals(inScene: 0) == ["compose"], "scene 1 does not show compose")
    checks.expect(run.shownModals(inScene: 1) == [], "scene 2 shows a modal")
    return await checks.end(run)
  }

  /// The app's policy names the scene: here threads go to the second, the rest to the first.
  public static func thePolicyNamesTheScene() async throws -> [String] {
    var checks = ModelChecks()
    let run = try scene(twoScenes)
    run.router.policy = { [ids = run.sceneIDs] in $0.url?.host == "threads" ? ids[1] : ids[0] }
    await run.steps(.activateScene(1), .open("model://items/1"), .advance(milliseconds: 1000))
    checks.expect(run.shows(ModelScenario.item1, inScene: 0), "scene 1 does not show item 1")
    checks.expect(!run.shows(ModelScenario.item1, inScene: 1), "scene 2 shows item 1")
    let thread2 = Screen("thread", parameters: ["id": "2"])
    await run.steps(.activateScene(0), .open("model://threads/2"), .advance(milliseconds: 1000))
    checks.expect(
      run.shownScreens(in: "inbox", scene: 1) == [Screen("inbox"), thread2], "scene 2: no thread 2")
    checks.expect(run.shownScreens(in: "inbox", scene: 0) == [Screen("inbox")], "scene 1 shows a thread")
    return await checks.end(run)
  }

  /// A closed scene takes no links: its center has gone, and with no scene a link waits for the
  /// next to connect.
  public static func aClosedSceneTakesNoLinks() async throws -> [String] {
    var checks = ModelChecks()
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
}

// MARK: - Several windows (issue 34, item 1)

extension ModelScenes {
  /// Before: the router opened the link in the second window while the first stayed in front
  /// (nothing asked the system to bring it forward). Now it is brought forward.
  public static func aLinkForABackgroundWindowBringsItForward() async throws -> [String] {
    var checks = ModelChecks()
    let run = try scene(twoScenes)
    run.router.policy = { [second = run.sceneIDs[1]] _ in second }
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
    checks.expect(run.shows(ModelScenario.item1, inScene: 1), "scene 2 does not show item 1")
    checks.expect(run.activeScene == 1, "scene 2 was not brought forward")
    return await checks.end(run)
  }

  /// Before: with every window closed the router dropped the link: it had no outcome. Now it
  /// waits, and opens in the window that opens next.
  public static func aLinkWithNoWindowOpensInTheNextWindow() async throws -> [String] {
    var checks = ModelChecks()
    let run = try scene(twoScenes)
    run.closeWindow(0)
    run.closeWindow(1)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 1000))
    checks.expect(run.outcome(of: "model://items/1") == nil, "the link did not wait")
    checks.expect(run.router.linksWaitingForAWindow == 1, "the router holds no link")
    run.reopenWindow(1)
    await run.settle(afterWaking: false)
    await run.steps(.advance(milliseconds: 1500))
    checks.expect(run.shows(ModelScenario.item1, inScene: 1), "scene 2 does not show item 1")
    checks.expect(run.outcome(of: "model://items/1")?.name == "handled", "the link was not handled")
    return await checks.end(run)
  }

  /// With no window for longer than the hold limit, the link ends no-window.
  public static func aLinkWithNoWindowForTooLongEndsNoWindow() async throws -> [String] {
    var checks = ModelChecks()
    let run = try scene(twoScenes)
    run.closeWindow(0)
    run.closeWindow(1)
    await run.steps(.open("model://items/1"), .advance(milliseconds: 31_000))
    let outcome = run.outcome(of: "model://items/1")
    checks.expect(run.failure(of: "model://items/1")?.code == .noWindow, "\(String(describing: outcome))")
    run.reopenWindow(0)
    await run.finish()
    return checks.problems
  }

  /// The policy sees what each window shows: a link to a screen one window shows goes there.
  public static func aLinkGoesToTheWindowAlreadyShowingItsScreen() async throws -> [String] {
    var checks = ModelChecks()
    let run = try scene(twoScenes)
    await run.steps(.activateScene(1), .open("model://items/1"), .advance(milliseconds: 1000))
    checks.expect(run.shows(ModelScenario.item1, inScene: 1), "scene 2 does not show item 1")
    run.router.policy = { $0.windowShowingLink }
    await run.steps(.activateScene(0), .open("model://items/1"), .advance(milliseconds: 1000))
    checks.expect(!run.shows(ModelScenario.item1, inScene: 0), "scene 1 shows item 1")
    checks.expect(run.activeScene == 1, "scene 2 was not brought forward")
    return await checks.end(run)
  }
}

// MARK: - Restoration (issue 23, item 7)

extension ModelScenes {
  /// Before: the scene kept the navigator's state as it was, the app's alert a foreign modal in
  /// it; the next launch's restoration failed whole, or nothing was kept, and the app started
  /// at its start state. Now what is under the alert comes back.
  public static func anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore() async throws -> [String]
  {
    var checks = ModelChecks()
    let first = try scene()
    await first.steps(
      .open("model://items/2"), .advance(milliseconds: 1000), .open("model://compose"),
      .advance(milliseconds: 1000), Event.appPresentsAnAlert, .advance(milliseconds: 600))
    var expected = await first.refreshedState()
    checks.expect(first.shownModals().first == "compose", "compose is not up")
    checks.expect(first.shownModals().last?.hasPrefix("foreign-modal") == true, "the alert is not up")
    expected.modals.removeAll(where: \.isForeign)
    let data = try await first.restorationData()
    await first.finish()
    checks.expect(data != nil, "the scene kept nothing")
    guard let data else { return checks.problems }

    let (next, outcome) = try await launch(restoring: data)
    checks.expect(outcome?.handledState == expected, "\(String(describing: outcome))")
    checks.expect(next.shownState(ofScene: 0) == expected, "the next launch shows another state")
    checks.expect(next.shownModals() == ["compose"], "the next launch does not show compose")
    return await checks.end(next)
  }

  /// Before: one screen an older build had and this one does not voided the whole state.
  /// Now the stack is cut there and the rest comes back, the outcome saying what was left out.
  public static func aStaleRouteIsLeftOutAndTheRestComesBack() async throws -> [String] {
    var checks = ModelChecks()
    let kept = App.start(
      home: [Screen("home"), Screen("item", parameters: ["id": "2"]), Screen("legacyPromo")],
      modals: [Modal(.sheet, .stack("compose", [Screen("compose")]))])
    let (next, outcome) = try await launch(restoring: try JSONEncoder().encode(kept))
    checks.expect(outcome?.name == "restored-in-part", "\(String(describing: outcome))")
    checks.expect(
      outcome?.description
        == "restored-in-part: compose on screen; the saved state was restored in part: left out "
        + "legacyPromo from \"home\": legacyPromo is no screen of stack \"home\"",
      "\(String(describing: outcome))")
    checks.expect(
      next.shownScreens(in: "home") == [Screen("home"), Screen("item", parameters: ["id": "2"])], "home")
    checks.expect(next.shownModals() == ["compose"], "compose is not up")
    return await checks.end(next)
  }

  /// Before: a modal another build saved with a style this one does not know made the whole
  /// saved state fail to decode. Now what decodes comes back, the modal left out, with why.
  public static func aPartThatNoLongerDecodesIsLeftOut() async throws -> [String] {
    var checks = ModelChecks()
    let kept = App.start(home: [Screen("home"), Screen("item", parameters: ["id": "3"])])
    // The JSON another build saved: a modal of a style this one does not have.
    guard var object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(kept)) as? [String: Any]
    else {
      return ["the state encodes to no JSON object"]
    }
    object["modals"] = [
      [
        "style": "hologram",
        "content": ["kind": "stack", "name": "compose", "screens": [["name": "compose"]]],
      ]
    ]
    let (next, outcome) = try await launch(restoring: try JSONSerialization.data(withJSONObject: object))
    checks.expect(outcome?.name == "restored-in-part", "\(String(describing: outcome))")
    checks.expect(outcome?.description.contains("left out modal 1") == true, "\(String(describing: outcome))")
    checks.expect(
      next.shownScreens(in: "home") == [Screen("home"), Screen("item", parameters: ["id": "3"])], "home")
    checks.expect(next.shownModals() == [], "a modal is up")
    return await checks.end(next)
  }
}
