/// A link turned into a route: the app's route value, the pattern that matched and the values
/// it captured.
///
/// ```swift
/// let match = try table.match("bank://cards/42?utm_source=mail")
/// match.route               // .card(cardID: 42)
/// match.pattern.text        // "/cards/:cardID(int)"
/// match.parameters.values   // ["cardID": "42"]
/// ```
public struct RouteMatch<Route: Sendable>: Sendable {
  /// The app's route.
  public let route: Route
  /// The captured values, for logging or for reading again.
  public let parameters: RouteParameters

  @inlinable
  init(route: Route, parameters: RouteParameters) {
    self.route = route
    self.parameters = parameters
  }

  /// The pattern that matched.
  public var pattern: RoutePattern { parameters.pattern }
}
