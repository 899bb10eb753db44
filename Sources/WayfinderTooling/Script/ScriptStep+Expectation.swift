@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting
import Yams

extension ScriptStep {
  /// What an `expect` step checks; what is not written is not checked.
  ///
  /// `top`, `stack`, `path` and `notified` are about the screen and the interruption hook;
  /// `outcome`, `reason`, `steps` and `animated` are about one link: the last one opened, or
  /// the one `link` names; `outcome` and `reason` are about the link `held` names instead, in a
  /// script with `windows`, when it came with no window open.
  public struct Expectation: Sendable, Hashable {
    /// Which link an expectation's link checks are about.
    public enum LinkChoice: Sendable, Hashable, CustomStringConvertible {
      /// The n-th link the script opened, counting from 1 (`link: 2`).
      case position(Int)
      /// The latest link opened as exactly this text (`link: bank://cards/7`).
      case text(String)

      public var description: String {
        switch self {
        case .position(let position): "link \(position)"
        case .text(let link): "link \(link)"
        }
      }
    }

    /// The top-most screen on screen.
    public var top: ScreenText?
    /// The link the link checks are about; the last link opened when `nil`.
    public var link: LinkChoice?
    /// The link's outcome: `handled`, …, or `pending`.
    public var outcome: String?
    /// Words the link's outcome must contain: its reason, or for a pending link what it waits
    /// for.
    public var reason: String?
    /// Every step the link performed, in order, as the tool prints them:
    /// `push card(7) onto dashboard, animated`.
    public var steps: [String]?
    /// Whether the link's last step was animated.
    public var animated: Bool?
    /// The visible stack, bottom to top.
    public var stack: [ScreenText]?
    /// The names from the root to the visible stack, modals included.
    public var path: [String]?
    /// The interruption hook's last call, as `rateOrder(7) completed rating: 5`.
    public var notified: String?
    /// The window of the script's `windows` the screen checks are about; the active one when
    /// `nil`.
    public var window: String?
    /// A link, as it arrived, that came while no window was open and waited for one: `outcome`
    /// and `reason` are about it (`pending` while it still waits), not about a window's links.
    public var held: String?

    public init() {}

    /// The checks about a link, by key.
    static let linkChecks = ["outcome", "reason", "steps", "animated"]
    static let keys = [
      "top", "link", "outcome", "reason", "steps", "animated", "stack", "path", "notified", "window", "held",
    ]
    static let outcomes = [
      "handled", "performed", "unmatched", "rejected", "superseded", "kept", "expired", "duplicate",
      "guard-failed",
      "failed",
      "restored-in-part",
      "pending",
    ]

    init(_ node: Node, in source: SourceText) throws(SourceError) {
      let mapping = try source.mapping(node, "what to expect: {top: …, outcome: …, stack: […], path: […]}")
      var fields = SourceFields(mapping, in: source)
      if let value = fields.take("top") { top = try source.screen(value) }
      if let value = fields.take("outcome") {
        let name = try source.string(value, "an outcome")
        guard Self.outcomes.contains(name) else {
          throw source.error(
            at: value, "unknown outcome \"\(name)\"", expected: Self.outcomes.joined(separator: ", "))
        }
        outcome = name
      }
      if let value = fields.take("reason") { reason = try source.string(value, "words of the reason") }
      if let value = fields.take("steps") {
        steps = try Self.list(
          value, "steps", in: source, expected: "a list of steps as the tool prints them",
          item: "a step, as `push card(7) onto dashboard, animated`")
      }
      if let value = fields.take("animated") { animated = try source.bool(value) }
      let linkNode = fields.take("link")
      if let value = linkNode { link = try Self.linkChoice(value, in: source) }
      if let value = fields.take("stack") {
        var screens: [ScreenText] = []
        guard case .sequence(let items) = value else {
          throw source.error(at: value, "`stack` is not a list", expected: "a list of screens, bottom to top")
        }
        for item in items { screens.append(try source.screen(item)) }
        stack = screens
      }
      if let value = fields.take("path") {
        path = try Self.list(
          value, "path", in: source, expected: "a list of container names", item: "a container name")
      }
      if let value = fields.take("notified") { notified = try source.string(value, "a notification") }
      if let value = fields.take("window") { window = try source.string(value, "a window's name") }
      let heldNode = fields.take("held")
      if let value = heldNode {
        held = try source.string(value, "a link held for want of a window, as it arrived")
      }
      try fields.finish(known: Self.keys)
      if let heldNode {
        if linkNode != nil || steps != nil || animated != nil {
          throw source.error(
            at: heldNode,
            "`held` names the link that outcome and reason check, and `link`, `steps` or `animated` is written",
            expected: "`held` with outcome or reason; `link` for a link a window opened")
        }
        if outcome == nil, reason == nil {
          throw source.error(
            at: heldNode, "`held` names the link that outcome and reason check, and neither is written",
            expected: "outcome or reason beside it")
        }
      }
      if let linkNode, outcome == nil, reason == nil, steps == nil, animated == nil {
        throw source.error(
          at: linkNode,
          "`link` names the link that outcome, reason, steps and animated check, and none is written",
          expected: "one of " + Self.linkChecks.joined(separator: ", ") + " beside it")
      }
      if self == Expectation() {
        throw source.error(
          at: node, "`expect` checks nothing",
          expected: "one of " + Self.keys.filter { $0 != "link" }.joined(separator: ", "))
      }
    }

    private static func linkChoice(_ node: Node, in source: SourceText) throws(SourceError) -> LinkChoice {
      let text = try source.string(node, "a link's position, counting from 1, or the link as opened")
      guard let position = Int(text) else { return .text(text) }
      guard position >= 1 else {
        throw source.error(
          at: node, "there is no link \(position)",
          expected: "a position counting from 1: 1 is the first link opened")
      }
      return .position(position)
    }

    private static func list(
      _ node: Node, _ key: String, in source: SourceText, expected: String, item: String
    ) throws(SourceError) -> [String] {
      guard case .sequence(let items) = node else {
        throw source.error(at: node, "`\(key)` is not a list", expected: expected)
      }
      var values: [String] = []
      for value in items { values.append(try source.string(value, item)) }
      return values
    }
  }
}
