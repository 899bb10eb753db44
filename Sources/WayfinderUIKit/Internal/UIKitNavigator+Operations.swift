@_spi(Internals) import WayfinderNavigation

extension UIKitNavigator {
  typealias Host = HostDirectory<PlatformViewController>.Host

  /// What a step asks of the hosts, with the hosts it asks found.
  package enum Operation {
    /// Dismisses the top-most modals, bottom to top, through the host the bottom one was
    /// presented from: one call takes the chain.
    case dismiss([Modal], presenter: any PresentationHost<PlatformViewController>)
    case present(Modal, over: any PresentationHost<PlatformViewController>)
    case switchFlow(from: Container, to: Container, any FlowHost<PlatformViewController>)
    case selectTab(index: Int, name: String, any TabHost<PlatformViewController>)
    case push(Screen, stack: String, any StackHost<PlatformViewController>)
    /// Keeps the host's first `keeping` view controllers and adds one for each of `adding`, in
    /// one `setViewControllers` call: a pop, a replacement of the top, a stack rewritten.
    case setStack(keeping: Int, adding: [Screen], stack: String, any StackHost<PlatformViewController>)
    case reload(Screen, at: Int, any StackHost<PlatformViewController>)
    /// Gives the view controller at the index the screen's new data (an `update` step).
    case update(Screen, at: Int, any StackHost<PlatformViewController>)
  }

  /// The hosts `step` changes, from the directory, and where in them, from ``state``.
  ///
  /// Called once the rule book has let `step` through, so the state has every container and
  /// screen it names.
  ///
  /// - Throws: `NavigationError` when the container `step` changes has no
  ///   host of its kind.
  func operation(for step: Step) throws(NavigationError) -> Operation {
    let name = step.containerName
    let container = state.container(named: name)
    switch (step.action, directory.host(for: name), container) {
    case (.dismiss, _, _), (.dismissChain, _, _):
      // UIKit dismisses a modal, and every one over it, through the view controller that
      // presented it: the modal under it, the root, or a container inside the root that
      // presented over its own context; one the app presented itself is found on the live
      // hierarchy.
      let modals = state.modals
      let bottom = modals.lastIndex { $0.name == name } ?? modals.count - 1
      let under = bottom >= 1 ? modals[bottom - 1].name : state.root.name
      let presenters = HierarchyReader(navigator: self).presenters()
      let presenter =
        presenters.count == modals.count && bottom >= 0
        ? presenters[bottom] : directory.host(for: under)?.presentationHost
      if bottom >= 0, let presenter { return .dismiss(Array(modals[bottom...]), presenter: presenter) }
      throw NavigationError.noHost(under, for: step)
    case (.present(let modal, _), let host, _):
      // From the container's host, or, over a modal the app presented itself, from the top of
      // the live chain.
      let top = state.modals.last?.name == name ? HierarchyReader(navigator: self).presentedChain().last : nil
      if let presenter = host?.presentationHost ?? top { return .present(modal, over: presenter) }
    case (.switchFlow(_, let flow), .flows(let host)?, .flows(let switcher)?):
      return .switchFlow(from: switcher.flow, to: flow, host)
    case (.selectTab(let tab, _), .tabs(let host)?, .tabs(let bar)?):
      if let index = bar.tabs.firstIndex(where: { $0.name == tab }) {
        return .selectTab(index: index, name: tab, host)
      }
    case (.push(let screen, _), .stack(let host)?, _):
      return .push(screen, stack: name, host)
    case (.pop(_, let index, _), .stack(let host)?, _):
      return .setStack(keeping: index + 1, adding: [], stack: name, host)
    case (.replace(_, let new, _), .stack(let host)?, .stack(let stack)?):
      return .setStack(keeping: stack.screens.count - 1, adding: [new], stack: name, host)
    case (.setScreens(let screens, _, let keeping), .stack(let host)?, _):
      return .setStack(keeping: keeping, adding: Array(screens[keeping...]), stack: name, host)
    case (.reload(let screen, _), .stack(let host)?, .stack(let stack)?):
      if let index = stack.screens.firstIndex(of: screen) { return .reload(screen, at: index, host) }
    case (.update(let screen, let index, _), .stack(let host)?, _):
      return .update(screen, at: index, host)
    default:
      break
    }
    throw NavigationError.noHost(name, for: step)
  }

