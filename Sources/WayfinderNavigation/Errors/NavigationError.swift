/// Why a step was refused, a state is not legal, no plan reaches a target, or the view
/// controllers a navigator was given do not show its state.
///
/// The navigators refuse what UIKit refuses, with a reason a developer can read:
///
/// ```
/// step refused (under-modal): cannot push card(7) onto "dashboard" while "support" is presented over it
/// hosts do not match the state (count-mismatch): stack "dashboard" holds 2 screens, but its host shows 1 view controller
/// ```
public struct NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is.
  public let code: Code
  /// A sentence that says what is wrong.
  public let reason: String
  /// The step that was refused, if a step was.
  @_spi(Internals) public let step: Step?
  /// The container whose view controller does not show it, when the hosts a navigator was
  /// given do not show its state.
  public let container: String?

  init(_ code: Code, _ reason: String, step: Step? = nil, container: String? = nil) {
    self.code = code
    self.reason = reason
    self.step = step
    self.container = container
  }

  public var description: String {
    if step != nil { return "step refused (\(code)): \(reason)" }
    return switch code.raw {
    case .noRoot, .wrongKind, .countMismatch, .selectionMismatch, .notShown:
      "hosts do not match the state (\(code)): \(reason)"
    case .illegalState: "illegal state (\(code)): \(reason)"
    case .incompatibleTarget: "no plan (\(code)): \(reason)"
    default: "no target (\(code)): \(reason)"
    }
  }

  func refusing(_ step: Step) -> NavigationError {
    NavigationError(code, reason, step: step)
  }

  /// The view controllers a navigator was given do not show its state at `container`.
  package static func hosts(_ code: Code, _ reason: String, container: String? = nil) -> NavigationError {
    NavigationError(code, reason, container: container)
  }

  /// The refusal of `step` arriving while a navigator is still performing another: what every
  /// navigator says, headless or driving views.
  @_spi(Internals) public static func busy(_ step: Step) -> NavigationError {
    NavigationError(.busy, "\(step) arrived while another step was still running", step: step)
  }

  /// The refusal of `step` by a navigator that drives views, when `container` is in its state
  /// but has no view on screen of the kind the step needs (its view is gone, or is of another
  /// kind).
  @_spi(Internals) public static func noHost(_ container: String, for step: Step) -> NavigationError {
    NavigationError(.noHost, "\"\(container)\" has no view on screen to perform \(step)", step: step)
  }

  /// The failure of `step` whose transition did not end within `limit`: the platform never
  /// called its completion (UIKit drops a refused presentation's completion, for one).
  @_spi(Internals) public static func timedOut(_ step: Step, after limit: Duration) -> NavigationError {
    NavigationError(
      .timedOut, "\(step) did not finish within \(limit)",
      step: step)
  }

  /// The refusal of `step` by a navigator that drives views, before any view is touched,
  /// because the platform would refuse it: `reason` says what it found on screen.
  @_spi(Internals) public static func platformRefusal(_ code: Code, _ step: Step, _ reason: String)
    -> NavigationError
  {
    NavigationError(code, reason, step: step)
  }
}

extension NavigationError {
  /// What kind of problem a ``NavigationError`` is.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    enum Raw: String, Sendable, Hashable {
      case illegalState = "illegal-state"
      case containerNotFound = "container-not-found"
      case underModal = "under-modal"
      case alreadyPresenting = "already-presenting"
      case notOnTop = "not-on-top"
      case nothingToPop = "nothing-to-pop"
      case duplicate = "duplicate"
      case screenNotFound = "screen-not-found"
      case tabBarHidden = "tab-bar-hidden"
      case notVisible = "not-visible"
      case busy = "busy"
      case noHost = "no-host"
      case timedOut = "timed-out"
      case notInWindow = "not-in-window"
      case nothingPresented = "nothing-presented"
      case notPerformed = "not-performed"
      case incompatibleTarget = "incompatible-target"
      case notAnAppScreen = "not-an-app-screen"
      case noRoot = "no-root"
      case wrongKind = "wrong-kind"
      case countMismatch = "count-mismatch"
      case selectionMismatch = "selection-mismatch"
      case notShown = "not-shown"
      case noPopoverAnchor = "no-popover-anchor"
    }
    let raw: Raw

    /// The state breaks one of the rules ``NavigationState/checkInvariants()`` states.
    public static let illegalState = Code(raw: .illegalState)
    /// The step names a container, tab or flow that the state does not have.
    public static let containerNotFound = Code(raw: .containerNotFound)
    /// The step changes a container that a modal covers.
    public static let underModal = Code(raw: .underModal)
    /// The step presents from a container that is already presenting.
    public static let alreadyPresenting = Code(raw: .alreadyPresenting)
    /// The step names a modal or screen that is not the top-most one.
    public static let notOnTop = Code(raw: .notOnTop)
    /// The step pops a stack that holds only its root, or pops to its top.
    public static let nothingToPop = Code(raw: .nothingToPop)
    /// The step would put a unique screen in a stack twice, or a container name twice.
    public static let duplicate = Code(raw: .duplicate)
    /// The step names a screen that is not where the step says it is.
    public static let screenNotFound = Code(raw: .screenNotFound)
    /// The step would leave a tab whose stack hides the tab bar, or hide it in a tab not shown.
    public static let tabBarHidden = Code(raw: .tabBarHidden)
    /// The step presents from a container that is not on screen (its tab is not selected).
    public static let notVisible = Code(raw: .notVisible)
    /// A step arrived while the navigator was still performing another.
    public static let busy = Code(raw: .busy)
    /// The container is in the state, but a navigator that drives views has no view for it.
    public static let noHost = Code(raw: .noHost)
    /// The step's transition did not end within the navigator's time limit: its completion
    /// never came.
    public static let timedOut = Code(raw: .timedOut)
    /// The step presents from a view that is not in a window, which UIKit refuses.
    public static let notInWindow = Code(raw: .notInWindow)
    /// The step dismisses a modal that is no longer presented on screen.
    public static let nothingPresented = Code(raw: .nothingPresented)
    /// The platform called the step's completion, but what is on screen shows the step was not
    /// performed (UIKit ignores a push while another transition of its stack is running).
    public static let notPerformed = Code(raw: .notPerformed)
    /// The target's containers cannot be reached from the current ones by any step.
    public static let incompatibleTarget = Code(raw: .incompatibleTarget)
    /// The step shows a screen that the app's screen type does not convert
    /// (``ScreenConvertible``): the factory has no view for it.
    public static let notAnAppScreen = Code(raw: .notAnAppScreen)
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
    /// The step presents a popover that has no anchor (no source view, source item or bar
    /// button item) and none can be found for it: UIKit would raise an exception.
    public static let noPopoverAnchor = Code(raw: .noPopoverAnchor)

    public var description: String { raw.rawValue }
  }
}
