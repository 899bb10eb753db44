import WayfinderRouting

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
  /// What went wrong, compared with `==` (`error.code == .unknownScreen`): one of the static
  /// members of `ErrorCode<GraphError>`, printed as its kebab-case name.
  public typealias Code = ErrorCode<GraphError>
}

extension ErrorCode where Domain == GraphError {
  /// Two containers have one name.
  public static let duplicateName = ErrorCode("duplicate-name")
  /// A name refers to a container the graph does not declare.
  public static let unknownContainer = ErrorCode("unknown-container")
  /// A screen is put in a container that is not a stack, or a flow or tab list is empty.
  public static let wrongKind = ErrorCode("wrong-kind")
  /// A container is a flow or tab of two containers.
  public static let twoParents = ErrorCode("two-parents")
  /// A container is declared but neither the root nor a modal leads to it.
  public static let unreachable = ErrorCode("unreachable")
  /// A screen is declared in two places without saying that a link picks the place.
  public static let duplicateScreen = ErrorCode("duplicate-screen")
  /// A screen's back stack names a screen that is not below it in its stack, goes round in
  /// a circle, or needs a parameter the screen does not have.
  public static let badBackStack = ErrorCode("bad-back-stack")
  /// A screen (of a route, or of a target) that the graph does not declare.
  public static let unknownScreen = ErrorCode("unknown-screen")
  /// A screen in several stacks, asked for without saying which.
  public static let ambiguousPlacement = ErrorCode("ambiguous-placement")
  /// The graph cannot build the target from the state on screen.
  public static let unreachableTarget = ErrorCode("unreachable-target")
}
