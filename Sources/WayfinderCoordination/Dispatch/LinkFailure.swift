import WayfinderNavigation
import WayfinderRouting

/// Why a link, a restoration or a person's tab tap failed: the reason of
/// ``LinkOutcome/failed(_:)``.
///
/// A struct over a hidden enum, as the routing errors are, so that it can grow without breaking
/// an app: switch over ``code``, print ``description``. The navigator's refusal or the graph's
/// error it came from, when there was one, is kept as it was thrown.
///
/// ```swift
/// if case .failed(let failure) = await center.open("shop://checkout"),
///   failure.code == .navigatorRefused
/// {
///   log(failure.navigationError?.code)  // under-modal
/// }
/// ```
public struct LinkFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of failure it is.
  public let code: Code
  /// A sentence that says what went wrong.
  public let reason: String
  /// The navigator's refusal (UIKit, SwiftUI or headless) or the planner's error, when the
  /// failure is one.
  public let navigationError: NavigationError?
  /// The navigation graph's error, when the failure is one.
  public let graphError: GraphError?

  init(_ code: Code, _ reason: String, navigation: NavigationError? = nil, graph: GraphError? = nil) {
    self.code = code
    self.reason = reason
    self.navigationError = navigation
    self.graphError = graph
  }

  public var description: String { reason }

  /// What went wrong, compared with `==` (`error.code == .navigatorRefused`): one of the static
  /// members of `ErrorCode<LinkFailure>`, printed as its kebab-case name.
  public typealias Code = ErrorCode<LinkFailure>
}

extension LinkFailure {
  static func refused(_ error: NavigationError) -> LinkFailure {
    if error.code == .tabHidden { return LinkFailure(.tabHidden, error.description, navigation: error) }
    return LinkFailure(.navigatorRefused, error.description, navigation: error)
  }

  static func notInGraph(_ error: GraphError) -> LinkFailure {
    LinkFailure(.notInGraph, error.description, graph: error)
  }

  /// A failure of the graph or of the planner, kept typed.
  static func placing(_ error: any Error) -> LinkFailure {
    switch error {
    case let error as GraphError: .notInGraph(error)
    case let error as NavigationError: .refused(error)
    default: LinkFailure(.notInGraph, "\(error)")
    }
  }

  static func guardNotConfigured(_ name: String) -> LinkFailure {
    LinkFailure(.guardNotConfigured, "the graph names guard \"\(name)\", which is not configured")
  }

  static func noSuchTab(_ tab: String) -> LinkFailure {
    LinkFailure(.noSuchTab, "no tab bar on screen has a tab \"\(tab)\"")
  }

  static func closeRefused(_ screen: Screen, asked: Bool) -> LinkFailure {
    LinkFailure(
      .closeRefused,
      asked
        ? "\(screen) stays open: asked, the person kept it"
        : "\(screen) stays open: a link may not close it")
  }

  static func holdExpired(_ screen: Screen, after limit: Duration) -> LinkFailure {
    LinkFailure(.holdExpired, "\(screen) stayed open for the \(spoken(limit)) the link was held for it")
  }

  /// A limit as people say it: `90 s`, `5 min`, `1.5 s`.
  static func spoken(_ limit: Duration) -> String {
    let (seconds, attoseconds) = limit.components
    if attoseconds == 0, seconds >= 60, seconds % 60 == 0 { return "\(seconds / 60) min" }
    if attoseconds == 0 { return "\(seconds) s" }
    return "\(Double(seconds) + Double(attoseconds) / 1e18) s"
  }

  static func leftOut(_ parts: [String]) -> LinkFailure {
    LinkFailure(.notRestored, "the saved state was restored in part: \(parts.joined(separator: "; "))")
  }

  static func notRestored(_ why: String, navigation: NavigationError? = nil) -> LinkFailure {
    LinkFailure(.notRestored, "the saved state was not restored: \(why)", navigation: navigation)
  }
}

extension ErrorCode where Domain == LinkFailure {
  /// The payload of a notification held no link under the key the app named.
  public static let noLinkInPayload = ErrorCode("no-link-in-payload")
  /// The route's resolver threw.
  public static let resolverFailed = ErrorCode("resolver-failed")
  /// The route's resolver did not answer within its timeout, and it has no fallback.
  public static let resolverTimedOut = ErrorCode("resolver-timed-out")
  /// A resolver answered with another resolver.
  public static let resolverGaveResolver = ErrorCode("resolver-gave-resolver")
  /// The navigation graph has no place for the screen (``LinkFailure/graphError`` says why).
  public static let notInGraph = ErrorCode("not-in-graph")
  /// The graph names a guard the center was not given.
  public static let guardNotConfigured = ErrorCode("guard-not-configured")
  /// The navigator refused a step, or no plan reaches the target
  /// (``LinkFailure/navigationError`` says which and why).
  public static let navigatorRefused = ErrorCode("navigator-refused")
  /// No coordinator answers the route's request.
  public static let noResponder = ErrorCode("no-responder")
  /// The person's tab is on no tab bar on screen.
  public static let noSuchTab = ErrorCode("no-such-tab")
  /// The link leads into a tab that is hidden (`TabBar.hiddenTabs`): the person hid it in
  /// iOS 18's sidebar or tab bar customization (`UITab.allowsHiding`, SwiftUI's
  /// `TabViewCustomization`), or the app did (`UITab.isHidden`, `Tab.hidden(_:)`). The tab
  /// stays hidden and nothing moved: a link does not undo the person's choice. To show it
  /// anyway, un-hide the tab and send the link again (``LinkFailure/navigationError`` has code
  /// `tab-hidden`).
  public static let tabHidden = ErrorCode("tab-hidden")
  /// A saved state, or part of it, was not restored: the center was ready already, another
  /// restoration was under way, or the state (or the part left out, with
  /// ``LinkOutcome/restoredInPart(_:dropped:)``) does not decode or no longer fits the graph.
  public static let notRestored = ErrorCode("not-restored")
  /// A screen the link would close may not be closed by a link (`Screen.Traits.keepsOpen`,
  /// or the app's closing rules said so), or the person, asked, kept it
  /// (`Screen.Traits.asksBeforeClosing`). Nothing moved.
  public static let closeRefused = ErrorCode("close-refused")
  /// A screen the link would close holds links while it is open (`Screen.Traits.holdsLinks`,
  /// or the app's closing rules said ``ScreenClosing/hold(upTo:)``), and it was still open when
  /// the hold's time limit passed. Nothing moved.
  public static let holdExpired = ErrorCode("hold-expired")
  /// The app's action, which the route runs instead of showing a screen, threw
  /// (``Destination/action(_:guards:perform:)-enum.case``).
  public static let actionFailed = ErrorCode("action-failed")
  /// The app decided a destination its route may not choose: a screen that is not among the
  /// ones the route lists, or neither a screen nor a redirect
  /// (``Destination/decide(among:timeout:fallback:_:)``, a manifest's `{decide: …, among: […]}`).
  /// Nothing moved.
  public static let decisionNotAmong = ErrorCode("decision-not-among")
  /// The app's rewrite, run before matching (``DeepLinkCenter/rewrite``), refused the link:
  /// it threw, and its error is the reason. Nothing moved.
  public static let rewriteRefused = ErrorCode("rewrite-refused")
}
