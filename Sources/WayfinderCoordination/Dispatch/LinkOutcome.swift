import WayfinderNavigation
import WayfinderRouting

/// What became of one link. Every link gets exactly one.
///
/// The one public enum of Wayfinder, since apps switch over it (for logging and analytics):
///
/// ```swift
/// switch await center.open("bank://cards/42/detail") {
/// case .handled(let state, _): print(state.topScreen!)  // cardDetail(42)
/// case .unmatched(let error), .rejected(let error): print(error)
/// default: break
/// }
/// ```
public indirect enum LinkOutcome: Sendable, Hashable, CustomStringConvertible {
  // NB: `indirect`: its payloads (a state, an error) make it hundreds of bytes inline, and an
  // outcome is passed from frame to frame, to the ticket and to the reports: boxed, a copy is a
  // reference, and the one box is made once per outcome (the dispatch benchmark's profile).

  /// The link's screen is on screen; the state is what the navigator shows. After an
  /// interruption, `reloaded` names the screens restored with fresh data.
  case handled(NavigationState, reloaded: [Screen] = [])
  /// The route ran an action of the app's instead of showing a screen
  /// (``Destination/action(_:guards:perform:)-enum.case``): its name, and the state on screen after it.
  case performed(action: String, NavigationState)
  /// No route matches the link.
  case unmatched(LinkError)
  /// The link policy turned the link away, or its route could not be made.
  case rejected(LinkError)
  /// A newer link took its place before it finished, or, with the `dropNew` policy, the link
  /// that was running kept its place.
  case superseded
  /// The interrupting flow the link opens was up already, waiting to be ended — the same link
  /// came again (a notification tapped twice) — and stays as the person left it; the state is
  /// what the navigator shows. The link that opened the flow goes on waiting for it, and the
  /// interruption hook hears nothing of this one. A route whose flow restarts instead says so
  /// with ``RepeatedInterruption/restart``.
  case kept(NavigationState)
  /// It was held until the app was ready, for longer than its time to live.
  case expired
  /// The same link — one that opens the same route — arrived within the center's
  /// ``DeepLinkCenter/duplicateWindow`` of an earlier one (a double tap; a notification and its
  /// universal link), and was dropped: `of` is the earlier link as it arrived, `after` how long
  /// after it this one came. Nothing moves; the earlier link goes its way and has its own outcome.
  case duplicate(of: String, after: Duration)
  /// A guard on the way (the named one) did not pass: sign-in was cancelled.
  case guardFailed(String)
  /// Something else went wrong: the failure's code says what kind of thing, its description
  /// says what.
  case failed(LinkFailure)
  /// A restoration (``DeepLinkCenter/restore(_:)``) brought back the saved state without its
  /// stale part — a screen or a modal the app no longer has, or that no longer decodes — and
  /// the state is what the navigator shows. `dropped` (code `not-restored`) says what was
  /// left out and why.
  case restoredInPart(NavigationState, dropped: LinkFailure)

  /// The outcome's name as the tools print it: `handled`, `performed`, `unmatched`, `rejected`,
  /// `superseded`, `kept`, `expired`, `duplicate`, `guard-failed`, `failed` or `restored-in-part`.
  public var name: String {
    switch self {
    case .handled: "handled"
    case .performed: "performed"
    case .unmatched: "unmatched"
    case .rejected: "rejected"
    case .superseded: "superseded"
    case .kept: "kept"
    case .expired: "expired"
    case .duplicate: "duplicate"
    case .guardFailed: "guard-failed"
    case .failed: "failed"
    case .restoredInPart: "restored-in-part"
    }
  }

  /// The outcome and its reason in one line.
  public var description: String {
    switch self {
    case .handled(let state, let reloaded):
      "handled: \(state.topScreen.map(\.description) ?? "nothing") on screen"
        + (reloaded.isEmpty ? "" : "; reloaded \(reloaded.map(\.description).joined(separator: ", "))")
    case .performed(let action, _): "performed: the app's action \(action) ran"
    case .unmatched(let error), .rejected(let error): "\(name): \(error.reason)"
    case .superseded: "superseded: a newer link took its place"
    case .kept(let state):
      "kept: its flow was up already and stays as it is, \(state.topScreen.map(\.description) ?? "nothing") on screen"
    case .expired: "expired: held longer than its time to live"
    case .duplicate(let earlier, let after):
      "duplicate: \(earlier) came \(after.components.seconds * 1000 + after.components.attoseconds / 1_000_000_000_000_000) ms before and opens the same route; dropped"
    case .guardFailed(let name): "guard-failed: guard \"\(name)\" did not pass"
    case .failed(let reason): "failed: \(reason)"
    case .restoredInPart(let state, let dropped):
      "\(name): \(state.topScreen.map(\.description) ?? "nothing") on screen; \(dropped)"
    }
  }
}

