import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderUIKit

/// The code of the article "Testing on fake hosts", as the article has it (keep the two in
/// step); its `print` is caught here.
@MainActor
enum TestingArticle {
  static var printed: [String] = []

  static func print(_ item: Any) {
    printed += "\(item)".split(separator: "\n").map(String.init)
  }

  @MainActor
  class FakeController: PresentationHost {
    let title: String
    weak var parent: FakeController?
    var presented: FakeController?
    init(_ title: String) { self.title = title }

    // UIKit presents from the root-most container, which every view controller in it answers.
    var context: FakeController { parent?.context ?? self }
    var hostViewController: FakeController { self }
    var presentedViewController: FakeController? { context.presented }

    func present(
      _ viewController: FakeController, style: Modal.Style, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      context.presented = viewController
      Log.calls.append("present \(viewController.title) over \(title)")
      completion()
    }

    func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
      Log.calls.append("dismiss \(context.presented?.title ?? "nothing") from \(title)")
      context.presented = nil
      completion()
    }
  }

  @MainActor enum Log {
    static var calls: [String] = []
  }

  final class FakeStack: FakeController, StackHost {
    var viewControllers: [FakeController]
    init(_ name: String, _ viewControllers: [FakeController]) {
      self.viewControllers = viewControllers
      super.init(name)
      for child in viewControllers { child.parent = self }
    }

    func push(
      _ viewController: FakeController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      viewController.parent = self
      viewControllers.append(viewController)
      Log.calls.append("push \(viewController.title) onto \(title)")
      completion()
    }

    func setViewControllers(
      _ viewControllers: [FakeController], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      self.viewControllers = viewControllers
      Log.calls.append("set \(title) to \(viewControllers.map(\.title).joined(separator: ", "))")
      completion()
    }
  }

  final class FakeTabs: FakeController, TabHost {
    let tabViewControllers: [FakeController]
    var selectedIndex: Int
    var selectedTabIndex: Int? { selectedIndex }
    init(_ name: String, _ tabs: [FakeController], selectedIndex: Int) {
      tabViewControllers = tabs
      self.selectedIndex = selectedIndex
      super.init(name)
      for tab in tabs { tab.parent = self }
    }

    func selectTab(
      at index: Int, named name: String, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      selectedIndex = index
      Log.calls.append("select \(name) in \(title)")
      completion()
    }
  }

  final class FakeFlows: FakeController, FlowHost {
    var shownViewController: FakeController?
    init(_ name: String, showing flow: FakeController) {
      shownViewController = flow
      super.init(name)
      flow.parent = self
    }

    func showFlow(
      _ viewController: FakeController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      viewController.parent = self
      shownViewController = viewController
      Log.calls.append("show \(viewController.title) in \(title)")
      completion()
    }
  }

  @MainActor
  struct FakeFactory: ScreenFactory {
    func makeViewController(for screen: Screen, in stack: String) -> FakeController {
      FakeController(screen.description)
    }
    func makeStackHost(
      named name: String, viewControllers: [FakeController]
    ) -> any StackHost<FakeController> {
      FakeStack(name, viewControllers)
    }
    func makeTabHost(
      named name: String, tabs: [FakeController], selectedIndex: Int
    ) -> any TabHost<FakeController> {
      FakeTabs(name, tabs, selectedIndex: selectedIndex)
    }
    func makeFlowHost(
      named name: String, showing flow: FakeController
    ) -> any FlowHost<FakeController> {
      FakeFlows(name, showing: flow)
    }
  }

  @MainActor
  static func cardSevenOverSupport() async throws {
    let start = BankApp.state(
      BankApp.home(settings: [Screen("settings"), Screen("notifications")], selected: "settings"))
    let navigator = UIKitNavigator(building: start.root, factory: FakeFactory())
    let root = navigator.rootViewController  // the window keeps it in an app
    try await navigator.perform(.present(BankApp.supportSheet, from: "app"))

    let center = DeepLinkCenter(
      routes: try BankApp.routes(), graph: try BankApp.graph(), navigator: navigator,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: BankApp.Screens.login) { true }],
      destination: { .screen($0.screen) })
    center.becomeReady()
    print(await center.open("bank://cards/7"))
    // handled: card(7) on screen
    for call in Log.calls { print(call) }
    // present support over app
    // dismiss support from app
    // select dashboard in home
    // push card(7) onto dashboard
    print(navigator.state)
    // flows app
    //   tabs home
    //     stack dashboard (selected): dashboard, card(7)
    //     stack profile: profile
    //     stack settings: settings, notifications
    _ = root
  }
}

@MainActor
@Suite struct TestingArticleTests {
  @Test func theArticlesExamplePrintsWhatItSays() async throws {
    try await TestingArticle.cardSevenOverSupport()
    #expect(
      TestingArticle.printed == [
        "handled: card(7) on screen",
        "present support over app",
        "dismiss support from app",
        "select dashboard in home",
        "push card(7) onto dashboard",
        "flows app",
        "  tabs home",
        "    stack dashboard (selected): dashboard, card(7)",
        "    stack profile: profile",
        "    stack settings: settings, notifications",
      ])
  }
}
