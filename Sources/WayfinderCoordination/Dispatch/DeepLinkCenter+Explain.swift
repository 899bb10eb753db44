@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

extension DeepLinkCenter {
  /// What `url` would do from the state on screen — its route, screen, guards, path, back
  /// stack, target and plan — without touching the screen. A resolver is asked (data is
  /// loaded), but nothing is shown and no guard is run.
  func explanation(of link: String, from source: LinkSource) async -> LinkExplanation {
    var explanation = LinkExplanation(link: link)
    guard let url = rewriteForExplaining(link, from: source, into: &explanation) else { return explanation }
    let route: Route
    let chain: RedirectChain
    do {
      let match = try match(url)
      route = match.route
      chain = RedirectChain(from: url, redirects: match.redirects, in: routes)
      explanation.redirects = match.redirects
      explanation.pattern = match.pattern.description
      explanation.route = "\(route)"
    } catch {
      explanation.stopsWith = error.code.category == .unmatched ? .unmatched(error) : .rejected(error)
      return explanation
    }
    let screen: Screen
    let stack: String?
    var effect = LinkEffect.rebuild
    let first = destination(route)
    if case .resolve = first { explanation.decidedByApp = true }
    // The destination as the link's journey follows it, through the same frame `open` runs.
    var journey = Journey(
      .explaining, Journey.LinkFrame(first, chain: chain, routeKey: nil, explaining: true))
    journey.shared.hops = chain.hops
    let followed = await follow(&journey)
    explanation.redirects = journey.shared.hops
    switch followed {
    case .ended(let outcome):
      explanation.stopsWith = outcome
      return explanation
    case .destination(.screen(let target, let place, let chosen)):
      (screen, stack, effect) = (target, place, chosen)
    case .destination(.interrupt(let target, _)):
      (screen, stack) = (target, nil)
      explanation.interrupts = true
    case .destination(.resolve), .destination(.redirect):
      explanation.stopsWith = .failed(LinkFailure(.resolverGaveResolver, "a resolver gave another resolver"))
      return explanation
    case .destination(.action(let name, let guards, _)):
      explanation.action = name
      explanation.guards = guards
      return explanation
    case .destination(.respond(let request)):
      let responder = coordinators?.firstResponder(for: request)
      explanation.route =
        "\(route) (answered by \(responder?.path.joined(separator: " › ") ?? "no coordinator"))"
      // As `respond(to:for:)` ends it when no coordinator claims the request.
      if responder == nil {
        explanation.stopsWith = .failed(LinkFailure(.noResponder, "no coordinator answers \(request)"))
      }
      return explanation
    }
    explanation.screen = screen
    // The one decision `open` performs, on a snapshot: what it says is what `open` does.
    let state = await navigator.snapshot()
    let decision: ScreenDecision
    do {
      decision = try rules.decide(
        screen, in: stack, effect: effect, interrupts: explanation.interrupts, closing: Closing(), from: state
      )
    } catch {
      explanation.stopsWith = .failed(error)
      return explanation
    }
    let place = decision.place
    explanation.stack = place.stack
    explanation.guards = rules.graph.guards(for: screen.name, in: place.stack)
    explanation.path = rules.graph.path(to: place.stack)
    explanation.backStack = rules.graph.backStack(for: screen, in: place.stack)
    explanation.target = decision.target
    explanation.steps = decision.steps
    return explanation
  }

  /// Runs an explaining journey to the link's destination: resolvers are asked, nothing is read
  /// or shown.
  private func follow(_ journey: inout Journey) async -> Followed {
    var event = Journey.Event.start
    while true {
      let facts = Journey.Facts(state: navigator.state, passing: GuardAnswers([]), cancelled: false)
      switch journey.advance(event, facts, rules) {
      case .effect(.resolve(let timeout, let resolver)):
        event = .resolved(await Race().run(resolver, until: now() + timeout, sleepUntil: sleepUntil))
      case .finished(let outcome):
        guard let destination = journey.shared.explained else { return .ended(outcome) }
        return .destination(destination)
      default:
        return .ended(
          .failed(LinkFailure(.navigatorRefused, "explaining asked for more than the destination")))
      }
    }
  }

  /// Asks the rewrite for `link` cold and warm, and records both; returns the link the rest
  /// of the explanation follows (cold while the center is not ready), or `nil` when the
  /// rewrite refuses it.
  private func rewriteForExplaining(
    _ link: String, from source: LinkSource, into explanation: inout LinkExplanation
  )
    -> String?
  {
    explanation.isCold = !isReady
    explanation.standsFor = routes.policy.wholeLink(standingFor: link)
    var followed: String?
    for cold in [true, false] {
      let arrival = IncomingLink(url: link, source: source, receivedAt: now(), isCold: cold)
      switch rewritten(arrival) {
      case .success(let url):
        let changed = url == whole(link) ? nil : url
        if cold { explanation.coldRewrite = changed } else { explanation.warmRewrite = changed }
        if cold == explanation.isCold { followed = url }
      case .failure(let refusal):
        if cold {
          explanation.refusals.cold = refusal.reason
        } else {
          explanation.refusals.warm = refusal.reason
        }
        if cold == explanation.isCold { explanation.stopsWith = .failed(refusal) }
      }
    }
    return followed
  }
}

/// Where an explaining journey ended: at the link's destination, or with an outcome.
private enum Followed {
  case destination(Destination)
  case ended(LinkOutcome)
}
