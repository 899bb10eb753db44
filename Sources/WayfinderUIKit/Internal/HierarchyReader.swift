import WayfinderNavigation

/// Reads what a scene's view controllers show as a ``NavigationState``: from the root
/// container's host down through tab bars, flows and stacks, then along the chain of presented
/// view controllers.
///
/// A host in the navigator's directory is read as its container; a view controller the
/// navigator made is read as its screen; anything else is foreign (`Screen.foreign(_:)`),
/// named by its type: a view controller the app pushed, an alert it presented, a tab it put in
/// itself. A tab bar showing UIKit's More list selects no tab (index -1).
@MainActor
struct HierarchyReader<PlatformViewController: AnyObject> {
  let navigator: UIKitNavigator<PlatformViewController>

  /// How many modals deep a reading goes: UIKit has no limit, but a chain this long is a loop
  /// in a model or a bug, not an app.
  static var modalLimit: Int { 32 }

  /// What the views show, or `nil` when the root container has no live host (the window's
  /// root was replaced by something the navigator does not know).
  func read() -> NavigationState? {
    guard let root = navigator.directory.host(for: navigator.rootName)?.presentationHost else { return nil }
    var state = NavigationState(root: container(root.hostViewController, fallback: navigator.rootName))
    var presenter = root
    while let presented = presenter.presentedViewController, state.modals.count < Self.modalLimit {
      let fallback = "foreign-modal-\(state.modals.count + 1)"
      let content = container(presented, fallback: fallback)
      let host = presented as? any PresentationHost<PlatformViewController>
      let declared = content.name == fallback ? nil : navigator.declaredStyles[content.name]
      let style = declared ?? host?.presentedStyle ?? .sheet
      state.modals.append(Modal(style, content))
      guard let host else { break }
      presenter = host
    }
    return state
  }

  /// The root container's host and every view controller presented over it, bottom to top, as
  /// far as each is a ``PresentationHost`` (in UIKit, every view controller is).
  func presentedChain() -> [any PresentationHost<PlatformViewController>] {
    guard let root = navigator.directory.host(for: navigator.rootName)?.presentationHost else { return [] }
    var chain = [root]
    while let presented = chain.last?.presentedViewController, chain.count <= Self.modalLimit,
      let host = presented as? any PresentationHost<PlatformViewController>
    {
      chain.append(host)
    }
    return chain
  }

  /// The container `viewController` shows: its own, when it is a host of the directory; a
  /// stack named `fallback` holding its one screen otherwise.
  private func container(_ viewController: PlatformViewController, fallback: String) -> Container {
    let directory = navigator.directory
    guard let name = directory.container(hostedBy: viewController), let host = directory.host(for: name)
    else {
      return .stack(fallback, [screen(viewController)])
    }
    switch host {
    case .stack(let stack):
      return .stack(name, stack.viewControllers.map(screen))
    case .tabs(let bar):
      let tabs = bar.tabViewControllers.enumerated().map { container($1, fallback: "\(name)-tab-\($0 + 1)") }
      let selected = bar.selectedTabIndex.flatMap { tabs.indices.contains($0) ? $0 : nil } ?? -1
      return .tabs(TabBar(name: name, tabs: tabs, selectedIndex: selected))
    case .flows(let switcher):
      guard let shown = switcher.shownViewController else {
        return .flows(name, showing: .stack("\(name)-flow", []))
      }
      return .flows(name, showing: container(shown, fallback: "\(name)-flow"))
    }
  }

  /// The screen `viewController` shows: the one it was made for, or a foreign one.
  private func screen(_ viewController: PlatformViewController) -> Screen {
    navigator.directory.screen(shownBy: viewController)
      ?? .foreign(UIKitNavigator<PlatformViewController>.typeName(of: viewController))
  }
}
