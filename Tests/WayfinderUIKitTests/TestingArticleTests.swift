import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting
@_spi(Testing) import WayfinderUIKit

/// The code of docs/UIKitFakeHosts.md ("Testing on fake hosts"), as it has it (keep the two in
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
  struct FakeFactory: ScreenFactory, HostFactory {
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

  enum StoreRoute: Hashable, Sendable {
    case product(id: Int)
  }

  @MainActor
  static func productSevenOverSupport() async throws {
    var graph = NavigationGraph.Builder(root: "main")
    graph.tabs("main", ["home", "settings"])
    graph.stack("home", root: Screen("home"))
    graph.screen("product", in: "home", parameters: ["id"])
    graph.stack("settings", root: Screen("settings"))
    graph.screen("notifications", in: "settings")
    graph.modal("support", .sheet, root: Screen("support"))
    var routes = RouteTable<StoreRoute>.Builder(policy: LinkPolicy(schemes: ["store"]))
    routes.add(
      "/products/:id(int)",
      parse: { .product(id: try $0.int("id")) },
      print: { if case .product(let id) = $0 { ["id": id] } else { nil } })

    let start = Container.tabs(
      "main",
      [.stack("home", [Screen("home")]), .stack("settings", [Screen("settings"), Screen("notifications")])],
      selected: "settings")
    let navigator = try UIKitNavigator(building: start, factory: FakeFactory())
    let root = navigator.rootViewController  // the window keeps it in an app
    try await navigator.perform(.present(Modal(.sheet, .stack("support", [Screen("support")])), from: "main"))

    let center = DeepLinkCenter(
      routes: try routes.build(), graph: try graph.build(), navigator: navigator, clock: ManualClock(),
      destination: { route in
        switch route {
        case .product(let id): .screen(Screen("product", parameters: ["id": "\(id)"]))
        }
      })
    center.becomeReady()
    print(await center.open("store://products/7"))
    // handled: product(7) on screen
    for call in Log.calls { print(call) }
    // present support over main
    // dismiss support from main
    // select home in main
    // push product(7) onto home
    print(navigator.state)
    // tabs main
    //   stack home (selected): home, product(7)
    //   stack settings: settings, notifications
    _ = root
  }
}

@MainActor
@Suite struct TestingArticleTests {
  @Test func theArticlesExamplePrintsWhatItSays() async throws {
    try await TestingArticle.productSevenOverSupport()
    #expect(
      TestingArticle.printed == [
        "handled: product(7) on screen",
        "present support over main",
        "dismiss support from main",
        "select home in main",
        "push product(7) onto home",
        "tabs main",
        "  stack home (selected): home, product(7)",
        "  stack settings: settings, notifications",
      ])
  }
}
