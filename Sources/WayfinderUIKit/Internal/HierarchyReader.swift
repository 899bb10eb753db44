@_spi(Internals) import WayfinderNavigation

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

  /// A presented view controller and the host that presented it.
  typealias Presentation = (
    presenter: any PresentationHost<PlatformViewController>, presented: PlatformViewController
  )

  /// What the views show, or `nil` when the root container has no live host (the window's
  /// root was replaced by something the navigator does not know).
  ///
  /// The modals are every presentation of the scene, bottom to top: first those a container
  /// inside the root made over its own context (a tab's navigation controller that defines the
  /// presentation context, presenting over the current context: it covers that tab only, and
  /// the root presents nothing), in the order of the root's tree, each with what is presented
  /// over it; then the root's own chain, which covers everything.
  func read() -> NavigationState? { reading()?.state }

  /// ``read()``, with the modals the app keeps from the person's dismissal, each by its first
  /// screen (`NavigationState.modalRoot(at:)`): a presented view controller whose
  /// `isModalInPresentation` is set, or whose screen on top (a navigation controller's top
  /// view controller) has it set — the view controller the person sees and pulls.
  func reading() -> (state: NavigationState, vetoes: Set<Screen.ID>)? {
    guard let root = navigator.directory.host(for: navigator.rootName)?.presentationHost else { return nil }
    var state = NavigationState(root: container(root.hostViewController, fallback: navigator.rootName))
    var vetoed: [Int] = []
    for (_, presented) in presentations(over: root, showing: state.root) {
      let fallback = "foreign-modal-\(state.modals.count + 1)"
      let content = container(presented, fallback: fallback)
      let host = presented as? any PresentationHost<PlatformViewController>
      let declared = content.name == fallback ? nil : navigator.declaredStyles[content.name]
      let style = declared ?? host?.presentedStyle ?? .sheet
      if host?.isModalInPresentation == true || topOfStack(presented)?.isModalInPresentation == true {
        vetoed.append(state.modals.count)
      }
      state.modals.append(Modal(style, content))
    }
    return (state, Set(vetoed.compactMap(state.modalRoot(at:))))
  }

  /// The view controller on top of the stack `viewController` hosts, when it hosts one.
  private func topOfStack(
    _ viewController: PlatformViewController
  ) -> (any PresentationHost<PlatformViewController>)? {
    let directory = navigator.directory
    guard let name = directory.container(hostedBy: viewController),
      case .stack(let stack)? = directory.host(for: name)
    else { return nil }
    return stack.viewControllers.last as? any PresentationHost<PlatformViewController>
  }

  /// The root container's host and every view controller presented in the scene, bottom to
  /// top, in the order of ``read()``'s modals, as far as each is a ``PresentationHost`` (in
  /// UIKit, every view controller is).
  func presentedChain() -> [any PresentationHost<PlatformViewController>] {
    guard let root = navigator.directory.host(for: navigator.rootName)?.presentationHost,
      let reading = read()
    else { return [] }
    var chain = [root]
    for (_, presented) in presentations(over: root, showing: reading.root) {
      guard let host = presented as? any PresentationHost<PlatformViewController> else { break }
      chain.append(host)
    }
    return chain
  }

  /// The host that presented each modal of ``read()``, in its order: what dismisses it.
  func presenters() -> [any PresentationHost<PlatformViewController>] {
    guard let root = navigator.directory.host(for: navigator.rootName)?.presentationHost,
      let reading = read()
    else { return [] }
    return presentations(over: root, showing: reading.root).map { $0.presenter }
  }

  /// Every presentation of the scene, bottom to top: the context-based ones made inside the
  /// root, then the root's chain. UIKit's `presentedViewController` is what a view controller
  /// *or one of its ancestors* presents, so a container's presentation is its own when it is
  /// not one the root (or a container above it) made.
  private func presentations(
    over root: any PresentationHost<PlatformViewController>, showing rootContainer: Container
  ) -> [Presentation] {
    var found: [Presentation] = []
    let fromRoot = root.presentedViewController
    for name in Self.names(in: rootContainer).dropFirst() {
      guard let host = navigator.directory.host(for: name)?.presentationHost,
        let presented = host.presentedViewController, presented !== fromRoot,
        !found.contains(where: { $0.presented === presented })
      else { continue }
      found += chain(from: host, first: presented)
    }
    if let fromRoot { found += chain(from: root, first: fromRoot) }
    return Array(found.prefix(Self.modalLimit))
  }

  /// `first`, presented by `presenter`, and what is presented over it, one over the other.
  private func chain(
    from presenter: any PresentationHost<PlatformViewController>, first: PlatformViewController
  ) -> [Presentation] {
    var chain: [Presentation] = [(presenter, first)]
    while chain.count < Self.modalLimit,
      let host = chain[chain.count - 1].presented as? any PresentationHost<PlatformViewController>,
      let next = host.presentedViewController
    {
      chain.append((host, next))
    }
    return chain
  }

  /// The names of `container` and the containers in it, the container before its children.
  private static func names(in container: Container) -> [String] {
    switch container {
    case .stack(let stack): [stack.name]
    case .tabs(let bar): [bar.name] + bar.tabs.flatMap(names(in:))
    case .flows(let switcher): [switcher.name] + names(in: switcher.flow)
    }
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
      let hidden = Set(bar.hiddenTabIndices.filter(tabs.indices.contains).map { tabs[$0].name })
      return .tabs(TabBar(name: name, tabs: tabs, selectedIndex: selected, hiddenTabs: hidden))
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
