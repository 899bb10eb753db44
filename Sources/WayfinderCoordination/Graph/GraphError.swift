/// A mistake in a navigation graph, found when it is built, or a screen it cannot reach.
///
/// ```
/// invalid navigation graph (unreachable): container "archive" is declared but nothing leads to it
/// ```
public struct GraphError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of mistake it is.
  public let code: Code
  /// A sentence that says what is wrong.
  public let reason: String

  /// Whether the mistake was found when the graph was built, rather than when it was asked
  /// for a target.
  public let isInGraph: Bool

  init(_ code: Code, _ reason: String, inGraph: Bool = true) {
    self.code = code
    self.reason = reason
    self.isInGraph = inGraph
  }

  public var description: String {
    isInGraph ? "invalid navigation graph (\(code)): \(reason)" : "no target (\(code)): \(reason)"
  }
}

extension GraphError {
  /// What kind of mistake a ``GraphError`` is.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    enum Raw: String, Sendable, Hashable {
      case duplicateName = "duplicate-name"
      case unknownContainer = "unknown-container"
      case wrongKind = "wrong-kind"
      case twoParents = "two-parents"
      case unreachable = "unreachable"
      case duplicateScreen = "duplicate-screen"
      case badBackStack = "bad-back-stack"
      case unknownScreen = "unknown-screen"
      case ambiguousPlacement = "ambiguous-placement"
      case unreachableTarget = "unreachable-target"
    }
    let raw: Raw

    /// Two containers have one name.
    public static let duplicateName = Code(raw: .duplicateName)
    /// A name refers to a container the graph does not declare.
    public static let unknownContainer = Code(raw: .unknownContainer)
    /// A screen is put in a container that is not a stack, or a flow or tab list is empty.
    public static let wrongKind = Code(raw: .wrongKind)
    /// A container is a flow or tab of two containers.
    public static let twoParents = Code(raw: .twoParents)
    /// A container is declared but neither the root nor a modal leads to it.
    public static let unreachable = Code(raw: .unreachable)
    /// A screen is declared in two places without saying that a link picks the place.
    public static let duplicateScreen = Code(raw: .duplicateScreen)
    /// A screen's back stack names a screen that is not below it in its stack, goes round in
    /// a circle, or needs a parameter the screen does not have.
    public static let badBackStack = Code(raw: .badBackStack)
    /// A screen (of a route, or of a target) that the graph does not declare.
    public static let unknownScreen = Code(raw: .unknownScreen)
    /// A screen in several stacks, asked for without saying which.
    public static let ambiguousPlacement = Code(raw: .ambiguousPlacement)
    /// The graph cannot build the target from the state on screen.
    public static let unreachableTarget = Code(raw: .unreachableTarget)

    public var description: String { raw.rawValue }
  }
}
