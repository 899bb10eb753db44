import Foundation
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

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
    hand(url, from: source, drivenHere: false).ticket
  }

  /// Hands `url` to the center; when `drivenHere` and the link runs at once, its job is driven
  /// by the caller's task (``DeepLinkCenter/open(_:from:)-(String,_)``) rather than a task of
  /// its own.
  func hand(_ url: String, from source: LinkSource, drivenHere: Bool) -> (ticket: LinkTicket, job: Job?) {
    let link = IncomingLink(url: url, source: source, receivedAt: now(), isCold: !isReady)
    switch arrive(link) {
    case .route(let route, let matched):
      // Unowned: only the center's own methods make a job's journey, so the center is there.
      let journey: @MainActor () -> Journey = { [unowned self] in
        self.journey(of: link, to: route, matched: matched)
      }
      let job = submitJob(.link(link), .link, journey, drivenHere: drivenHere) { [interruptionEnded] in
        await interruptionEnded(route, $0)
      }
      return (job.ticket, job)
    case .ended(let outcome):
      return (ended(.link(link), outcome), nil)
    }
  }

  /// Hands a URL to the center (a universal link or a Handoff activity's `webpageURL`, say)
  /// and returns at once, as ``send(_:from:)-(String,_)`` does.
  @discardableResult
  public func send(_ url: URL, from source: LinkSource = .universalLink) -> LinkTicket {
    send(url.absoluteString, from: source)
  }

  /// Hands the center the link a notification's payload carries under `key`, or else the
  /// first of ``payloadLinks`` that the payload's values make, and returns at once. A payload
  /// with neither has ended failed (`noLinkInPayload`, saying what each payload link missed)
  /// when it returns, reported like any other link.
  @discardableResult
  public func send(
    payload: [String: any Sendable], key: String = "link", from source: LinkSource = .notification
  ) -> LinkTicket {
    if let link = payload[key] as? String { return send(link, from: source) }
    if let link = payloadLinks.lazy.compactMap({ $0.link(for: payload) }).first {
      return send(link, from: source)
    }
    var reason = "the payload has no link under \"\(key)\""
    if !payloadLinks.isEmpty {
      let missed = payloadLinks.map {
        "\($0.template) (\($0.mismatches(in: payload).joined(separator: ", ")))"
      }
      reason += ", and no payload link takes it: " + missed.joined(separator: "; ")
    }
    let outcome = LinkOutcome.failed(LinkFailure(.noLinkInPayload, reason))
    return ended(.link(IncomingLink(url: "", source: source, receivedAt: now())), outcome)
  }

  /// Hands the center the person's tap on the tab named `tab` and returns at once:
  /// ``personSelects(tab:)-(String)``, not awaited.
  @discardableResult
  public func send(tabTap tab: String) -> LinkTicket {
    guard let (bar, from) = navigator.state.tabBar(holding: tab) else {
      return ended(.tabTap(tab), .failed(.noSuchTab(tab)))
    }
    return submit(.tabTap(tab), .tabTap) {
      Journey(.tabTap, Journey.TabTapFrame(TabTap(tab: tab, bar: bar, from: from)))
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
    submit(.restoration, .restoration) {
      Journey(.restoration, Journey.RestorationFrame(saved, leftOut: leftOut))
    }
  }
}

extension DeepLinkCenter {
  /// The journey of `link` to `route`'s destination, asked for as the link runs.
  func journey(of link: IncomingLink, to route: Route, matched: String) -> Journey {
    let first = destination(route)
    // The same link keeps the flow it opened only when its route itself interrupts; its
    // redirects start from the link as matched.
    let key: String? = if case .interrupt = first { key(of: route) } else { nil }
    let chain: RedirectChain? =
      switch first {
      case .resolve, .redirect: RedirectChain(from: matched, in: routes)
      default: nil
      }
    return Journey(.link, link: link, Journey.LinkFrame(first, chain: chain, routeKey: key))
  }
}
