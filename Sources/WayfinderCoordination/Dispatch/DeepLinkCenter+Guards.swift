import WayfinderNavigation

extension DeepLinkCenter {
  /// Says whether the guard named `name` passed (signed in) or not (sign-in cancelled); the
  /// links waiting for it go on or end guard-failed.
  public func resolveGuard(_ name: String, passed: Bool) {
    let waiters = guardWaiters.removeValue(forKey: name) ?? []
    for waiter in waiters { waiter.continuation.resume(returning: passed ? .passed : .failed) }
  }

  /// The guards a running link is waiting for.
  public var pendingGuards: [String] { guardWaiters.filter { !$0.value.isEmpty }.keys.sorted() }

  /// Waits until the guard named `name` is resolved, the link is cancelled, or the person
  /// dismisses `screen`, the guard's screen shown for the link.
  func waitForGuard(_ name: String, showing screen: Screen.ID, for link: PendingLink) async -> GuardResult {
    await withCheckedContinuation { (continuation: CheckedContinuation<GuardResult, Never>) in
      if link.isCancelled {
        continuation.resume(returning: .cancelled)
      } else {
        guardWaiters[name, default: []].append(
          GuardWaiter(id: link.id, screen: screen, continuation: continuation))
      }
    }
  }

  func cancelGuardWait(_ id: Int) {
    for (name, waiters) in guardWaiters {
      for waiter in waiters where waiter.id == id { waiter.continuation.resume(returning: .cancelled) }
      guardWaiters[name] = waiters.filter { $0.id != id }
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
  /// A newer link superseded the waiting one.
  case cancelled
}
