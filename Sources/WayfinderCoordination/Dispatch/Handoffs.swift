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

/// The center's hand-offs to the app's coordinator tree, as a journey asks for them: a link
/// handed down the tree to its stack's coordinator, the coordinators of what left the screen
/// ended, a flow's coordinator told how its flow ended. Nothing here decides what a link does.
@MainActor
final class Handoffs {
  /// The root of the app's coordinator tree, if the center walks one.
  let coordinators: Coordinator?
  let graph: NavigationGraph
  /// What is on screen now, as the navigator last read or changed it.
  let onScreen: @MainActor () -> NavigationState
  /// A handled link waiting for a coordinator on its path to attach.
  var waitingDelivery: PendingAttachment?
  /// The coordinators whose flows ended as the center saw it (an interruption completed or
  /// cancelled, a guard passed or failed): each ends so, not replaced by a link, when its
  /// container leaves the screen.
  var flowEnds: [FlowEnd] = []
  /// Hears the coordinator of the interrupting flow on screen end its flow.
  var flowEndedByCoordinator: @MainActor (Screen.ID, InterruptionResult) -> Void = { _, _ in }
  /// Hears the coordinator of a guard's screen end its flow: whether the guard passed.
  var guardResolvedByCoordinator: @MainActor (String, Bool) -> Void = { _, _ in }

  init(coordinators: Coordinator?, graph: NavigationGraph, screen: @escaping @MainActor () -> NavigationState)
  {
    self.coordinators = coordinators
    self.graph = graph
    self.onScreen = screen
  }

  /// Makes the hand-off a journey asked for (but ``Journey/Output/leaves(_:)``, the machine's).
  func hand(_ output: Journey.Output) {
    switch output {
    case .prune(let reason):
      prune(reason)
    case .deliver(let link, let screen, let stack, let watching):
      var arrived: (@MainActor (Coordinator) -> Void)?
      if let watching {
        arrived = { [weak self] coordinator in self?.watch(coordinator, watching) }
      }
      deliver(link, screen: screen, in: stack, arrived: arrived)
    case .flowEnded(let container, let ending):
      flow(in: container, ended: ending)
    case .replaceCoordinator(let container):
      coordinators?.firstReceiver(as: Coordinator.self, where: { $0.container == container })?
        .cancel(.replacedByLink)
    case .leaves:
      break
    }
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
    for name in presenters(of: names.first, in: onScreen()) {
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
    let state = state ?? onScreen()
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

  /// Has `coordinator` end the wait `watching` names when it ends its flow: finished, the flow
  /// completed with what it made (the guard passed); gone back, the flow was cancelled (the
  /// guard failed). The center checks that the wait is still the running work's.
  private func watch(_ coordinator: Coordinator, _ watching: Journey.Watching) {
    coordinator.endObserver = { [weak self] reason, values in
      guard let self else { return }
      switch (watching, reason) {
      case (.flow(let flow), nil): flowEndedByCoordinator(flow, .completed(values))
      case (.flow(let flow), .userWentBack?): flowEndedByCoordinator(flow, .cancelled)
      case (.guardNamed(let name), nil): guardResolvedByCoordinator(name, true)
      case (.guardNamed(let name), .userWentBack?): guardResolvedByCoordinator(name, false)
      case (_, .replacedByLink?), (_, .parentEnded?): break
      }
    }
  }
}
