/// A piece of work handed to a ``DeepLinkCenter`` — a link, a restoration, a person's tap on a
/// guarded tab — and its outcome once it has one.
///
/// ``DeepLinkCenter/send(_:from:)-(String,_)`` and its siblings hand the work over before they
/// return, without suspending: what a UIKit scene delegate's callbacks and a SwiftUI view's
/// `onOpenURL` need, since they are not `async`, and what a test needs to know that the center
/// has the link before it waits for the center to be idle. The center runs the work whether or
/// not anyone awaits the ticket; it reports the outcome on ``DeepLinkCenter/outcomes`` as well.
///
/// ```swift
/// let link = center.send("bank://cards/42/detail")  // waits for sign-in
/// center.resolveGuard("signedIn", passed: true)
/// print(await link.outcome)  // handled: cardDetail(42) on screen
/// ```
@MainActor
public final class LinkTicket {
  private var ended: LinkOutcome?
  private var waiters: [CheckedContinuation<LinkOutcome, Never>] = []
  private var observers: [@MainActor (LinkOutcome) -> Void] = []

  init() {}

  init(ended outcome: LinkOutcome) {
    ended = outcome
  }

  /// The work's outcome: at once if it has ended, otherwise when it ends.
  public var outcome: LinkOutcome {
    get async {
      if let ended { return ended }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// How many tasks await the outcome now.
  var awaiting: Int { waiters.count }

  /// Whether the work has ended: ``outcome`` returns at once.
  public var isEnded: Bool { ended != nil }

  /// The outcome, when the work has ended.
  package var endedOutcome: LinkOutcome? { ended }

  /// Calls `body` with the outcome as the work ends, before the tasks awaiting ``outcome``
  /// resume (at once if it has ended).
  package func whenEnded(_ body: @escaping @MainActor (LinkOutcome) -> Void) {
    if let ended { return body(ended) }
    observers.append(body)
  }

  /// The work ended with `outcome`: those who wait hear it.
  func end(_ outcome: LinkOutcome) {
    guard ended == nil else { return }
    ended = outcome
    let (observers, waiters) = (self.observers, self.waiters)
    self.observers = []
    self.waiters = []
    for observer in observers { observer(outcome) }
    for waiter in waiters { waiter.resume(returning: outcome) }
  }
}
