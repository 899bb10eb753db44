/// The decisions of the ``DeepLinkCenter``, with no waiting and no effects: which link runs,
/// which wait, and which end without running. The center performs what it returns.
///
/// One link runs at a time. Before the app is ready links are held; when it is, the newest
/// held link within its time to live runs and the others end (superseded or expired). A link
/// that arrives while another runs is handled by the policy: `supersede` cancels the running
/// one and runs the newcomer once the running one has stopped at a step boundary, `queue` runs
/// it after, `dropNew` ends it at once.
struct DispatchStateMachine: Sendable {
  enum Action: Sendable, Hashable {
    case start(Int)
    case cancel(Int)
    case end(Int, Verdict)
  }

  enum Verdict: Sendable, Hashable {
    case superseded
    case expired
  }

  let policy: DeepLinkCenterPolicy
  let timeToLive: Duration
  private(set) var isReady = false
  private var held: [(id: Int, at: Duration)] = []
  private(set) var running: Int?
  private var cancelling = false
  private var waiting: [Int] = []

  init(policy: DeepLinkCenterPolicy, timeToLive: Duration) {
    self.policy = policy
    self.timeToLive = timeToLive
  }

  /// Starts link `id` if it can run at once (the app is ready and no link runs), as
  /// ``received(_:at:)`` would with `[.start(id)]`; otherwise changes nothing, and the link
  /// goes to ``received(_:at:)``. The common case, decided without making an array.
  mutating func startsAtOnce(_ id: Int) -> Bool {
    guard isReady, running == nil else { return false }
    running = id
    return true
  }

  mutating func received(_ id: Int, at now: Duration) -> [Action] {
    guard isReady else {
      held.append((id, now))
      return []
    }
    guard let current = running else {
      running = id
      return [.start(id)]
    }
    switch policy {
    case .supersede:
      // The newest waits for the running link to stop; any link already waiting is superseded.
      let dropped = waiting.map { Action.end($0, .superseded) }
      waiting = [id]
      if cancelling { return dropped }
      cancelling = true
      return dropped + [.cancel(current)]
    case .queue:
      waiting.append(id)
      return []
    case .dropNew:
      return [.end(id, .superseded)]
    }
  }

  mutating func becameReady(at now: Duration) -> [Action] {
    guard !isReady else { return [] }
    isReady = true
    var actions: [Action] = []
    let fresh = held.filter { now - $0.at <= timeToLive }
    for link in held where now - link.at > timeToLive { actions.append(.end(link.id, .expired)) }
    held = []
    guard let newest = fresh.last else { return actions }
    for link in fresh.dropLast() { actions.append(.end(link.id, .superseded)) }
    running = newest.id
    return actions + [.start(newest.id)]
  }

  mutating func finished(_ id: Int) -> [Action] {
    guard running == id else { return [] }
    running = nil
    cancelling = false
    guard !waiting.isEmpty else { return [] }
    let next = waiting.removeFirst()
    running = next
    return [.start(next)]
  }
}

/// What a ``DeepLinkCenter`` does with a link that arrives while another is running.
public enum DeepLinkCenterPolicy: String, Sendable, Hashable, CaseIterable {
  /// The running link is cancelled at its next step and the newcomer runs (latest wins).
  case supersede
  /// The newcomer runs after the running link, and after any that arrived before it.
  case queue
  /// The newcomer ends at once, superseded by the link that is running.
  case dropNew
}
