import Foundation
import WayfinderNavigation

// Handing work to the center without suspending: the center has it when the call returns, and
// the ticket has its outcome once it has one. `open`, `restore`, `personSelects(tab:)` and
// `launch(restoring:)` are these, awaited.
extension DeepLinkCenter {
  /// Hands `url` to the center and returns at once, the link received: its ticket has the
  /// outcome once it has one.
  ///
  /// For callers that are not `async` — a UIKit scene delegate's `scene(_:openURLContexts:)`,
  /// a SwiftUI view's `onOpenURL` — and for tests, which know that the center has the link
  /// before they wait for it to be idle. Rewritten first (``rewrite``), a link that is refused
  /// or does not match has ended when `send` returns, and does not disturb a running link. One
  /// that matches waits while the app is not ready, and its turn.
  ///
  /// ```swift
  /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
  ///   for context in contexts { center.send(context.url) }
  /// }
  /// ```
  @discardableResult
  public func send(_ url: String, from source: LinkSource = .url) -> LinkTicket {
    let link = IncomingLink(url: url, source: source, receivedAt: now(), isCold: !isReady)
    switch runner.arrive(link) {
    case .route(let route, let matched):
      return submit(.link(link), .link) { [runner] job in
        await runner.run(job, route: route, url: matched)
      }
    case .ended(let outcome):
      return ended(.link(link), outcome)
    }
  }

  /// Hands a URL to the center (a universal link or a Handoff activity's `webpageURL`, say)
  /// and returns at once, as ``send(_:from:)-(String,_)`` does.
  @discardableResult
  public func send(_ url: URL, from source: LinkSource = .universalLink) -> LinkTicket {
    send(url.absoluteString, from: source)
  }

  /// Hands the center the link a notification's payload carries under `key`, and returns at
  /// once. A payload without a string under `key` has ended failed (`noLinkInPayload`) when
  /// it returns, reported like any other link.
  @discardableResult
  public func send(
    payload: [String: any Sendable], key: String = "link", from source: LinkSource = .notification
  ) -> LinkTicket {
    guard let link = payload[key] as? String else {
      let outcome = LinkOutcome.failed(
        LinkFailure(.noLinkInPayload, "the payload has no link under \"\(key)\""))
      return ended(.link(IncomingLink(url: "", source: source, receivedAt: now())), outcome)
    }
    return send(link, from: source)
  }

  /// Hands the center the person's tap on the tab named `tab` and returns at once:
  /// ``personSelects(tab:)-(String)``, not awaited.
  @discardableResult
  public func send(tabTap tab: String) -> LinkTicket {
    guard let (bar, from) = runner.navigator.state.tabBar(holding: tab) else {
      return ended(.tabTap(tab), .failed(.noSuchTab(tab)))
    }
    return submit(.tabTap(tab), .tabTap) { [runner] job in
      await runner.runTab(job, TabTap(tab: tab, bar: bar, from: from))
    }
  }

  /// Hands the center a saved state to bring back and returns at once: ``restore(_:)``, not
  /// awaited.
  @discardableResult
  public func send(restoring saved: NavigationState) -> LinkTicket {
    send(restoring: saved, leftOut: [])
  }

  /// Hands the center the JSON of a saved state to bring back and returns at once:
  /// ``restore(data:)``, not awaited. `nil` or empty data restores nothing and returns `nil`.
  @discardableResult
  public func send(restoringData data: Data?) -> LinkTicket? {
    guard let data, !data.isEmpty else { return nil }
    do {
      return send(restoring: try JSONDecoder().decode(NavigationState.self, from: data))
    } catch {
      if let partial = try? JSONDecoder().decode(PartialSavedState.self, from: data) {
        return send(restoring: partial.state, leftOut: partial.dropped)
      }
      return ended(.restoration, .failed(.notRestored("it does not decode (\(error))")))
    }
  }

  /// Begins the launch and returns at once: ``launch(restoring:)``, not awaited. The center
  /// says it is ready (``becomeReady()``) as the restoration ends, or now when there is nothing
  /// to restore. A center that is ready, or restoring, already launched: it does nothing.
  ///
  /// - Returns: The restoration's ticket; `nil` when nothing is restored.
  @discardableResult
  public func beginLaunch(restoring data: Data?) -> LinkTicket? {
    guard !isReady, !isRestoring else { return nil }
    guard let ticket = send(restoringData: data) else {
      becomeReady()
      return nil
    }
    ticket.whenEnded { [weak self] _ in self?.becomeReady() }
    return ticket
  }

  func send(restoring saved: NavigationState, leftOut: [String]) -> LinkTicket {
    return submit(.restoration, .restoration) { [runner] job in
      await runner.reachRestored(saved, leftOut: leftOut, for: job)
    }
  }
}
