import Testing
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// A factory's own container controllers: the navigator shows a stack, a tab bar or a flow in
/// the controller the factory hands over, and refuses one that cannot show its container with
/// a typed error, building nothing.
@MainActor
@Suite struct AppContainerTests {
  /// A factory whose `support` stack, `main` tab bar and `root` flows are its own; every other
  /// container's host comes from the fake host factory. Its `broken` stack is a plain view
  /// controller, which cannot show a stack.
  final class OwnContainers: ScreenFactory {
    let fakes: FakeFactory
    private(set) var own: [FakeController] = []

    init(log: HostLog) { fakes = FakeFactory(log: log) }

    func makeViewController(for screen: Screen, in stack: String) -> FakeController {
      fakes.makeViewController(for: screen, in: stack)
    }

    func makeStackController(named name: String, viewControllers: [FakeController]) -> FakeController? {
      switch name {
      case "support": keep(FakeStack("own \(name)", viewControllers, log: fakes.log))
      case "broken": keep(FakeController("plain \(name)", log: fakes.log))
      default: fakes.makeStackHost(named: name, viewControllers: viewControllers) as? FakeController
      }
    }

    func makeTabBarController(named name: String, tabs: [FakeController], selectedIndex: Int)
      -> FakeController?
    {
      keep(FakeTabs("own \(name)", tabs, selectedIndex: selectedIndex, log: fakes.log))
    }

    func makeFlowController(named name: String, showing flow: FakeController) -> FakeController? {
      keep(FakeFlows("own \(name)", showing: flow, log: fakes.log))
    }

    private func keep(_ controller: FakeController) -> FakeController {
      own.append(controller)
      return controller
    }
  }

  static let start = Container.flows(
    "root",
    showing: .tabs("main", [.stack("home", [Screen("home")]), .stack("account", [Screen("account")])]))

  @Test func theFactorysOwnControllersShowTheirContainers() async throws {
    let factory = OwnContainers(log: HostLog())
    let navigator = try UIKitNavigator(building: Self.start, factory: factory)
    #expect(factory.own.map(\.title) == ["own main", "own root"])
    #expect(navigator.rootViewController === factory.own.last)
    try await navigator.perform(.present(Modal(.sheet, .stack("support", [Screen("support")])), from: "main"))
    #expect(factory.own.map(\.title) == ["own main", "own root", "own support"])
    #expect(navigator.state.modals.map(\.name) == ["support"])
  }

  @Test func aControllerThatCannotShowItsStackIsRefusedAndNothingIsPresented() async throws {
    let factory = OwnContainers(log: HostLog())
    let navigator = try UIKitNavigator(building: Self.start, factory: factory)
    let before = navigator.state
    let present = Step.present(Modal(.sheet, .stack("broken", [Screen("broken")])), from: "main")
    let error = await #expect(throws: NavigationError.self) { try await navigator.perform(present) }
    #expect(error?.code == .wrongKind)
    #expect(error?.description.contains("cannot show it: expected a navigation controller") == true)
    #expect(navigator.state == before)
  }

  @Test func aRootThatCannotBeBuiltIsATypedError() {
    let error = #expect(throws: NavigationError.self) {
      _ = try UIKitNavigator(
        building: .stack("broken", [Screen("broken")]), factory: OwnContainers(log: HostLog()))
    }
    #expect(error?.code == .wrongKind)
    #expect(error?.container == "broken")
  }
}
