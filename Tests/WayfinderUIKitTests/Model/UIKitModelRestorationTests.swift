import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Restoration over UIKit (issue 23, item 7). Apple, `UISceneDelegate.stateRestorationActivity(for:)`:
/// "Save enough information to be able to restore that state again after UIKit disconnects and
/// then reconnects the scene"; `UISceneSession.stateRestorationActivity`: "Use the information in
/// the user activity object to restore the scene to its previous state." The scene is asked when
/// it goes to the background, whatever is up then: an alert of the app's own included.
@MainActor
@Suite struct UIKitModelRestorationTests {
  /// What a scene delegate keeps in its `stateRestorationActivity`, as the UIKit article shows.
  static func kept(_ run: ModelRun) throws -> Data {
    try JSONEncoder().encode(run.navigator.state.withoutForeignScreens)
  }

  /// Before: the scene kept the navigator's state as it was, the alert a foreign modal in it;
  /// the next launch's restoration failed whole ("failed: the saved state was not restored:
  /// "foreign-modal-2" is no container of the graph") and the app started at its start state.
  @Test func anAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore() async throws {
    let first = try ModelRun.scene()
    await first.steps(
      .open("model://items/2"), .advance(milliseconds: 1000), .open("model://compose"),
      .advance(milliseconds: 1000), .appPresentsAlert(fromTop: true), .advance(milliseconds: 600))
    await first.navigator.refresh()
    #expect(first.uikit.window.presentedChain.last is ModelAlertController, "\(first.transcriptText)")
    var expected = first.navigator.state
    expected.modals.removeAll(where: \.isForeign)
    let data = try Self.kept(first)
    await first.finish()

    let (next, outcome) = try await ModelRun.launch(restoring: data)
    #expect(outcome?.handledState == expected, "\(String(describing: outcome))")
    #expect(next.truth == expected, "\(next.transcriptText)")
    #expect(await next.finished() == [])
  }

  /// Before: one screen an older build had and this one does not voided the whole state.
  /// Now the stack is cut there and the rest comes back, the outcome saying what was left out.
  @Test func aStaleRouteIsLeftOutAndTheRestComesBack() async throws {
    let kept = ModelApp.start(
      home: [Screen("home"), Screen("item", parameters: ["id": "2"]), Screen("legacyPromo")],
      modals: [Modal(.sheet, .stack("compose", [Screen("compose")]))])
    let (next, outcome) = try await ModelRun.launch(restoring: try JSONEncoder().encode(kept))
    #expect(outcome?.name == "restored-in-part", "\(String(describing: outcome))\n\(next.transcriptText)")
    #expect(
      outcome?.description
        == "restored-in-part: compose on screen; the saved state was restored in part: left out "
        + "legacyPromo from \"home\": legacyPromo is no screen of stack \"home\"")
    #expect(next.screens(in: "home") == [Screen("home"), Screen("item", parameters: ["id": "2"])])
    #expect(next.uikit.window.presentedChain.map(\.name) == ["compose"], "\(next.transcriptText)")
    #expect(await next.finished() == [])
  }

  /// Before: a modal another build saved with a style this one does not know made the whole
  /// saved state fail to decode. Now what decodes comes back, the modal left out, with why.
  @Test func aPartThatNoLongerDecodesIsLeftOut() async throws {
    let kept = ModelApp.start(home: [Screen("home"), Screen("item", parameters: ["id": "3"])])
    // The JSON another build saved: a modal of a style this one does not have.
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(kept)) as? [String: Any])
    object["modals"] = [
      [
        "style": "hologram",
        "content": ["kind": "stack", "name": "compose", "screens": [["name": "compose"]]],
      ]
    ]
    let (next, outcome) = try await ModelRun.launch(
      restoring: try JSONSerialization.data(withJSONObject: object))
    #expect(outcome?.name == "restored-in-part", "\(String(describing: outcome))")
    #expect(outcome?.description.contains("left out modal 1") == true, "\(String(describing: outcome))")
    #expect(next.screens(in: "home") == [Screen("home"), Screen("item", parameters: ["id": "3"])])
    #expect(next.uikit.window.presentedChain.isEmpty)
    #expect(await next.finished() == [])
  }
}
