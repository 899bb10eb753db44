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
  /// the screen): `cardDetail`, `rateOrder`.
  public let name: String
  /// The screen it opens or presents, its parameters filled in from the link.
  public let screen: Screen
  /// Whether the route interrupts: presents its flow, waits for it to end, and restores the
  /// state from before.
  public let interrupts: Bool
  /// The stack the route names for its screen, if it names one.
  public let stack: String?
  /// What the route does to a stack that is already there.
  public let effect: LinkEffect

  public init(
    name: String, screen: Screen, interrupts: Bool = false, stack: String? = nil,
    effect: LinkEffect = .rebuild
  ) {
    self.name = name
    self.screen = screen
    self.interrupts = interrupts
    self.stack = stack
    self.effect = effect
  }

  /// Where the route leads, for a `DeepLinkCenter`.
  public var destination: Destination {
    interrupts ? .interrupt(screen) : .screen(screen, in: stack, effect: effect)
  }

  /// `card(42)`, `rateOrder(7)`, `dashboard`; several values by name,
  /// `transfer(from: 1, to: 2)`, the screen's data among them (`episode(id: 7, t: 90)`).
  public var description: String {
    Screen(name, parameters: screen.parameters, data: screen.data).description
  }
}
