import Testing
import WayfinderNavigation

/// What a scene keeps for the next launch: its state without the screens the app made itself.
@Suite struct WithoutForeignScreensTests {
  let list = Screen("list")
  let detail = Screen("detail", parameters: ["id": "7"])

  @Test func theAppsAlertIsLeftOutAndWhatWasUnderItKept() {
    var state = NavigationState(
      root: .tabs("main", [.stack("feed", [list, detail]), .stack("me", [Screen("me")])]),
      modals: [
        Modal(.sheet, .stack("compose", [Screen("compose")])),
        .foreign("UIAlertController", named: "foreign-modal-1"),
      ])
    state.modals[0].content = .stack("compose", [Screen("compose"), .foreign("PHPickerViewController")])
    let kept = state.withoutForeignScreens
    #expect(kept.modals == [Modal(.sheet, .stack("compose", [Screen("compose")]))])
    #expect(kept.root == state.root)
    #expect(kept.topScreen == Screen("compose"))
  }

  @Test func aForeignScreenPushedInAStackIsLeftOut() {
    let state = NavigationState(
      root: .flows("app", showing: .stack("main", [list, .foreign("Receipt"), detail])))
    #expect(
      state.withoutForeignScreens
        == NavigationState(root: .flows("app", showing: .stack("main", [list, detail]))))
  }

  @Test func aForeignRootScreenCannotBeLeftOut() {
    let state = NavigationState(root: .stack("main", [.foreign("Splash"), list]))
    #expect(state.withoutForeignScreens == state)
  }
}
