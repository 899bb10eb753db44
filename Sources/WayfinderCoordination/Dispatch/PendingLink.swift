import WayfinderNavigation

/// A link the center has received and not ended: what it needs to find the link again, to
/// stop it, and to answer its caller. A class, so the running link checks its flag and records
/// its race without a dictionary lookup.
@MainActor
final class PendingLink {
  let id: Int
  let link: IncomingLink
  /// The caller waiting for the outcome; `nil` when the link runs in the caller's own task.
  var continuation: CheckedContinuation<LinkOutcome, Never>?
  var task: Task<Void, Never>?
  /// Set when a newer link supersedes this one; checked at every step boundary.
  var isCancelled = false
  /// The resolver race under way, to stop when the link is cancelled.
  var race: Race?
  /// Why the navigator refused the link's last step, if it did.
  var lastRefusal: NavigationError?

  init(id: Int, link: IncomingLink) {
    self.id = id
    self.link = link
  }
}

enum Resolved {
  case destination(Destination)
  case ended(LinkOutcome)
}
