import Foundation
import WayfinderNavigation
import WayfinderRouting

extension SceneRouter {
  /// A link handed over, and the scene it went to, once it has gone to one.
  final class Taken {
    let ticket: LinkTicket
    var scene: String?

    init(ticket: LinkTicket, scene: String?) {
      self.ticket = ticket
      self.scene = scene
    }
  }

  /// A link that came with no window connected, waiting for one.
  struct HeldLink {
    let number: Int
    let link: String
    let source: LinkSource
    let receivedBy: String?
    let taken: Taken
  }

  /// Sends `link` to a scene's center, bringing its window forward when it is not active, or
  /// holds it for the next window to connect, at most ``holdLimit``.
  func take(_ link: String, from source: LinkSource, receivedBy: String?) -> Taken {
    if let (id, ticket) = hand(link, from: source, receivedBy: receivedBy) {
      return Taken(ticket: ticket, scene: id)
    }
    let taken = Taken(ticket: LinkTicket(), scene: nil)
    heldCount += 1
    let number = heldCount
    held.append(HeldLink(number: number, link: link, source: source, receivedBy: receivedBy, taken: taken))
    let (sleepUntil, deadline) = (self.sleepUntil, now() + holdLimit)
    Task { @MainActor [weak self] in
      try? await sleepUntil(deadline)
      self?.expire(number)
    }
    return taken
  }

  /// Opens `link` as ``open(_:from:receivedBy:)-(String,_,_)`` does, and returns its outcome
  /// with the scene it went to (`nil` when it waited for a window in vain). A link that goes to
  /// a scene at once runs in the caller's task (``DeepLinkCenter/open(_:from:)-(String,_)``).
  package func opening(
    _ link: String, from source: LinkSource, receivedBy: String?
  ) async -> (scene: String?, outcome: LinkOutcome) {
    if let (id, center) = chosen(for: link, from: source, receivedBy: receivedBy) {
      return (id, await center.open(link, from: source))
    }
    let taken = take(link, from: source, receivedBy: receivedBy)
    let outcome = await taken.ticket.outcome
    return (taken.scene, outcome)
  }

  /// The scene `link` goes to, that window brought forward when it is not active; `nil` when
  /// no scene is connected (for a tool that hands the link to that scene's center itself).
  package func choose(_ link: String, from source: LinkSource, receivedBy: String?) -> String? {
    chosen(for: link, from: source, receivedBy: receivedBy)?.0
  }

  /// The scene's center for `link`, given it; `nil` when no scene is connected.
  private func hand(
    _ link: String, from source: LinkSource, receivedBy: String?
  ) -> (String, LinkTicket)? {
    guard let (id, center) = chosen(for: link, from: source, receivedBy: receivedBy) else { return nil }
    return (id, center.send(link, from: source))
  }

  /// The scene `link` goes to and its center, that window brought forward when it is not
  /// active; `nil` when no scene is connected.
  private func chosen(
    for link: String, from source: LinkSource, receivedBy: String?
  ) -> (String, DeepLinkCenter<Route>)? {
    guard let id = scene(for: link, from: source, receivedBy: receivedBy),
      let entry = entries[id], let center = entry.center
    else { return nil }
    // A window not active is brought forward, even the one the system handed the link to: asking
    // again for a scene the system brings forward already does no harm.
    if !entry.isActive { bringForward?(id) }
    return (id, center)
  }

  /// A window connected: the links held for want of one go where the policy says, in order.
  func releaseHeld(connected id: String) {
    let waiting = held
    held = []
    for link in waiting {
      // The window that connected is the one the system opened for the link, when it named
      // none.
      guard let (scene, ticket) = hand(link.link, from: link.source, receivedBy: link.receivedBy ?? id) else {
        held.append(link)
        continue
      }
      link.taken.scene = scene
      heldLinkGiven?(scene)
      ticket.whenEnded { [ticket = link.taken.ticket] in ticket.end($0) }
    }
  }

  /// The link numbered `number` waited ``holdLimit`` and no window connected.
  private func expire(_ number: Int) {
    guard let index = held.firstIndex(where: { $0.number == number }) else { return }
    let link = held.remove(at: index)
    link.taken.ticket.end(.failed(.noWindow(after: holdLimit)))
  }

  /// How many links wait for a window to connect.
  public var linksWaitingForAWindow: Int { held.count }

  /// How many hold timers the router has started on its clock: one per link that came with no
  /// window connected (for a test's clock, which counts its sleepers).
  package var holdTimersStarted: Int { heldCount }
}

extension LinkFailure {
  static func noWindow(after limit: Duration) -> LinkFailure {
    LinkFailure(.noWindow, "no window connected within the \(spoken(limit)) the link was held for one")
  }
}

extension ErrorCode where Domain == LinkFailure {
  /// The link came with no window connected, and none connected within the scene router's
  /// hold limit (`SceneRouter.holdLimit`). Nothing moved.
  public static let noWindow = ErrorCode("no-window")
}

extension DeepLinkCenter {
  /// The screen `link` opens, when its route leads to one screen; no rewrite, guard or
  /// resolver runs.
  func screen(opening link: String) -> Screen? {
    guard let match = try? match(link), case .screen(let screen, _, _) = destination(match.route) else {
      return nil
    }
    return screen
  }
}
