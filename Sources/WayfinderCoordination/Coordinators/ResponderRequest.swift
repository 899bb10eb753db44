/// A request that a coordinator in the tree may respond to, such as "search for this".
///
/// Requests travel the responder chain of seed 001: ``Coordinator/firstResponder(for:)``
/// asks each coordinator ``Coordinator/canRespond(to:)`` and returns the first that can;
/// that one ``Coordinator/becomeFirstResponder()`` and ``Coordinator/respond(to:)``.
///
/// ```swift
/// let search = ResponderRequest("search", parameters: ["q": "coffee"])
/// print(search)  // search(q: coffee)
/// ```
public struct ResponderRequest: Sendable, Hashable, CustomStringConvertible {
  /// What is asked for: `"search"`, `"compose"`.
  public var name: String
  /// The values that go with it: `["q": "coffee"]`.
  public var parameters: [String: String]

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - name: What is asked for.
  ///   - parameters: The values that go with it.
  public init(_ name: String, parameters: [String: String] = [:]) {
    self.name = name
    self.parameters = parameters
  }

  /// The request as tools print it: `search` or `search(q: coffee)`, parameters sorted by name.
  public var description: String {
    if parameters.isEmpty { return name }
    let list = parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    return "\(name)(\(list.joined(separator: ", ")))"
  }
}
