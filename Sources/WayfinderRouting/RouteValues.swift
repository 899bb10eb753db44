/// The parameter values a route prints with, by parameter name.
///
/// A route's `print` closure returns them, or `nil` when the route is not this pattern's:
///
/// ```swift
/// print: { route in
///   guard case .card(let cardID) = route else { return nil }
///   return ["cardID": cardID]
/// }
/// ```
///
/// A value is written with its `description`; a `nil` value leaves an optional query
/// parameter out. A wildcard's value is its segments joined by `/`.
public typealias RouteValues = [String: (any CustomStringConvertible)?]

extension Dictionary where Key == String, Value == (any CustomStringConvertible)? {
  /// Values from a dictionary of texts.
  public init(_ texts: [String: String]) {
    self = texts.mapValues { $0 }
  }

  /// Each value's text, leaving out the `nil` ones.
  var texts: [String: String] { compactMapValues { $0?.description } }
}