/// Where a link comes from.
public enum LinkSource: String, Sendable, Hashable, CaseIterable {
  /// A custom-scheme URL.
  case url
  /// A universal link.
  case universalLink
  /// A notification's payload.
  case notification
  /// A Handoff activity.
  case handoff
  /// A home-screen shortcut.
  case shortcut
  /// The app's own code, asking for a screen of its own type (``DeepLinkCenter/navigate(to:)``).
  case app
}

/// Where a route leads.
public enum Destination: Sendable {
  // NB: only `resolve`, which holds a fallback destination, is `indirect`: the common `screen`
  // case is made for every link and needs no box.
  /// A screen of the navigation graph, in the given stack when the screen is in several, with
  /// the effect the route has on a stack that is already there (its declared back stack
  /// rebuilt by default; see ``LinkEffect``).
  case screen(Screen, in: String? = nil, effect: LinkEffect = .rebuild)
  /// A destination that depends on data, which the app decides when the link runs: `resolve`
  /// finds it (the recipes app: the tab depends on the recipe; a short link: what the server
  /// says it is, often a ``Destination/redirect(_:)``). ``DeepLinkCenter/explain(_:)`` says so
  /// (``LinkExplanation/decidedByApp``). Slower than `timeout`, the link fails with reason timeout, or
  /// goes to `fallback` when there is one; a thrown error fails the link with its description.
  indirect case resolve(
    timeout: Duration, fallback: Destination? = nil, @Sendable () async throws -> Destination)
  /// Another link, which the center opens in this one's place: a redirect the app computes
  /// from the route and its own state (an old item's ID that maps to a new one, a campaign
  /// link that depends on the region). The link's outcome is the other link's. Redirects may
  /// chain; a chain that comes back to a link it has been, or runs past the route table's
  /// redirect limit, ends rejected (`too-many-redirects`). A route table's own redirects
  /// (`RouteTable.Builder.redirect(_:to:)`) need no code and are checked when it is built.
  case redirect(String)
  /// An interrupting flow: the screen (a modal's, such as rating an order) is presented over
  /// what is on screen; when the app ends the flow with ``DeepLinkCenter/endInterruption(_:)``,
  /// or the flow's coordinator ends it, the center calls its interruption hook and restores the
  /// state from before. The same link arriving while its flow is up keeps the flow as it is
  /// (``LinkOutcome/kept(_:)``), unless `whenRepeated` is ``RepeatedInterruption/restart``.
  case interrupt(Screen, whenRepeated: RepeatedInterruption = .keep)
  /// An action of the app's, run instead of showing a screen (a browser's link that closes its
  /// private tabs): once the named guards pass (sign-in shows and waits, as for a screen) and in
  /// the link's turn, the center closes the guards' screens and awaits `perform` on the main
  /// actor. The link ends ``LinkOutcome/performed(action:_:)`` with the action's name, or
  /// ``LinkOutcome/failed(_:)`` (`actionFailed`) when it throws.
  ///
  /// ```swift
  /// case .closePrivateTabs: .action("closePrivateTabs") { await tabs.closePrivate() }
  /// ```
  case action(String, guards: [String] = [], perform: @MainActor @Sendable () async throws -> Void)
  /// A request answered by whichever coordinator claims it when the link runs (a depth-first
  /// responder search from the root of ``DeepLinkCenter/coordinators``): its branch is made
  /// visible, then it responds. With no coordinator claiming it, the link fails.
  case respond(ResponderRequest)
}

/// What the same interrupting link does when it comes again while its flow is up, waiting to
/// be ended: a notification tapped twice, a link opened from a second place.
public enum RepeatedInterruption: Sendable, Hashable {
  /// The flow stays as the person left it — a transfer half typed in keeps what was typed —
  /// and the newer link ends ``LinkOutcome/kept(_:)``; the link that opened the flow goes on
  /// waiting for it. The default.
  case keep
  /// The flow starts again from its first screen, as for another link: the link that opened it
  /// ends ``LinkOutcome/superseded`` and the hook hears ``InterruptionResult/superseded``.
  case restart
}
