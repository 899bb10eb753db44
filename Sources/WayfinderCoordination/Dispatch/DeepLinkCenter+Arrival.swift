@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

/// What became of a link as it arrived, before it takes its turn: the route it opens, or the
/// outcome it ends with at once (its rewrite refused it, or it matches no route).
enum Arrival<Route> {
  /// The route, and the link as matched (its redirects start there).
  case route(Route, url: String)
  case ended(LinkOutcome)
}

extension DeepLinkCenter {
  /// The link `link` goes on as, once rewritten: the declared rules first (the one whose
  /// pattern and sources take it), then the app's ``DeepLinkCenter/rewrite``, which is told the
  /// link as the rules left it. A link neither changes goes on as it came. A bare path, and a
  /// bare path a rewrite gives, is the whole link it stands for when the policy names an origin
  /// for bare paths (`LinkPolicy.barePathOrigin`).
  func rewritten(_ link: IncomingLink) -> Result<String, LinkFailure> {
    var url = whole(link.url)
    if let (rules, sources) = rewriteRules, let (rule, target) = rules.rewrite(url, cold: link.isCold),
      sources[rule].isEmpty || sources[rule].contains(link.source)
    {
      url = target
    }
    guard let rewrite = rewriteLink else { return .success(url) }
    do {
      return .success(
        whole(
          try rewrite(
            IncomingLink(url: url, source: link.source, receivedAt: link.receivedAt, isCold: link.isCold))))
    } catch {
      return .failure(LinkFailure(.rewriteRefused, "the rewrite refused \(link.url): \(error)"))
    }
  }

  /// The whole link the bare path `url` stands for, when the policy names an origin for bare
  /// paths; `url` itself otherwise.
  func whole(_ url: String) -> String { routes.policy.wholeLink(standingFor: url) ?? url }

  /// Rewrites `link` and matches what it became: the rewrite, as the table's redirects, is
  /// decided as the link arrives, so a link that ends here never disturbs a running one.
  func arrive(_ link: IncomingLink) -> Arrival<Route> {
    let url: String
    switch rewritten(link) {
    case .failure(let refusal): return .ended(.failed(refusal))
    case .success(let rewritten): url = rewritten
    }
    let route: Route
    do {
      route = url.hasPrefix("/") ? try routes.match(path: url).route : try routes.matchedRoute(url)
    } catch {
      return .ended(error.code.category == .unmatched ? .unmatched(error) : .rejected(error))
    }
    // The same link again within the duplicate window is dropped.
    if let dropped = duplicate(of: route, arriving: link) { return .ended(dropped) }
    // The same link as the one whose flow is up (a notification tapped twice) keeps the flow.
    if let kept = keptFlow(for: route) { return .ended(kept) }
    return .route(route, url: url)
  }

  /// What the same link as the one whose interrupting flow is up ends with as it arrives: the
  /// flow kept as the person left it, or `nil` when it goes its way as any link.
  func keptFlow(for route: Route) -> LinkOutcome? {
    guard let id = machine.running, let kept = jobs[id]?.journey?.shared.keptFlow,
      case .interrupted(let interruption)? = runningPhase, interruption.flow == kept.flow,
      navigator.state.holds(kept.flow), key(of: route) == kept.route
    else { return nil }
    return .kept(navigator.state)
  }

  /// What a link that opens `route` ends with as it arrives when the same link came within the
  /// duplicate window: ``LinkOutcome/duplicate(of:after:)``; otherwise `nil`, and the link is
  /// remembered for the window, counted from it.
  func duplicate(of route: Route, arriving link: IncomingLink) -> LinkOutcome? {
    guard let window = duplicateWindow, window > .zero else { return nil }
    let time = link.receivedAt
    recentLinks = recentLinks.filter { time - $0.value.at < window }
    let key = key(of: route)
    if let earlier = recentLinks[key] { return .duplicate(of: earlier.url, after: time - earlier.at) }
    recentLinks[key] = (link.url, time)
    return nil
  }

  /// The route as its link: what two links that open the same route share.
  func key(of route: Route) -> String {
    (try? routes.link(for: route)) ?? String(describing: route)
  }

  /// Matches a link, or a path inside the app (what a rewrite may give).
  func match(_ url: String) throws(LinkError) -> RouteMatch<Route> {
    url.hasPrefix("/") ? try routes.match(path: url) : try routes.match(url)
  }
}
