import Testing
import WayfinderNavigation

/// An app's `Codable` screen enum converts to a ``Screen`` and back with no code of its own.
enum Player: ScreenConvertible, Codable {
  enum Quality: String, Codable { case low, high }
  case home
  case episode(id: Int, at: Double?)
  case search(String)
  case settings(quality: Quality, autoplay: Bool)
  case nested(Pair)

  struct Pair: Codable, Hashable { var a = 1, b = 2 }
}

@Suite struct CodableScreenTests {
  @Test(
    arguments: [
      (Player.home, "home", [:]),
      (.episode(id: 7, at: 90), "episode", ["id": "7", "at": "90.0"]),
      (.episode(id: 7, at: nil), "episode", ["id": "7"]),
      (.search("true crime"), "search", ["_0": "true crime"]),
      (.settings(quality: .high, autoplay: true), "settings", ["quality": "high", "autoplay": "true"]),
    ] as [(Player, String, [String: String])])
  func aCaseIsItsNameAndItsValuesAsText(_ player: Player, name: String, parameters: [String: String]) {
    #expect(player.screen == Screen(name, parameters: parameters))
    #expect(Player(player.screen) == player)
  }

  @Test(arguments: [
    Screen("unknown"),
    Screen("episode"),
    Screen("episode", parameters: ["id": "seven"]),
    Screen("settings", parameters: ["quality": "medium", "autoplay": "true"]),
  ])
  func aScreenTheEnumDoesNotHaveIsNone(_ screen: Screen) {
    #expect(Player(screen) == nil)
  }

  @Test func aValueThatIsNotASingleValueGivesAScreenNoGraphDeclares() {
    let nested = Player.nested(.init())
    #expect(nested.screen.name == String(describing: nested))
    #expect(nested.screen.parameters.isEmpty)
  }

  @Test func theAppsNamesMakeTheSameContainers() throws {
    enum Name: String, ContainerName { case app, home, settings }
    let typed = Container.flows(
      Name.app, showing: .tabs(Name.home, [.stack(Name.settings, [Player.home])], selected: Name.settings))
    let untyped = Container.flows(
      "app", showing: .tabs("home", [.stack("settings", [Screen("home")])], selected: "settings"))
    #expect(typed == untyped)
    let state = NavigationState(root: typed)
    #expect(state.container(named: Name.settings) == .stack("settings", [Screen("home")]))
    #expect(
      try state.showing([Player.home, .search("x")], in: Name.settings)
        == state.showing([Screen("home"), Screen("search", parameters: ["_0": "x"])], in: "settings"))
  }
}