  /// Refuses, before UIKit is called, what UIKit would refuse without calling the completion:
  /// presenting from a view controller that is already presenting or is not in a window,
  /// dismissing when nothing is presented; and selecting a tab that is hidden (iOS 18).
  func check(_ operation: Operation, for step: Step) throws(NavigationError) {
    if let unknown = Self.screensMade(by: operation).first(where: { !factory.knows($0) }) {
      throw Self.notAnAppScreen(unknown, step)
    }
    switch operation {
    case .present(let modal, let presenter):
      if let shown = presenter.presentedViewController {
        throw NavigationError.platformRefusal(
          .alreadyPresenting, step,
          "cannot present \(modal.name): \(step.containerName)'s view controller is already presenting "
            + Self.typeName(of: shown))
      }
      if !presenter.isInWindow {
        throw NavigationError.platformRefusal(
          .notInWindow, step, "cannot present \(modal.name): \(step.containerName)'s view is not in a window")
      }
    case .selectTab(let index, let name, let host):
      // The person may have hidden the tab since the plan was read (iOS 18's sidebar).
      if host.selectedTabIndex != index, host.hiddenTabIndices.contains(index) {
        throw NavigationError.hiddenTab(name, of: step.containerName, step: step)
      }
    case .dismiss(let modals, let presenter):
      if presenter.presentedViewController == nil {
        let names = modals.map(\.name).joined(separator: ", ")
        throw NavigationError.platformRefusal(
          .nothingPresented, step, "cannot dismiss \(names): nothing is presented over what it covers")
      }
    default:
      break
    }
  }

  /// The host whose transition in flight the step must wait for: UIKit ignores a push, and
  /// refuses a presentation, while another transition of the same view controller runs.
  func host(of operation: Operation) -> any PresentationHost<PlatformViewController> {
    switch operation {
    case .dismiss(_, let host), .present(_, let host): host
    case .switchFlow(_, _, let host): host
    case .selectTab(_, _, let host): host
    case .push(_, _, let host), .setStack(_, _, _, let host), .reload(_, _, let host),
      .update(_, _, let host):
      host
    }
  }

  /// Starts `operation` on its hosts, which call `ended` once its transition has ended; the
  /// hosts it builds are registered at once (a step that times out may still show them).
  ///
  /// - Throws: `NavigationError` when what the step shows cannot be made; no host was called.
  func begin(
    _ operation: Operation, step: Step, ended: @escaping @MainActor () -> Void
  ) throws(NavigationError) {
    // A coordinator that hosts its own stack performs its steps (HostingCoordinator).
    if try beginThroughHostingCoordinator(operation, step: step, ended: ended) { return }
    let operation = routedThroughHostingCoordinators(operation)
    var built: [(String, Host)] = []
    defer { register(built) }
    let animated = step.animated
    switch operation {
    case .dismiss(_, let presenter):
      presenter.dismissPresented(animated: animated, completion: ended)
    case .present(let modal, let presenter):
      let content: PlatformViewController
      do {
        content = try build(modal.content, into: &built).hostViewController
      } catch {
        throw .platformRefusal(.wrongKind, step, error.reason)
      }
      if let anchoring = presenter as? any PopoverAnchoringHost, !anchoring.anchorsPopover(of: content) {
        throw .platformRefusal(
          .noPopoverAnchor, step,
          "cannot present \(modal.name) as a popover: it has no anchor, and \(step.containerName)'s "
            + "view controller has no view to anchor it to")
      }
      presenter.present(content, style: modal.style, animated: animated, completion: ended)
    case .switchFlow(_, let new, let host):
      let flow: PlatformViewController
      do {
        flow = try build(new, into: &built).hostViewController
      } catch {
        throw .platformRefusal(.wrongKind, step, error.reason)
      }
      host.showFlow(flow, animated: animated, completion: ended)
    case .selectTab(let index, let name, let host):
      host.selectTab(at: index, named: name, animated: animated, completion: ended)
    case .push(let screen, let stack, let host):
      // `check(_:for:)` refused a screen the factory does not convert: this one converts.
      guard let viewController = viewController(for: screen, in: stack) else {
        throw Self.notAnAppScreen(screen, step)
      }
      host.push(viewController, animated: animated, completion: ended)
    case .setStack(let keeping, let adding, let stack, let host):
      let viewControllers =
        Array(host.viewControllers.prefix(keeping)) + adding.compactMap { viewController(for: $0, in: stack) }
      host.setViewControllers(viewControllers, animated: animated, completion: ended)
    case .reload(let screen, let index, let host):
      let viewControllers = host.viewControllers
      if viewControllers.indices.contains(index) {
        factory.reload(viewControllers[index], showingScreen: screen)
      }
      ended()
    case .update(let screen, let index, let host):
      let viewControllers = host.viewControllers
      if viewControllers.indices.contains(index) {
        // The view controller stays; it shows the screen with its new data from now on.
        directory.record(viewControllers[index], showing: screen)
        factory.update(viewControllers[index], toScreen: screen)
      }
      ended()
    }
  }

