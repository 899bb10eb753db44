@_spi(Internals) import WayfinderNavigation

extension LinkRunner {
  /// Runs each of `names` in turn for `job`: a guard that does not pass shows its screen and
  /// waits. Returns an outcome only when one did not pass; the screens of those that passed
  /// after waiting go into `closing`, to close before the target shows.
  func pass(_ names: [String], for job: Job, closing: inout Closing) async -> LinkOutcome? {
    for name in names {
      guard let check = guards[name] else { return .failed(.guardNotConfigured(name)) }
      if check.isSatisfied() { continue }
      let state = await freshState()
      // What superseded work left is closed first: a dead flow never stays under sign-in. A
      // guard's screen left up for this same guard is the one this work waits on.
      let kept = closing.guards[name].flatMap { state.holds($0) ? $0 : nil }
      let before = closing.applied(to: state, keeping: kept)
      if let kept {
        if before != state, let stopped = await reach(before, from: state, for: job) { return stopped }
        closing.screens.removeAll { $0 == kept }
      } else if let stopped = await show(check.screen, over: before, for: job) {
        return stopped
      }
      closing.screens.removeAll { !navigator.state.holds($0) }
      let screen = kept ?? check.screen.id
      handGuardScreen(of: check, for: job)
      switch await waitForGuard(check, screen: screen, for: job) {
      case .passed:
        closing.screens.append(screen)
        closing.closers[screen] = { [graph] in graph.closingGuardScreen(screen, guard: name, in: $0) }
        if let stack = guardStack(of: check) { flow(in: stack, ended: .finished([:])) }
      case .cancelled:
        return .superseded
      case .screenLeft where check.isSatisfied():
        // The app closed its sign-in screen once the person signed in, before it said so.
        continue
      case .screenLeft, .timedOut:
        // The person closed the guard's screen, or left it for longer than the guard waits:
        // what is on screen is theirs to keep.
        return .guardFailed(name)
      case .failed:
        // The person cancelled sign-in: the guard's coordinator ends as their choice.
        if let stack = guardStack(of: check) { flow(in: stack, ended: .cancelled(.userWentBack)) }
        _ = await reach(before, from: await freshState(), for: job)
        prune(.replacedByLink)
        return .guardFailed(name)
      }
    }
    return nil
  }

  /// Waits until the machine ends the wait for `check`, whose screen `screen` is up: the app
  /// resolves the guard, the work is superseded, the person closes the screen, or the wait
  /// limit passes. The coordinators of what the work closed so far end first.
  func waitForGuard(_ check: RouteGuard, screen: Screen.ID, for job: Job) async -> DispatchMachine.GuardResult
  {
    prune(.replacedByLink)
    guard let shell else { return .cancelled }
    return await shell.wait(job, for: .init(name: check.name, screen: screen, limit: check.waitLimit))
  }

  /// Closes a guard's screen no work waits on.
  func close(_ screen: Screen.ID, for job: Job) async -> LinkOutcome {
    let state = await freshState()
    guard state.holds(screen) else { return .handled(state) }
    if let stopped = await reach(state.closing(screen), from: state, for: job) { return stopped }
    prune(.replacedByLink)
    return .handled(navigator.state)
  }
}
