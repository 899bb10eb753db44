import WayfinderCoordination
import WayfinderNavigation

/// A link that did not do what a test expected: what was expected, what became of the link,
/// and the navigation tree as a diff against the expected one (or as it is).
///
/// Thrown by the `check…` functions, so that it fails a Swift Testing test or an XCTest case
/// alike with its description.
public struct LinkCheckFailure: Error, Sendable, CustomStringConvertible {
  /// The link checked.
  public let link: String
  /// What was expected, in words.
  public let expected: String
  /// What the link came to.
  public let outcome: LinkOutcome
  /// The tree diff (`-` expected, `+` on screen) or the tree on screen.
  public let tree: String

  public var description: String {
    "\(link): expected \(expected); the link ended \(outcome)\n\(tree)"
  }
}

/// Checks for an app's own tests: open a link through the app's `DeepLinkCenter` on a
/// navigator (the headless one, on Linux or in a unit test) and compare what it led to.
///
/// The ``HeadlessNavigator`` and the ``ManualClock`` are this module's, as the checks are:
///
/// ```swift
/// import Wayfinder
/// import WayfinderTesting
///
/// @Test @MainActor func cardLinksOpenTheCard() async throws {
///   let navigator = HeadlessNavigator(state: BankNavigation.signedInStart)
///   let center = DeepLinkCenter(routes: routes, graph: graph, navigator: navigator,
///                               clock: ManualClock(), destination: { .screen($0.screen) })
///   center.becomeReady()
///   try await LinkChecks.open("bank://cards/7", in: center, on: navigator, showing: "card(7)")
/// }
/// ```
@MainActor
public enum LinkChecks {
  /// Opens `link` and checks that it ends handled with exactly `expected` on screen.
  @discardableResult
  public static func open<Route>(
    _ link: String, in center: DeepLinkCenter<Route>, on navigator: some Navigator,
    leadingTo expected: NavigationState
  ) async throws(LinkCheckFailure) -> LinkOutcome {
    let outcome = await center.open(link)
    guard case .handled = outcome, navigator.state == expected else {
      throw LinkCheckFailure(
        link: link, expected: "this state (- expected, + on screen)", outcome: outcome,
        tree: TreeDiff.between(expected: expected, actual: navigator.state))
    }
    return outcome
  }

  /// Opens `link` and checks that it ends handled with `screen` on top, written as the tools
  /// write screens: `card(7)`, `editProfile(draft: hello)`.
  @discardableResult
  public static func open<Route>(
    _ link: String, in center: DeepLinkCenter<Route>, on navigator: some Navigator, showing screen: String
  ) async throws(LinkCheckFailure) -> LinkOutcome {
    let outcome = await center.open(link)
    let matches = (try? ScreenText(screen)).map { text in navigator.state.topScreen.map(text.matches) ?? false
    }
    guard case .handled = outcome, matches == true else {
      throw LinkCheckFailure(
        link: link,
        expected: "\(screen) on top"
          + (matches == nil ? " (which is not a screen as the tools write them)" : ""),
        outcome: outcome, tree: "on screen:\n" + navigator.state.description)
    }
    return outcome
  }

  /// Opens `link` and checks that it ends with the outcome named `name` (`handled`,
  /// `unmatched`, `rejected`, `superseded`, `expired`, `guard-failed`, `failed`), and that
  /// its reason holds `reason` when one is given.
  @discardableResult
  public static func open<Route>(
    _ link: String, in center: DeepLinkCenter<Route>, on navigator: some Navigator, ending name: String,
    because reason: String? = nil
  ) async throws(LinkCheckFailure) -> LinkOutcome {
    let outcome = await center.open(link)
    guard outcome.name == name, reason.map({ outcome.description.contains($0) }) ?? true else {
      throw LinkCheckFailure(
        link: link, expected: name + (reason.map { " because of \"\($0)\"" } ?? ""), outcome: outcome,
        tree: "on screen:\n" + navigator.state.description)
    }
    return outcome
  }
}