  /// The containers `operation` takes off the screen: the modals it dismisses, the flow it
  /// switches from.
  static func containersGone(by operation: Operation) -> [Container] {
    switch operation {
    case .dismiss(let modals, _): modals.map(\.content)
    case .switchFlow(let old, _, _): [old]
    default: []
    }
  }

  /// Waits for a host's completion, at most ``stepTimeLimit``.
  func completion(_ start: (_ completion: @escaping @MainActor () -> Void) -> Void) async -> Bool {
    await Watchdog.wait(within: stepTimeLimit, on: clock, start)
  }

  /// Builds `container` with the factory, children first, appending each host it makes to
  /// `built`, and returns the container's own host.
  ///
  /// - Throws: ``UnbuildableContainer`` when the factory's own view controller for a container
  ///   cannot show it, or nothing makes a host for it.
  func build(
    _ container: Container, into built: inout [(String, Host)]
  ) throws(UnbuildableContainer) -> any PresentationHost<PlatformViewController> {
    switch container {
    case .stack(let stack):
      // Screens the factory does not convert were refused before (`check(_:for:)`).
      let viewControllers = stack.screens.compactMap { viewController(for: $0, in: stack.name) }
      let host = try stackHost(named: stack.name, showing: viewControllers)
      built.append((stack.name, .stack(host)))
      return host
    case .tabs(let bar):
      var tabs: [PlatformViewController] = []
      for tab in bar.tabs { tabs.append(try build(tab, into: &built).hostViewController) }
      let host = try tabHost(named: bar.name, tabs: tabs, selectedIndex: bar.selectedIndex)
      built.append((bar.name, .tabs(host)))
      return host
    case .flows(let switcher):
      let flow = try build(switcher.flow, into: &built).hostViewController
      let host = try flowHost(named: switcher.name, showing: flow)
      built.append((switcher.name, .flows(host)))
      return host
    }
  }

  /// The screens whose view controllers `operation` makes or hands to the factory.
  static func screensMade(by operation: Operation) -> [Screen] {
    func screens(of container: Container) -> [Screen] {
      switch container {
      case .stack(let stack): stack.screens
      case .tabs(let bar): bar.tabs.flatMap(screens(of:))
      case .flows(let switcher): screens(of: switcher.flow)
      }
    }
    switch operation {
    case .present(let modal, _): return screens(of: modal.content)
    case .switchFlow(_, let new, _): return screens(of: new)
    case .push(let screen, _, _), .reload(let screen, _, _), .update(let screen, _, _): return [screen]
    case .setStack(_, let adding, _, _): return adding
    case .dismiss, .selectTab: return []
    }
  }

  static func notAnAppScreen(_ screen: Screen, _ step: Step) -> NavigationError {
    .platformRefusal(
      .notAnAppScreen, step, "the factory's screen type does not convert \(screen): no view controller for it"
    )
  }

  /// The name of `object`'s type, as a foreign screen is named.
  static func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }
}
