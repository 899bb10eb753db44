import WayfinderNavigation

// The coordinators that host their own stacks (`HostingCoordinator`): held weakly, as the
// hosts are, and asked for what their stacks show.
extension HostDirectory {
  /// A coordinator that hosts a stack, held weakly: the coordinator tree owns it.
  struct HostingEntry {
    weak var coordinator: (any HostingCoordinator<PlatformViewController>)?
  }

  /// The coordinator hosting the stack named `stack`, while it is alive and its navigation
  /// controller is still that stack's host.
  func hostingCoordinator(for stack: String) -> (any HostingCoordinator<PlatformViewController>)? {
    guard let coordinator = hostingCoordinators[stack]?.coordinator,
      let host = host(for: stack)?.presentationHost,
      host.hostViewController === coordinator.navigationController
    else { return nil }
    return coordinator
  }

  /// The live coordinator whose navigation controller is `presenter`, if any: it presents and
  /// dismisses over its stack.
  func hostingCoordinator(
    presentingFrom presenter: any PresentationHost<PlatformViewController>
  ) -> (any HostingCoordinator<PlatformViewController>)? {
    hostingCoordinators.keys.sorted().lazy.compactMap { self.hostingCoordinator(for: $0) }
      .first { $0.navigationController === presenter.hostViewController }
  }

  /// The screen `viewController` shows, as the coordinator hosting its stack reads it.
  func screenRead(byHostOf viewController: PlatformViewController) -> Screen? {
    for name in hostingCoordinators.keys.sorted() {
      guard let coordinator = hostingCoordinator(for: name),
        let stack = coordinator.stackHost, stack.viewControllers.contains(where: { $0 === viewController })
      else { continue }
      return coordinator.libraryScreen(shownBy: viewController)
    }
    return nil
  }
}
