@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// What the fake hosts were asked to do, in order, and when their completions come.
@MainActor
final class HostLog {
  /// When a fake host calls a completion.
  enum Completion {
    /// At once, inside the call.
    case immediately
    /// When the test calls ``complete()``.
    case onRequest
    /// At once, twice.
    case twice
  }

  var completion: Completion = .immediately
  /// Whether the fake hosts find no anchor for a popover (`PopoverAnchoringHost`).
  var refusesPopoverAnchors = false
  private(set) var calls: [String] = []
  private var pending: [@MainActor () -> Void] = []
  private var pendingWaiters: [CheckedContinuation<Void, Never>] = []

  /// Records `call` and calls or keeps `done` as ``completion`` says.
  func record(_ call: String, _ done: @escaping @MainActor () -> Void) {
    calls.append(call)
    switch completion {
    case .immediately: done()
    case .onRequest:
      pending.append(done)
      let waiters = pendingWaiters
      pendingWaiters = []
      for waiter in waiters { waiter.resume() }
    case .twice:
      done()
      done()
    }
  }

  /// How many completions wait for ``complete()``.
  var pendingCount: Int { pending.count }

  /// Returns once a completion waits for ``complete()``: the host's call is the event, and the
  /// navigator waits for the completion from then on.
  func waitForPending() async {
    guard pending.isEmpty else { return }
    await withCheckedContinuation { pendingWaiters.append($0) }
  }

  /// Calls every waiting completion.
  func complete() {
    let waiting = pending
    pending.removeAll()
    for done in waiting { done() }
  }

  func clear() { calls.removeAll() }
}

/// A fake view controller: a screen's, titled as the screen prints, or a host's.
///
/// It presents as UIKit does: from its presentation context, the root-most container it is
/// in, whose presented view controller every view controller inside it answers.
@MainActor
class FakeController {
  let title: String
  let log: HostLog
  /// The container this controller is in, if any.
  weak var parent: FakeController?
  fileprivate(set) var presented: FakeController?
  private(set) weak var presenter: FakeController?
  /// The style this controller presented its modal with.
  fileprivate(set) var styleOfPresented: Modal.Style?

  init(_ title: String, log: HostLog) {
    self.title = title
    self.log = log
  }

  /// The tree this controller shows, in ``NavigationState/description``'s form.
  func tree(indent: String = "", selected: Bool = false) -> [String] { ["\(indent)\(title)"] }

  /// The root-most container this controller is in, which presents for it.
  var context: FakeController { parent?.context ?? self }

  /// The whole tree: this controller and the modals presented in it, each over the one before.
  var stateDescription: String {
    var lines = tree()
    var presenter = context
    while let modal = presenter.presented, let style = presenter.styleOfPresented {
      lines.append("\(style.rawValue) \(modal.title)")
      lines += modal.tree(indent: "  ")
      presenter = modal.context
    }
    return lines.joined(separator: "\n")
  }
}

extension FakeController: PresentationHost {
  var hostViewController: FakeController { self }
  var presentedViewController: FakeController? { context.presented }
  var presentedStyle: Modal.Style { presenter?.styleOfPresented ?? .sheet }

  func present(
    _ viewController: FakeController, style: Modal.Style, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    let context = context
    context.presented = viewController
    context.styleOfPresented = style
    viewController.presenter = context
    log.record(
      "present \(style.rawValue) \(viewController.title) over \(title)\(animated ? ", animated" : "")",
      completion)
  }

  func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
    let context = context
    let title = context.presented?.title ?? "nothing"
    context.presented = nil
    context.styleOfPresented = nil
    log.record("dismiss \(title) from \(self.title)\(animated ? ", animated" : "")", completion)
  }

  /// The person pulled the sheet this controller presented down: it goes with no call.
  func userDismissesPresented() {
    context.presented = nil
    context.styleOfPresented = nil
  }
}

final class FakeStack: FakeController, StackHost {
  private(set) var viewControllers: [FakeController]

  init(_ name: String, _ viewControllers: [FakeController], log: HostLog) {
    self.viewControllers = viewControllers
    super.init(name, log: log)
    for child in viewControllers { child.parent = self }
  }

  func push(_ viewController: FakeController, animated: Bool, completion: @escaping @MainActor () -> Void) {
    viewController.parent = self
    viewControllers.append(viewController)
    log.record("push \(viewController.title) onto \(title)\(animated ? ", animated" : "")", completion)
  }

  func setViewControllers(
    _ viewControllers: [FakeController], animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    self.viewControllers = viewControllers
    for child in viewControllers { child.parent = self }
    let titles = viewControllers.map(\.title).joined(separator: ", ")
    log.record("set \(title) to \(titles)\(animated ? ", animated" : "")", completion)
  }

  /// The person went back: the stack drops its top, as UIKit's back button does.
  func userPops() { viewControllers.removeLast() }

  /// The app pushed a view controller of its own, with no call to the navigator.
  func appPushes(_ viewController: FakeController) {
    viewController.parent = self
    viewControllers.append(viewController)
  }

