/// The link a notification stands for when its payload carries values, not a link: a template
/// whose `:name` parts take the payload's values under those keys, each percent-encoded, for
/// the payloads whose keys hold the values `conditions` names.
///
/// A chat server that sends `{"type": "message", "channel": "C1", "message": 9}` rather than a
/// link is read as `chat://channels/C1/messages/9` by:
///
/// ```swift
/// import WayfinderRouting
///
/// func messageLink() throws -> PayloadLink {
///   try PayloadLink("chat://channels/:channel/messages/:message", when: ["type": "message"])
/// }
/// ```
///
/// A value is a string, or a number or a Boolean written as Swift writes it (`9`, `true`); a
/// payload that lacks one of the template's names, or holds another kind of value under it,
/// is not one of this link's: ``link(for:)`` is `nil`. A manifest's `payloads:` says the same.
public struct PayloadLink: Sendable, Hashable, CustomStringConvertible {
  /// The link as written, `:name` where a payload's value goes.
  public let template: String
  /// The values the payload must hold under these keys, as text, for the link to be its.
  public let conditions: [String: String]
  /// The payload's keys the template takes, in the order written.
  public let names: [String]
  private let pieces: [Piece]

  private enum Piece: Sendable, Hashable {
    case text(String)
    case value(String)
  }

  /// Reads `template`: a whole link (`chat://channels/:channel`), whose `:name` parts are
  /// payload keys (a letter or `_`, then letters, digits and `_`; `:` before anything else is
  /// text).
  ///
  /// - Throws: ``RouteTableError`` (`invalidPayloadLink`) for a template with no scheme, or
  ///   one that names no value and no condition (it would stand for every payload).
  public init(_ template: String, when conditions: [String: String] = [:]) throws(RouteTableError) {
    self.template = template
    self.conditions = conditions
    pieces = RedirectTemplate.pieces(of: Substring(template)).map {
      switch $0 {
      case .literal(let text): .text(text)
      case .value(let name), .segments(let name): .value(name)
      case .mixed: .text("")  // `pieces(of:)` gives text and names only.
      }
    }
    names = pieces.compactMap { if case .value(let name) = $0 { name } else { nil } }
    guard let scheme = template.firstRange(of: "://"), scheme.lowerBound > template.startIndex else {
      throw RouteTableError(
        .invalidPayloadLink, pattern: template,
        reason:
          "the payload link \"\(template)\" is not a whole link: write its scheme, as in app://orders/:id")
    }
    if names.isEmpty, conditions.isEmpty {
      throw RouteTableError(
        .invalidPayloadLink, pattern: template,
        reason:
          "the payload link \"\(template)\" takes no value and names no condition, so every payload would open it: "
          + "give a `:name` or a condition such as when: {type: order}")
    }
  }

  /// The link `payload` stands for, or `nil` when a condition does not hold or a name is not
  /// there as text, a number or a Boolean.
  public func link(for payload: [String: any Sendable]) -> String? {
    for (key, expected) in conditions where Self.text(payload[key]) != expected { return nil }
    var link = ""
    for piece in pieces {
      switch piece {
      case .text(let text): link += text
      case .value(let name):
        guard let value = Self.text(payload[name]) else { return nil }
        link += PercentEncoding.encode(value)
      }
    }
    return link
  }

  /// What keeps `payload` from being this link's, in words: the conditions that do not hold and
  /// the names that are not there. Empty when ``link(for:)`` gives a link.
  public func mismatches(in payload: [String: any Sendable]) -> [String] {
    var reasons: [String] = []
    for (key, expected) in conditions.sorted(by: { $0.key < $1.key }) {
      let given = Self.text(payload[key])
      if given != expected {
        reasons.append("\(key) is \(given.map { "\"\($0)\"" } ?? "missing"), not \"\(expected)\"")
      }
    }
    for name in names where Self.text(payload[name]) == nil { reasons.append("no \(name)") }
    return reasons
  }

  public var description: String {
    conditions.isEmpty
      ? template
      : template + " when "
        + conditions.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
  }

  /// A payload's value as text: a string as it is, a number or a Boolean as Swift writes it.
  static func text(_ value: (any Sendable)?) -> String? {
    switch value {
    case let text as String: text
    case let number as Int: String(number)
    case let number as Double:
      number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case let flag as Bool: String(flag)
    case let other as any LosslessStringConvertible: other.description
    default: nil
    }
  }

  public static func == (lhs: PayloadLink, rhs: PayloadLink) -> Bool {
    lhs.template == rhs.template && lhs.conditions == rhs.conditions
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(template)
    hasher.combine(conditions)
  }
}
