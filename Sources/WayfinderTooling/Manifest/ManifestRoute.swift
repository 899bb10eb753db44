import WayfinderCoordination
import WayfinderNavigation

/// A route of an app read from a manifest: the screen a link opens, or the interrupting flow
/// it presents, with the values the link gave.
///
/// It prints as the Swift-declared reference apps print theirs, so that `wayfinder` shows
/// the same `route` for a manifest app as for its embedded twin: the route's name, then its
/// value when there is one, or its values by name when there are several.
///
/// ```swift
/// let app = try Manifest.load(contentsOf: "Manifests/bank.yaml")
/// app.reading("bank://cards/42/detail").route   // "cardDetail(42)"
/// ```
public struct ManifestRoute: Sendable, Hashable, CustomStringConvertible {
  /// The route's name: its screen's, or for an interruption its flow's (the modal that holds
  /// the screen): `cardDetail`, `rateOrder`. For a route that runs the app's action, the
  /// action's; for one the app decides, the decision's.
  public let name: String
  /// The screen it opens or presents, its parameters filled in from the link. For an action
  /// or a decision, a screen named after it that holds the values it is given.
  public let screen: Screen
  /// Whether the route interrupts: presents its flow, waits for it to end, and restores the
  /// state from before.
  public let interrupts: Bool
  /// The stack the route names for its screen, if it names one.
  public let stack: String?
  /// What the route does to a stack that is already there.
  public let effect: LinkEffect
  /// What the route does instead of showing a screen it names.
  package let app: AppRole?

  /// A route that runs the app's action, or one whose destination the app decides.
  package enum AppRole: Sendable, Hashable {
    /// The action `name` runs once these guards pass.
    case action(guards: [String])
    /// The app decides, within `timeout`, among these screens.
    case decision(among: [String], timeout: Duration)
    /// A request named `name`, with the route's values, answered by the coordinator that
    /// claims it.
    case request
  }

  public init(
    name: String, screen: Screen, interrupts: Bool = false, stack: String? = nil,
    effect: LinkEffect = .rebuild
  ) {
    self.init(name: name, screen: screen, interrupts: interrupts, stack: stack, effect: effect, app: nil)
  }

  package init(
    name: String, screen: Screen, interrupts: Bool, stack: String?, effect: LinkEffect, app: AppRole?
  ) {
    self.name = name
    self.screen = screen
    self.interrupts = interrupts
    self.stack = stack
    self.effect = effect
    self.app = app
  }

  /// Where the route leads, for a `DeepLinkCenter`. A route the app decides fails here, as
  /// nothing says what the app decides: `wayfinder play` takes that from a script's
  /// `decisions`.
  public var destination: Destination {
    destination { route throws(DecisionFailure) in
      throw DecisionFailure("nothing says what the app decides for \(route)")
    }
  }

  /// Where the route leads, asking `decide` where a route the app decides goes; the answer
  /// must be one of the screens the manifest lets it choose, or a redirect.
  package func destination(
    deciding decide: @escaping @MainActor @Sendable (ManifestRoute) async throws -> Destination
  ) -> Destination {
    switch app {
    case .action(let guards):
      return .action(name, guards: guards) {}
    case .decision(let among, let timeout):
      // A decision outside `among` fails the link with `decision-not-among`, as in the Swift
      // `generate` writes.
      return .decide(among: among, timeout: timeout) { [self] in try await decide(self) }
    case .request:
      return .respond(ResponderRequest(name, parameters: screen.parameters))
    case nil:
      return interrupts ? .interrupt(screen) : .screen(screen, in: stack, effect: effect)
    }
  }

  /// `card(42)`, `rateOrder(7)`, `dashboard`; several values by name,
  /// `transfer(from: 1, to: 2)`, the screen's data among them (`episode(id: 7, t: 90)`).
  public var description: String {
    Screen(name, parameters: screen.parameters, data: screen.data).description
  }
}

/// Why the app's decision, as a manifest app makes it, gave no destination.
package struct DecisionFailure: Error, CustomStringConvertible {
  package let description: String
  package init(_ description: String) { self.description = description }
}
