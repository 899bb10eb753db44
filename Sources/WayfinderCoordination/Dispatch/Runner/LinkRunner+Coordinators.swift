@_spi(Internals) import WayfinderNavigation

extension LinkRunner {
  /// Finds the coordinator that claims `request`, makes its stack visible, and lets it respond.
  func respond(to request: ResponderRequest, for job: Job) async -> LinkOutcome {
    guard let responder = coordinators?.firstResponder(for: request) else {
      return .failed(LinkFailure(.noResponder, "no coordinator answers \(request)"))
    }
    _ = responder.becomeFirstResponder()
    let state = await freshState()
    if case .stack(let stack)? = state.container(named: responder.container),
      let target = try? state.showing(stack.screens, in: stack.name)
    {
      if let stopped = await reach(target, from: state, for: job) { return stopped }
    }
    await responder.respond(to: request)
    return .handled(navigator.state)
  }

  /// Ends the coordinators whose containers left the screen, then walks the path to `stack`,
  /// making children on demand, and hands the link to the stack's coordinator, now or when it
  /// attaches, once. A link waiting for a coordinator that never came is dropped by the next.
  func deliver(_ link: IncomingLink, screen: Screen, in stack: String) {
    guard let root = coordinators else { return }
    // The one prune of a handled link: the coordinators of what its steps closed end now.
    root.prune(keeping: navigator.state, reason: .replacedByLink)
    waitingDelivery?.cancel()
    waitingDelivery = nil
    var names = graph.path(to: stack)[...]
    if names.first == root.container { names = names.dropFirst() }
    walk(from: root, through: names, link, screen)
  }

  /// Hands the link down `names`, one coordinator at a time, each made on demand or awaited
  /// until it attaches.
  func walk(
    from node: Coordinator, through names: ArraySlice<String>, _ link: IncomingLink, _ screen: Screen
  ) {
    guard let name = names.first else {
      node.receive(link, screen: screen)
      return
    }
    _ = node.child(for: name)
    let handle = node.whenAttached(name) { [weak self] child in
      self?.walk(from: child, through: names.dropFirst(), link, screen)
    }
    // A handle that fired at once has nothing left to wait for; a deeper one may be waiting.
    if handle.isPending { waitingDelivery = handle }
  }
}