  override func tree(indent: String = "", selected: Bool = false) -> [String] {
    let screens = viewControllers.map(\.title).joined(separator: ", ")
    return ["\(indent)stack \(title)\(selected ? " (selected)" : ""): \(screens)"]
  }
}

final class FakeTabs: FakeController, TabHost {
  let tabViewControllers: [FakeController]
  private(set) var selectedIndex: Int
  var selectedTabIndex: Int? { tabViewControllers.indices.contains(selectedIndex) ? selectedIndex : nil }

  init(_ name: String, _ tabs: [FakeController], selectedIndex: Int, log: HostLog) {
    tabViewControllers = tabs
    self.selectedIndex = selectedIndex
    super.init(name, log: log)
    for tab in tabs { tab.parent = self }
  }

  func selectTab(
    at index: Int, named name: String, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    selectedIndex = index
    log.record("select tab \(index) (\(name)) of \(title)", completion)
  }

  /// The person tapped a tab.
  func userSelects(_ index: Int) { selectedIndex = index }

  override func tree(indent: String = "", selected: Bool = false) -> [String] {
    ["\(indent)tabs \(title)\(selected ? " (selected)" : "")"]
      + tabViewControllers.enumerated().flatMap { index, tab in
        tab.tree(indent: indent + "  ", selected: index == selectedIndex)
      }
  }
}

final class FakeFlows: FakeController, FlowHost {
  private(set) var shownViewController: FakeController?

  init(_ name: String, showing flow: FakeController?, log: HostLog) {
    shownViewController = flow
    super.init(name, log: log)
    flow?.parent = self
  }

  func showFlow(_ viewController: FakeController, animated: Bool, completion: @escaping @MainActor () -> Void)
  {
    viewController.parent = self
    shownViewController = viewController
    log.record("show flow \(viewController.title) in \(title)\(animated ? ", animated" : "")", completion)
  }

  override func tree(indent: String = "", selected: Bool = false) -> [String] {
    ["\(indent)flows \(title)\(selected ? " (selected)" : "")"]
      + (shownViewController?.tree(indent: indent + "  ") ?? [])
  }
}

/// Makes fake view controllers and hosts, and keeps every one alive, as a window would.
@MainActor
final class FakeFactory: ScreenFactory, HostFactory {
  let log: HostLog
  private(set) var made: [FakeController] = []
  private(set) var reloaded: [String] = []

  init(log: HostLog) { self.log = log }

  func makeViewController(for screen: Screen, in stack: String) -> FakeController {
    keep(FakeController(screen.description, log: log))
  }

  func makeStackHost(named name: String, viewControllers: [FakeController]) -> any StackHost<FakeController> {
    keep(FakeStack(name, viewControllers, log: log))
  }

  func makeTabHost(named name: String, tabs: [FakeController], selectedIndex: Int) -> any TabHost<
    FakeController
  > {
    keep(FakeTabs(name, tabs, selectedIndex: selectedIndex, log: log))
  }

  func makeFlowHost(named name: String, showing flow: FakeController) -> any FlowHost<FakeController> {
    keep(FakeFlows(name, showing: flow, log: log))
  }

  func reload(_ viewController: FakeController, showing screen: Screen) {
    reloaded.append("\(viewController.title) as \(screen)")
  }

  private func keep<Made: FakeController>(_ controller: Made) -> Made {
    made.append(controller)
    return controller
  }
}

/// A navigator that records the steps it performs and hands them on.
@MainActor
final class RecordingNavigator: Navigator {
  let base: any Navigator
  private(set) var steps: [Step] = []

  init(_ base: any Navigator) { self.base = base }

  var state: NavigationState { base.state }

  func snapshot() async -> NavigationState { await base.snapshot() }

  func perform(_ plan: [Step], stoppingWhen stop: @MainActor () -> Bool) async -> PlanReport {
    let report = await base.perform(plan, stoppingWhen: stop)
    steps += plan.prefix(report.performed)
    return report
  }
}

/// A fake scene: a navigator that built `root` on fake hosts, and its log.
@MainActor
struct FakeScene {
  let log = HostLog()
  let factory: FakeFactory
  let navigator: UIKitNavigator<FakeController>

  init(_ root: Container) throws {
    factory = FakeFactory(log: log)
    // A time limit no loaded machine reaches: a step these tests hold waits for the test, never
    // for the clock (no test here is about the limit; the models test it, on their clocks).
    navigator = try UIKitNavigator(building: root, factory: factory, stepTimeLimit: .seconds(120))
  }

  /// A scene showing `state`: its root built, then each modal presented by a step.
  static func showing(_ state: NavigationState) async throws -> FakeScene {
    let scene = try FakeScene(state.root)
    for modal in state.modals {
      try await scene.navigator.perform(.present(modal, from: scene.navigator.state.topContainer.name))
    }
    scene.log.clear()
    return scene
  }

  /// The root view controller the navigator built.
  var root: FakeController? { navigator.rootViewController }

  /// What the fake view controllers show, as a navigation state prints.
  var shown: String { root?.stateDescription ?? "(no root)" }
}
