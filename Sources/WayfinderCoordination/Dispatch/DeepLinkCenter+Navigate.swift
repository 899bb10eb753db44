@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

// Typed navigation from the app's own code: the same decision a link gets — guards, plan, one
// outcome — with no URL to print and parse again.
extension DeepLinkCenter {
  /// Hands the center `route`, asked for by the app's own code (a button, a row, the end of a
  /// flow), and returns at once; its ticket has the outcome once it has one.
  ///
  /// It is a link in all but its URL: it waits while the app is not ready and for its turn,
  /// runs the route's guards, plans from what is on screen, and ends with one outcome, which
  /// ``outcomes`` reports with ``LinkSource/app`` as its source. The route is not printed and
  /// matched again: the link's ``IncomingLink/url`` is only what a report shows (the route's
  /// link when the table prints it, else the route itself).
  ///
  /// ```swift
  /// @objc func showCard() { center.send(route: .card(cardID: 42)) }  // through sign-in when needed
  /// ```
  ///
  /// - Parameter route: A route of the app's.
  /// - Returns: The ticket of the request.
  @discardableResult
  public func send(route: Route) -> LinkTicket {
    let shown = (try? routes.link(for: route)) ?? String(describing: route)
    let link = IncomingLink(url: shown, source: .app, receivedAt: now(), isCold: !isReady)
    // The same request as the one whose flow is up keeps the flow, as the same link does.
    if let kept = keptFlow(for: route) { return ended(.link(link), kept) }
    // Unowned: only the center's own methods make a job's journey, so the center is there.
    let journey: @MainActor () -> Journey = { [unowned self] in
      self.journey(of: link, to: route, matched: shown)
    }
    return submit(.link(link), .link, journey) { [interruptionEnded] in await interruptionEnded(route, $0) }
  }

  /// Navigates to `route` from the app's own code, and returns its outcome once it has one:
  /// ``send(route:)``, awaited.
  ///
  /// ```swift
  /// let outcome = await center.navigate(to: .card(cardID: 42))
  /// // .handled(…) once the card is on screen, .guardFailed("signedIn") if sign-in was cancelled
  /// ```
  public func navigate(to route: Route) async -> LinkOutcome {
    await send(route: route).outcome
  }

  /// Switches the app's own flow — onboarding finished, so the main flow — while the center
  /// holds links, then becomes ready: the newest held link opens over the new flow.
  ///
  /// It is the end of onboarding as the center sees it. During onboarding the center is not
  /// ready, so a link that arrives waits (``heldLinks``) rather than take the person away from
  /// their progress; once the person finishes, this switches the flow switcher that holds
  /// `flow` to it, as it first appears in the graph, through the plan, guards and one outcome
  /// (a restoration's: the coordinators of what left end), and then calls ``becomeReady()``.
  ///
  /// ```swift
  /// // at launch: the window shows the onboarding flow; the center is not ready
  /// func onboardingDidFinish() {
  ///   center.switchFlow(to: "main")  // main's first screen, then a link held meanwhile
  /// }
  /// ```
  ///
  /// - Parameter flow: The name of the flow to show, a flow of one of the graph's switchers.
  /// - Returns: The switch's ticket. It ends failed (`notRestored`) when the center is ready
  ///   already (open a route then: ``send(route:)``), or when no switcher on screen holds
  ///   `flow`; the center is then ready all the same.
  @discardableResult
  public func switchFlow(to flow: String) -> LinkTicket {
    let graph = rules.graph
    let path = graph.path(to: flow)
    guard !isReady, path.count >= 2, let shown = graph.initialContainer(flow),
      let root = Self.root(navigator.state.root, showing: shown, in: path[path.count - 2])
    else {
      let reason =
        isReady
        ? "the center is ready already: open a route of the flow instead"
        : "no flow switcher on screen holds \"\(flow)\""
      becomeReady()
      return ended(.restoration, .failed(.notRestored(reason)))
    }
    let ticket = send(restoring: NavigationState(root: root))
    ticket.whenEnded { [weak self] _ in self?.becomeReady() }
    return ticket
  }

  /// `container` with the flow switcher named `switcher` showing `flow`; `nil` when it holds no
  /// such switcher.
  private static func root(_ container: Container, showing flow: Container, in switcher: String) -> Container?
  {
    switch container {
    case .stack:
      return nil
    case .flows(let flows):
      if flows.name == switcher { return .flows(switcher, showing: flow) }
      return root(flows.flow, showing: flow, in: switcher).map { .flows(flows.name, showing: $0) }
    case .tabs(let bar):
      for (index, tab) in bar.tabs.enumerated() {
        guard let changed = root(tab, showing: flow, in: switcher) else { continue }
        var changedBar = bar
        changedBar.tabs[index] = changed
        return .tabs(changedBar)
      }
      return nil
    }
  }
}
