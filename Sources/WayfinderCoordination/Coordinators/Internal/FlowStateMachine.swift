/// The decisions of a flow's lifecycle, apart from their effects: a flow ends exactly once,
/// and everyone who waits for its end receives it, whether they began waiting before or after.
///
/// ``FlowCoordinator`` is the shell: it asks the machine what to do and resumes the waiters
/// the machine hands back. Nothing here suspends, so the rules are testable without waiting.
struct FlowStateMachine<Output: Sendable> {
  typealias End = Result<Output, CancellationReason>
  typealias Waiter = CheckedContinuation<End, Never>

  private enum State {
    case running(waiters: [Waiter])
    case ended(End)
  }

  /// What to do when someone starts waiting.
  enum WaitAction {
    /// Keep the waiter suspended; the machine holds it until the flow ends.
    case suspend
    /// The flow has ended already: resume the waiter now with its end.
    case resume(Waiter, End)
  }

  /// What to do when the flow ends.
  enum EndAction {
    /// The flow had ended before: ignore this end.
    case ignore
    /// Resume every waiter with the end (there may be none).
    case resume([Waiter], End)
  }

  private var state = State.running(waiters: [])

  /// The flow's end, once it has ended.
  var end: End? {
    if case .ended(let end) = state { return end }
    return nil
  }

  /// Someone waits for the end.
  mutating func wait(_ waiter: Waiter) -> WaitAction {
    switch state {
    case .running(var waiters):
      waiters.append(waiter)
      state = .running(waiters: waiters)
      return .suspend
    case .ended(let end):
      return .resume(waiter, end)
    }
  }

  /// The flow ends with `end`, unless it has ended already.
  mutating func finish(_ end: End) -> EndAction {
    switch state {
    case .running(let waiters):
      state = .ended(end)
      return .resume(waiters, end)
    case .ended:
      return .ignore
    }
  }
}
