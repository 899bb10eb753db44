import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Testing) import WayfinderUIKit

/// A factory that takes the app's own screen type — here the bank's generated `BankScreen` —
/// gets typed cases, and a screen its type does not convert is refused before any view
/// controller is made.
@MainActor
@Suite struct TypedScreenFactoryTests {
  /// Makes fake view controllers from typed screens; the hosts are the fake factory's.
  final class TypedFactory: ScreenFactory, HostFactory {
    let fake: FakeFactory
    private(set) var made: [BankScreen] = []
    private(set) var updated: [BankScreen] = []

    init(log: HostLog) { fake = FakeFactory(log: log) }

    func makeViewController(for screen: BankScreen, in stack: String) -> FakeController {
      made.append(screen)
      return fake.makeViewController(for: screen.screen, in: stack)
    }

    func update(_ viewController: FakeController, to screen: BankScreen) { updated.append(screen) }

    func makeStackHost(named name: String, viewControllers: [FakeController]) -> any StackHost<FakeController>
    {
      fake.makeStackHost(named: name, viewControllers: viewControllers)
    }

    func makeTabHost(named name: String, tabs: [FakeController], selectedIndex: Int) -> any TabHost<
      FakeController
    > {
      fake.makeTabHost(named: name, tabs: tabs, selectedIndex: selectedIndex)
    }

    func makeFlowHost(named name: String, showing flow: FakeController) -> any FlowHost<FakeController> {
      fake.makeFlowHost(named: name, showing: flow)
    }
  }

  @Test func theFactoryIsHandedTheAppsTypedScreens() async throws {
    let factory = TypedFactory(log: HostLog())
    let navigator = try UIKitNavigator(building: BankNavigation.signedInStart.root, factory: factory)
    try await navigator.perform(.push(BankScreen.card(cardID: 42).screen, onto: "dashboard"))
    #expect(factory.made.contains(.dashboard))
    #expect(factory.made.last == .card(cardID: 42))
    #expect(navigator.state.topScreen == BankScreen.card(cardID: 42).screen)
  }

  @Test func aScreenTheTypeDoesNotConvertIsRefusedWithItsCode() async throws {
    let factory = TypedFactory(log: HostLog())
    let navigator = try UIKitNavigator(building: BankNavigation.signedInStart.root, factory: factory)
    let before = navigator.state
    // `card` without its number is no `BankScreen`.
    let error = await #expect(throws: NavigationError.self) {
      try await navigator.perform(.push(Screen("card"), onto: "dashboard"))
    }
    #expect(error?.code == .notAnAppScreen)
    #expect(error?.description.contains("does not convert card") == true)
    #expect(navigator.state == before)
    #expect(!factory.made.contains { $0.screen.name == "card" })
  }

  @Test func theAppPushesATypedScreenThroughTheNavigator() throws {
    let factory = TypedFactory(log: HostLog())
    let navigator = try UIKitNavigator(building: BankNavigation.signedInStart.root, factory: factory)
    #expect(navigator.viewController(for: BankScreen.cardDetail(cardID: 7), in: "dashboard") != nil)
    #expect(factory.made.last == .cardDetail(cardID: 7))
    #expect(navigator.viewController(for: Screen("nowhere"), in: "dashboard") == nil)
  }
}
