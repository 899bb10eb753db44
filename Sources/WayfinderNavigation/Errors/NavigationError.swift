import WayfinderRouting

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
    return switch code {
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

  /// The refusal to select `tab` of the tab bar `bar`, which is hidden: by the rule book, the
  /// planner, or a navigator that finds it hidden on screen.
  @_spi(Internals) public static func hiddenTab(_ tab: String, of bar: String, step: Step? = nil)
    -> NavigationError
  {
    NavigationError(
      .tabHidden,
      "tab \"\(tab)\" of \"\(bar)\" is hidden (the person or the app hid it); it stays hidden and "
        + "nothing moved",
      step: step)
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
  /// What went wrong, compared with `==` (`error.code == .busy`): one of the static
  /// members of `ErrorCode<NavigationError>`, printed as its kebab-case name.
  public typealias Code = ErrorCode<NavigationError>
}

extension ErrorCode where Domain == NavigationError {
  /// The state breaks one of the rules ``NavigationState/checkInvariants()`` states.
  public static let illegalState = ErrorCode("illegal-state")
  /// The step names a container, tab or flow that the state does not have.
  public static let containerNotFound = ErrorCode("container-not-found")
  /// The step changes a container that a modal covers.
  public static let underModal = ErrorCode("under-modal")
  /// The step presents from a container that is already presenting.
  public static let alreadyPresenting = ErrorCode("already-presenting")
  /// The step names a modal or screen that is not the top-most one.
  public static let notOnTop = ErrorCode("not-on-top")
  /// The step pops a stack that holds only its root, or pops to its top.
  public static let nothingToPop = ErrorCode("nothing-to-pop")
  /// The step would put a unique screen in a stack twice, or a container name twice.
  public static let duplicate = ErrorCode("duplicate")
  /// The step names a screen that is not where the step says it is.
  public static let screenNotFound = ErrorCode("screen-not-found")
  /// The step would leave a tab whose stack hides the tab bar, or hide it in a tab not shown.
  public static let tabBarHidden = ErrorCode("tab-bar-hidden")
  /// The step selects a tab that is hidden (``TabBar/hiddenTabs``): the person hid it in
  /// iOS 18's sidebar, or the app did. Nothing moved; the tab stays hidden.
  public static let tabHidden = ErrorCode("tab-hidden")
  /// The step presents from a container that is not on screen (its tab is not selected).
  public static let notVisible = ErrorCode("not-visible")
  /// A step arrived while the navigator was still performing another.
  public static let busy = ErrorCode("busy")
  /// The container is in the state, but a navigator that drives views has no view for it.
  public static let noHost = ErrorCode("no-host")
  /// The step's transition did not end within the navigator's time limit: its completion
  /// never came.
  public static let timedOut = ErrorCode("timed-out")
  /// The step presents from a view that is not in a window, which UIKit refuses.
  public static let notInWindow = ErrorCode("not-in-window")
  /// The step dismisses a modal that is no longer presented on screen.
  public static let nothingPresented = ErrorCode("nothing-presented")
  /// The platform called the step's completion, but what is on screen shows the step was not
  /// performed (UIKit ignores a push while another transition of its stack is running).
  public static let notPerformed = ErrorCode("not-performed")
  /// The target's containers cannot be reached from the current ones by any step.
  public static let incompatibleTarget = ErrorCode("incompatible-target")
  /// The step shows a screen that the app's screen type does not convert
  /// (``ScreenConvertible``): the factory has no view for it.
  public static let notAnAppScreen = ErrorCode("not-an-app-screen")
  /// The scene has no root view controller to start from.
  public static let noRoot = ErrorCode("no-root")
  /// A container's view controller is not a host of its kind.
  public static let wrongKind = ErrorCode("wrong-kind")
  /// A stack's host shows another number of screens, or a tab bar's another number of tabs.
  public static let countMismatch = ErrorCode("count-mismatch")
  /// A tab bar's host selects another tab.
  public static let selectionMismatch = ErrorCode("selection-mismatch")
  /// A flow switcher's host shows no flow, or a modal of the state is not presented.
  public static let notShown = ErrorCode("not-shown")
  /// The step presents a popover that has no anchor (no source view, source item or bar
  /// button item) and none can be found for it: UIKit would raise an exception.
  public static let noPopoverAnchor = ErrorCode("no-popover-anchor")
}
