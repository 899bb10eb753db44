/// A link turned into a route: the app's route value, the pattern that matched and the values
/// it captured.
///
/// ```swift
/// let match = try table.match("bank://cards/42?utm_source=mail")
/// match.route               // .card(cardID: 42)
/// match.parameters.values   // ["cardID": "42"]
/// ```
public struct RouteMatch<Route: Sendable>: Sendable {
  /// The app's route.
  public let route: Route
  /// The captured values, for logging or for reading again.
  public let parameters: RouteParameters
  /// The path of each redirect the link went through, in order; empty when it matched a
  /// route at once. The last is the one the route's pattern matched.
  public let redirects: [String]

  @inlinable
  init(route: Route, parameters: RouteParameters, redirects: [String] = []) {
    self.route = route
    self.parameters = parameters
    self.redirects = redirects
  }

  /// The pattern that matched.
  @_spi(Internals) public var pattern: RoutePattern { parameters.pattern }
}
