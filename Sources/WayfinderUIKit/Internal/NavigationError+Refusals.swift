import WayfinderNavigation

// NB: `NavigationError` has no public initializer: WayfinderNavigation makes every one, so
// that each carries its rule book's code and wording. The navigator's own two refusals are
// made there too: a step on a container without a host is refused as the rule book refuses
// a step on a container that is not on screen, and a step that arrives during another is
// refused by a headless navigator kept busy for the purpose. Both are exactly what
// `HeadlessNavigator` would say.
extension NavigationError {
  /// The rule book's refusal of `step` on a state without the container it names.
  ///
  /// - Parameter container: The container `step` names, which has no host.
  static func refusal(of step: Step, whose container: String) -> NavigationError {
    let elsewhere = NavigationState(root: .stack(Stack(name: container.isEmpty ? "-" : "", screens: [])))
    do {
      _ = try elsewhere.applying(step)
    } catch {
      return error
    }
    // Not reached: no step applies to a state that holds neither its container nor a modal.
    return refusal(of: .dismiss(container), whose: container)
  }

  /// The headless navigator's refusal of `step` for arriving while another step runs.
  @MainActor
  static func busyRefusal(of step: Step) async -> NavigationError {
    let probe = HeadlessNavigator(
      state: NavigationState(root: .stack("busy", [Screen("busy")])), clock: ManualClock(),
      stepDuration: .seconds(1), recording: .nothing)
    let running = Task { try? await probe.perform(.reload(Screen("busy"), in: "busy")) }
    defer { running.cancel() }
    while !probe.isPerforming { await Task.yield() }
    do {
      // Refused before the call can suspend: the probe is performing.
      try await probe.perform(step)
    } catch {
      return error
    }
    return refusal(of: step, whose: step.containerName)
  }
}

extension Step {
  /// The name of the container the step changes: the modal it dismisses, the container it
  /// presents from, the flow switcher, tab bar or stack it changes.
  var containerName: String {
    switch action {
    case .dismiss(let modal): modal
    case .present(_, let presenter): presenter
    case .switchFlow(let switcher, _): switcher
    case .selectTab(_, let tabBar): tabBar
    case .push(_, let stack), .pop(_, _, let stack), .replace(_, _, let stack), .reload(_, let stack): stack
    }
  }
}
