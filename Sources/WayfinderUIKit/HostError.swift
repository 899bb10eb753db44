/// Why the hosts a navigator was given do not show its navigation state.
///
/// A navigator made from a scene's view controllers checks that they show the state it starts
/// from, container by container, and says where they part:
///
/// ```
/// hosts do not match the state (count-mismatch): stack "dashboard" holds 2 screens, but its host shows 1 view controller
/// ```
public struct HostError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is.
  public let code: Code
  /// The container whose host does not fit, if one does not.
  public let container: String?
  /// A sentence that says what is wrong.
  public let reason: String

  init(_ code: Code, _ reason: String, container: String? = nil) {
    self.code = code
    self.reason = reason
    self.container = container
  }

  public var description: String { "hosts do not match the state (\(code)): \(reason)" }
}

extension HostError {
  /// What kind of problem a ``HostError`` is.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    enum Raw: String, Sendable, Hashable {
      case noRoot = "no-root"
      case wrongKind = "wrong-kind"
      case countMismatch = "count-mismatch"
      case selectionMismatch = "selection-mismatch"
      case notShown = "not-shown"
    }
    let raw: Raw

    /// The scene has no root view controller to start from.
    public static let noRoot = Code(raw: .noRoot)
    /// A container's view controller is not a host of its kind.
    public static let wrongKind = Code(raw: .wrongKind)
    /// A stack's host shows another number of screens, or a tab bar's another number of tabs.
    public static let countMismatch = Code(raw: .countMismatch)
    /// A tab bar's host selects another tab.
    public static let selectionMismatch = Code(raw: .selectionMismatch)
    /// A flow switcher's host shows no flow, or a modal of the state is not presented.
    public static let notShown = Code(raw: .notShown)

    public var description: String { raw.rawValue }
  }
}
