import WayfinderNavigation

extension HostDirectory {
  /// Registers the host of every container of `state`, found by walking the view controllers
  /// from `root` as the state's tree says they nest.
  ///
  /// The root view controller hosts the state's root container; a tab bar's host has one view
  /// controller per tab, in order; a flow switcher's host shows its flow; each modal is
  /// presented over the one before it, the first over the root. Every host must show what its
  /// container holds (as many screens, the same tab selected), so that the first step
  /// performed starts from the truth.
  ///
  /// ```swift
  /// // In UIKit, for a scene whose window shows the bank app signed in:
  /// try directory.discover(BankNavigation.signedInStart, from: window.rootViewController)
  /// print(directory.containerNames)  // ["app", "dashboard", "home", "profile", "settings"]
  /// ```
  ///
  /// - Parameters:
  ///   - state: What the view controllers show.
  ///   - root: The scene's root view controller.
  /// - Throws: `NavigationError` at the first container whose view controller does not fit; the
  ///   directory is then unchanged.
  package func discover(_ state: NavigationState, from root: PlatformViewController?) throws(NavigationError)
  {
    guard let root else { throw NavigationError.hosts(.noRoot, "the scene has no root view controller") }
    var found: [(String, Host)] = []
    var shows: [(PlatformViewController, Screen)] = []
    var presenter = try Self.walk(state.root, from: root, into: &found, &shows)
    var over = "the root"
    for modal in state.modals {
      guard let presented = presenter.presentedViewController else {
        throw NavigationError.hosts(
          .notShown, "\(modal.style.rawValue) \"\(modal.name)\" is presented over \(over), but nothing is",
          container: modal.name)
      }
      presenter = try Self.walk(modal.content, from: presented, into: &found, &shows)
      over = "\"\(modal.name)\""
    }
    for (name, host) in found { register(host, for: name) }
    for (viewController, screen) in shows { record(viewController, showing: screen) }
  }

  /// Finds the hosts of `container` and the containers inside it, from `viewController`, and
  /// returns the container's own host.
  private static func walk(
    _ container: Container, from viewController: PlatformViewController, into found: inout [(String, Host)],
    _ shows: inout [(PlatformViewController, Screen)]
  ) throws(NavigationError) -> any PresentationHost<PlatformViewController> {
    switch container {
    case .stack(let stack):
      // A split view's stack is read through the host it holds.
      guard
        let host = (viewController as? any StackHost<PlatformViewController>)
          ?? (viewController as? any SplitColumns<PlatformViewController>)?.stackHost
      else {
        throw wrongKind(container, "a stack host")
      }
      let shown = host.viewControllers.count
      guard shown == stack.screens.count else {
        throw NavigationError.hosts(
          .countMismatch,
          "stack \"\(stack.name)\" holds \(count(stack.screens.count, "screen")), but its host shows "
            + count(shown, "view controller"),
          container: stack.name)
      }
      found.append((stack.name, .stack(host)))
      shows.append(contentsOf: zip(host.viewControllers, stack.screens))
      return host
    case .tabs(let bar):
      guard let host = viewController as? any TabHost<PlatformViewController> else {
        throw wrongKind(container, "a tab host")
      }
      let tabs = host.tabViewControllers
      guard tabs.count == bar.tabs.count else {
        throw NavigationError.hosts(
          .countMismatch,
          "tab bar \"\(bar.name)\" has \(count(bar.tabs.count, "tab")), but its host shows \(tabs.count)",
          container: bar.name)
      }
      guard host.selectedTabIndex == bar.selectedIndex else {
        throw NavigationError.hosts(
          .selectionMismatch,
          "tab bar \"\(bar.name)\" selects \"\(bar.selectedTab.name)\" (tab \(bar.selectedIndex)), but its "
            + "host selects "
            + (host.selectedTabIndex.map { "tab \($0)" } ?? "no tab (the More list)"),
          container: bar.name)
      }
      found.append((bar.name, .tabs(host)))
      for (tab, tabViewController) in zip(bar.tabs, tabs) {
        _ = try walk(tab, from: tabViewController, into: &found, &shows)
      }
      return host
    case .flows(let switcher):
      guard let host = viewController as? any FlowHost<PlatformViewController> else {
        throw wrongKind(container, "a flow host")
      }
      guard let shown = host.shownViewController else {
        throw NavigationError.hosts(
          .notShown,
          "flow switcher \"\(switcher.name)\" shows \"\(switcher.flow.name)\", but its host shows no flow",
          container: switcher.name)
      }
      found.append((switcher.name, .flows(host)))
      _ = try walk(switcher.flow, from: shown, into: &found, &shows)
      return host
    }
  }

  private static func wrongKind(_ container: Container, _ kind: String) -> NavigationError {
    NavigationError.hosts(
      .wrongKind,
      "\"\(container.name)\" is a \(container.kind) container, but its view controller is not \(kind)",
      container: container.name)
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }
}
