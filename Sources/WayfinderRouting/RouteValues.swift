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
public struct RouteValues: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  var values: [String: String]

  public init(dictionaryLiteral elements: (String, (any CustomStringConvertible)?)...) {
    var values: [String: String] = [:]
    for (name, value) in elements {
      if let value { values[name] = value.description }
    }
    self.values = values
  }

  /// Values from a dictionary of texts.
  public init(_ values: [String: String]) {
    self.values = values
  }

  /// The text of the value named `name`.
  public subscript(name: String) -> String? {
    get { values[name] }
    set { values[name] = newValue }
  }
}
