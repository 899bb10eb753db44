import WayfinderNavigation

extension DeepLinkCenter {
  /// Says whether the guard named `name` passed (signed in) or not (sign-in cancelled); the
  /// links waiting for it go on or end guard-failed.
  public func resolveGuard(_ name: String, passed: Bool) {
    let waiters = guardWaiters.removeValue(forKey: name) ?? []
    for waiter in waiters { waiter.continuation.resume(returning: passed ? .passed : .failed) }
  }

  /// Runs each of `names` in turn for `link`: a guard that does not pass shows its screen and
  /// waits. Returns an outcome only when one did not pass; the screens of those that passed
  /// after waiting go into `passed`, for the caller to close before its target shows.
  func pass(_ names: [String], for link: PendingLink, passed: inout [Screen.ID]) async -> LinkOutcome? {
    for name in names {
      guard let check = guards[name] else {
        return .failed("the graph names guard \"\(name)\", which is not configured")
      }
      if check.isSatisfied() { continue }
      if let live { await live.refresh() }
      let before = navigator.state
      if let stopped = await show(check.screen, in: nil, for: link) { return stopped }
      switch await waitForGuard(check, for: link) {
      case .passed:
        passed.append(check.screen.id)
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
        _ = await reach(before, for: link)
        return .guardFailed(name)
      }
    }
    return nil
  }

  /// The guards a running link is waiting for.
  public var pendingGuards: [String] { guardWaiters.filter { !$0.value.isEmpty }.keys.sorted() }

  /// Waits until `check` is resolved, the link is cancelled, the person dismisses the guard's
  /// screen shown for the link, or the guard's wait limit passes.
  func waitForGuard(_ check: RouteGuard, for link: PendingLink) async -> GuardResult {
    let timer = check.waitLimit.map { limit in
      Task { [weak self, sleep] in
        do { try await sleep(limit) } catch { return }
        self?.endGuardWait(link.id, with: .timedOut)
      }
    }
    defer { timer?.cancel() }
    return await withCheckedContinuation { (continuation: CheckedContinuation<GuardResult, Never>) in
      if link.isCancelled {
        continuation.resume(returning: .cancelled)
      } else {
        guardWaiters[check.name, default: []].append(
          GuardWaiter(id: link.id, screen: check.screen.id, continuation: continuation))
      }
    }
  }

  func cancelGuardWait(_ id: Int) {
    endGuardWait(id, with: .cancelled)
  }

  /// Ends link `id`'s guard wait, if it waits, with `result`.
  private func endGuardWait(_ id: Int, with result: GuardResult) {
    for (name, waiters) in guardWaiters where waiters.contains(where: { $0.id == id }) {
      for waiter in waiters where waiter.id == id { waiter.continuation.resume(returning: result) }
      let stay = waiters.filter { $0.id != id }
      guardWaiters[name] = stay.isEmpty ? nil : stay
    }
  }

  /// Ends, guard-failed, every guard wait whose screen is no longer on screen in `state`: the
  /// person dismissed the sign-in sheet, or went elsewhere.
  func endGuardWaits(whoseScreenLeft state: NavigationState) {
    for (name, waiters) in guardWaiters {
      let (left, stay) = (
        waiters.filter { !state.holds($0.screen) }, waiters.filter { state.holds($0.screen) }
      )
      guard !left.isEmpty else { continue }
      guardWaiters[name] = stay.isEmpty ? nil : stay
      for waiter in left { waiter.continuation.resume(returning: .screenLeft) }
    }
  }
}

/// A link waiting for a guard, and the guard's screen shown for it.
struct GuardWaiter {
  let id: Int
  let screen: Screen.ID
  let continuation: CheckedContinuation<GuardResult, Never>
}

/// How a guard wait ended.
enum GuardResult {
  /// The app said the guard passed.
  case passed
  /// The app said it failed (sign-in cancelled).
  case failed
  /// The person dismissed the guard's screen: the link ends guard-failed, and the screen is
  /// left as the person made it.
  case screenLeft
  /// The guard was not resolved within its wait limit: the link ends guard-failed, and the
  /// screen is left as it is.
  case timedOut
  /// A newer link superseded the waiting one.
  case cancelled
}
