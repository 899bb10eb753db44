import Foundation
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation

/// What a session came to, for people (text) and machines (JSON): each link's outcome, reason,
/// route and steps, what is visible, and the whole state.
///
/// The JSON always has these keys, and `wayfinder play` adds `events` and `passed`:
///
/// ```json
/// {
///   "outcomes": [{"link": "bank://cards/42/detail", "outcome": "handled",
///                 "reason": "cardDetail(42) on screen", "route": "cardDetail(42)",
///                 "steps": ["selectTab dashboard in home", "…"]}],
///   "visible": {"path": ["app", "home", "dashboard"], "stack": ["dashboard", "card(42)",
///               "cardDetail(42)"], "top": "cardDetail(42)"},
///   "state": {"root": {…}, "modals": []}
/// }
/// ```
///
/// `outcome` is one of `handled`, `unmatched`, `rejected`, `superseded`, `expired`, `duplicate`,
/// `guard-failed`, `failed`, `pending`; `route` is `null` for a link that matched none.
@MainActor
public struct SessionReport {
  /// Styles text for a terminal, or not at all.
  public struct Style: Sendable {
    public var colour: Bool

    public init(colour: Bool) { self.colour = colour }

    func paint(_ text: String, _ code: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func outcome(_ name: String) -> String {
      switch name {
      case "handled": paint(name, "32")
      case "pending", "superseded", "expired", "duplicate": paint(name, "33")
      default: paint(name, "31")
      }
    }
    func dim(_ text: String) -> String { paint(text, "2") }
    func bold(_ text: String) -> String { paint(text, "1") }
  }

  public let session: ToolSession

  public init(_ session: ToolSession) { self.session = session }

  /// The reason part of an outcome: its description after the name, or what a pending link
  /// waits for.
  public func reason(_ record: ToolSession.LinkRecord) -> String {
    guard let outcome = record.outcome else { return session.waiting(for: record) }
    let text = outcome.description
    let prefix = outcome.name + ": "
    return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }

  /// Each link, its route, outcome and steps, then the state on screen as a tree.
  public func text(_ style: Style) -> String {
    var blocks = session.links.map { record in
      var lines = [style.bold(record.link)]
      if let route = record.route { lines.append("  route    \(route)") }
      lines.append("  outcome  \(style.outcome(record.outcomeName)): \(reason(record))")
      for (index, step) in record.steps.enumerated() {
        lines.append((index == 0 ? "  steps    " : "           ") + step.description)
      }
      if record.steps.isEmpty { lines.append("  steps    " + style.dim("none")) }
      return lines.joined(separator: "\n")
    }
    blocks.append(style.dim("on screen:") + "\n" + session.state.description)
    if !session.notifications.isEmpty {
      blocks.append(
        style.dim("notified:") + "\n" + session.notifications.map { "  " + $0 }.joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// The report as a JSON object.
  public func object() -> [String: Any] {
    let outcomes: [[String: Any]] = session.links.map { record in
      [
        "link": record.link,
        "outcome": record.outcomeName,
        "reason": reason(record),
        "route": record.route ?? NSNull(),
        "steps": record.steps.map(\.description),
      ]
    }
    let state = session.state
    let visible: [String: Any] = [
      "path": state.visiblePath,
      "stack": state.visibleStack.screens.map(\.description),
      "top": state.topScreen?.description ?? NSNull(),
    ]
    var object: [String: Any] = ["outcomes": outcomes, "visible": visible, "state": Self.json(state)]
    if !session.notifications.isEmpty { object["notified"] = session.notifications }
    return object
  }

  static func json(_ state: NavigationState) -> Any {
    guard let data = try? JSONEncoder().encode(state),
      let object = try? JSONSerialization.jsonObject(with: data)
    else { return NSNull() }
    return object
  }

  /// `object` as pretty-printed JSON with sorted keys.
  nonisolated public static func serialize(_ object: [String: Any]) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
