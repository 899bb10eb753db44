@_spi(Internals) import WayfinderNavigation

/// How the flow of a coordinator the center handed a link ended, as the center saw it: the
/// coordinator ends so once its container leaves the screen.
struct FlowEnd {
  enum Ending {
    /// Completed: an interruption ended `.completed(values)`, a guard passed.
    case finished([String: String])
    /// Cancelled: an interruption ended `.cancelled`, a guard failed.
    case cancelled(CancellationReason)
  }

  weak var coordinator: Coordinator?
  var ending: Ending
}

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
  /// attaches, once; `arrived` is told of that coordinator then. Without a link (a person's tab
  /// tap, a restoration) the coordinators on the path are made and nothing is handed. A link
  /// waiting for a coordinator that never came is dropped by the next.
  ///
  /// A modal's coordinator is the child of the coordinator that presented it: the coordinator
  /// of the stack the modal is over, as deep down that stack's path as coordinators are made.
  func deliver(
    _ link: IncomingLink?, screen: Screen, in stack: String,
    arrived: (@MainActor (Coordinator) -> Void)? = nil
  ) {
    guard let root = coordinators else { return }
    // The one prune of a handled link: the coordinators of what its steps closed end now.
    prune(.replacedByLink)
    waitingDelivery?.cancel()
    waitingDelivery = nil
    let names = path(to: stack)
    var node = root
    for name in presenters(of: names.first, in: navigator.state) {
      guard let child = node.child(for: name) else { break }
      node = child
    }
    walk(from: node, through: names[...], link, screen, arrived)
  }

  /// The graph's path to `container`, from the root coordinator's child or from a modal.
  private func path(to container: String) -> [String] {
    var names = graph.path(to: container)
    if names.first == coordinators?.container { names.removeFirst() }
    return names
  }

  /// The containers, from the root coordinator's child, down to the stack that presents the
  /// modal `top` in `state`; none when `top` is no modal there.
  private func presenters(of top: String?, in state: NavigationState) -> [String] {
    guard let top, let level = state.modals.firstIndex(where: { $0.name == top }) else { return [] }
    let under = level == 0 ? state.root.visibleStack.name : state.modals[level - 1].content.visibleStack.name
    let names = path(to: under)
    return presenters(of: names.first, in: state) + names
  }

  /// Hands the link down `names`, one coordinator at a time, each made on demand or awaited
  /// until it attaches.
  func walk(
    from node: Coordinator, through names: ArraySlice<String>, _ link: IncomingLink?, _ screen: Screen,
    _ arrived: (@MainActor (Coordinator) -> Void)?
  ) {
    guard let name = names.first else {
      if let link { node.receive(link, screen: screen) }
      arrived?(node)
      return
    }
    _ = node.child(for: name)
    let handle = node.whenAttached(name) { [weak self] child in
      self?.walk(from: child, through: names.dropFirst(), link, screen, arrived)
    }
    // A handle that fired at once has nothing left to wait for; a deeper one may be waiting.
    if handle.isPending { waitingDelivery = handle }
  }

  /// Ends the coordinators whose containers left `state` (the screen, unless given): those
  /// whose flows ended as the center saw it end so, the others for `reason`.
  func prune(keeping state: NavigationState? = nil, _ reason: CancellationReason) {
    guard let root = coordinators else { return }
    let state = state ?? navigator.state
    let names = state.containerNames
    let ending = flowEnds
    flowEnds = []
    for end in ending {
      guard let coordinator = end.coordinator, coordinator.isActive else { continue }
      guard !names.contains(coordinator.container) else {
        flowEnds.append(end)
        continue
      }
      coordinator.endObserver = nil
      switch end.ending {
      case .finished(let values): coordinator.finishFlow(with: values)
      case .cancelled(let reason): coordinator.cancel(reason)
      }
    }
    root.prune(keeping: state, reason: reason)
  }

  /// Says the flow in `container` ended `ending`: its coordinator ends so when the container
  /// leaves the screen.
  func flow(in container: String, ended ending: FlowEnd.Ending) {
    guard
      let coordinator = coordinators?.firstReceiver(
        as: Coordinator.self, where: { $0.container == container })
    else { return }
    flowEnds.append(FlowEnd(coordinator: coordinator, ending: ending))
  }

  /// Has the coordinator of the interrupting flow `flow` end the link's wait when it ends its
  /// flow: finished, the flow completed with what it made; gone back, the flow was cancelled.
  func watch(_ coordinator: Coordinator, endingFlow flow: Screen.ID) {
    coordinator.endObserver = { [weak self] reason, values in
      guard let shell = self?.shell, case .interrupted(let interruption)? = shell.runningPhase,
        interruption.flow == flow
      else { return }
      switch reason {
      case nil: shell.endInterruption(.completed(values))
      case .userWentBack?: shell.endInterruption(.cancelled)
      case .replacedByLink?, .parentEnded?: break
      }
    }
  }

  /// Has the coordinator of the guard `name`'s screen resolve the guard when it ends its flow:
  /// finished, the guard passed; gone back, it failed.
  func watch(_ coordinator: Coordinator, resolving name: String) {
    coordinator.endObserver = { [weak self] reason, _ in
      guard let shell = self?.shell, case .waitingForGuard(let wait)? = shell.runningPhase, wait.name == name
      else { return }
      switch reason {
      case nil: shell.resolveGuard(name, passed: true)
      case .userWentBack?: shell.resolveGuard(name, passed: false)
      case .replacedByLink?, .parentEnded?: break
      }
    }
  }

  /// Makes the coordinator of `check`'s screen, up for `job`, and hands it the link that waits.
  func handGuardScreen(of check: RouteGuard, for job: Job) {
    guard coordinators != nil, let stack = guardStack(of: check) else { return }
    let link: IncomingLink? = if case .link(let link) = job.subject { link } else { nil }
    deliver(link, screen: check.screen, in: stack) { [weak self] coordinator in
      self?.watch(coordinator, resolving: check.name)
    }
  }

  /// The stack that shows `check`'s screen.
  func guardStack(of check: RouteGuard) -> String? {
    try? graph.place(for: check.screen, in: nil, from: navigator.state).place.stack
  }
}
