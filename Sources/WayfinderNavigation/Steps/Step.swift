/// One change to what is on screen that a UIKit app can perform in one call, and whether it
/// is animated.
///
/// Steps name the containers they change, so a navigator can refuse a step that does not fit
/// the state on screen, and tests can compare plans as literal arrays:
///
/// ```swift
/// let plan: [Step] = [
///   .dismiss("support"),
///   .selectTab("dashboard", in: "home"),
///   .push(Screen("card", parameters: ["cardID": "7"]), onto: "dashboard", animated: true),
/// ]
/// print(plan.map(\.description))
/// // ["dismiss support", "selectTab dashboard in home", "push card(7) onto dashboard, animated"]
/// ```
@_spi(Internals) public struct Step: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What the step changes.
  public var action: Action
  /// Whether the change is animated. A deep link's steps are not, except optionally its last.
  public var animated: Bool

  /// Creates a step.
  public init(_ action: Action, animated: Bool = false) {
    self.action = action
    self.animated = animated
  }

  /// What a `Step` changes.
  public enum Action: Sendable, Hashable {
    /// Dismisses the top-most modal, which is named.
    case dismiss(String)
    /// Dismisses the named modals, bottom to top the top-most ones of the state, in one call:
    /// UIKit's `dismiss(animated:completion:)` on the view controller under the bottom one
    /// takes it and every modal presented over it, animating only the top-most.
    case dismissChain([String])
    /// Presents a modal from the named container, which must be the top-most one.
    case present(Modal, from: String)
    /// Makes a flow switcher show another flow, built afresh.
    case switchFlow(String, to: Container)
    /// Selects the named tab of the named tab bar.
    case selectTab(String, in: String)
    /// Pushes a screen onto the named stack.
    case push(Screen, onto: String)
    /// Gives the named stack all its screens at once, bottom to top, as UIKit's
    /// `setViewControllers(_:animated:)` and one assignment of a `NavigationStack`'s path do:
    /// its first `keeping` screens stay as they are (the same view controllers, the same
    /// views), the others are built. One transition, however many screens come or go.
    case setScreens([Screen], in: String, keeping: Int)
    /// Pops the named stack until the screen at the index, which is named, is on top.
    case pop(to: Screen, at: Int, in: String)
    /// Replaces the top screen of the named stack, which is named, with another screen.
    case replace(Screen, with: Screen, in: String)
    /// Reloads a screen of the named stack whose data went stale.
    case reload(Screen, in: String)
    /// Gives the screen at the index of the named stack new data in place: the screen there
    /// has the same identity (name and parameters), and holds the step's screen's data from
    /// now on. The app's screen receives it (a seek, a new filter); nothing is rebuilt.
    case update(Screen, at: Int, in: String)
  }

  /// Dismisses the top-most modal, named `modal`.
  public static func dismiss(_ modal: String, animated: Bool = false) -> Step {
    Step(.dismiss(modal), animated: animated)
  }

  /// Dismisses the modals named `modals`, bottom to top the top-most ones, in one call.
  public static func dismissChain(_ modals: [String], animated: Bool = false) -> Step {
    Step(.dismissChain(modals), animated: animated)
  }

  /// Presents `modal` from the container named `presenter`, the top-most one.
  public static func present(_ modal: Modal, from presenter: String, animated: Bool = false) -> Step {
    Step(.present(modal, from: presenter), animated: animated)
  }

  /// Makes the flow switcher `switcher` show `flow`.
  public static func switchFlow(_ switcher: String, to flow: Container, animated: Bool = false) -> Step {
    Step(.switchFlow(switcher, to: flow), animated: animated)
  }

  /// Selects the tab named `tab` of the tab bar named `tabBar`.
  public static func selectTab(_ tab: String, in tabBar: String, animated: Bool = false) -> Step {
    Step(.selectTab(tab, in: tabBar), animated: animated)
  }

  /// Pushes `screen` onto the stack named `stack`.
  public static func push(_ screen: Screen, onto stack: String, animated: Bool = false) -> Step {
    Step(.push(screen, onto: stack), animated: animated)
  }

  /// Gives the stack named `stack` the screens `screens` at once, of which the first `keeping`
  /// are already its bottom screens.
  public static func setScreens(
    _ screens: [Screen], in stack: String, keeping: Int, animated: Bool = false
  ) -> Step {
    Step(.setScreens(screens, in: stack, keeping: keeping), animated: animated)
  }

  /// Pops the stack named `stack` until `screen`, at `index`, is on top.
  public static func pop(
    to screen: Screen, at index: Int, in stack: String, animated: Bool = false
  ) -> Step {
    Step(.pop(to: screen, at: index, in: stack), animated: animated)
  }

  /// Replaces `screen`, on top of the stack named `stack`, with `newScreen`.
  public static func replace(
    _ screen: Screen, with newScreen: Screen, in stack: String, animated: Bool = false
  ) -> Step {
    Step(.replace(screen, with: newScreen, in: stack), animated: animated)
  }

  /// Reloads `screen` in the stack named `stack`.
  public static func reload(_ screen: Screen, in stack: String) -> Step {
    Step(.reload(screen, in: stack))
  }

  /// Gives the screen at `index` of the stack named `stack`, which has `screen`'s identity,
  /// `screen`'s data in place.
  public static func update(_ screen: Screen, at index: Int, in stack: String, animated: Bool = false) -> Step
  {
    Step(.update(screen, at: index, in: stack), animated: animated)
  }

  /// Whether the step reloads a screen rather than moving anything.
  public var isReload: Bool {
    if case .reload = action { true } else { false }
  }

  /// Whether the step gives a screen new data in place rather than moving anything.
  var isUpdate: Bool {
    if case .update = action { true } else { false }
  }

  /// The step in one line: `push card(7) onto dashboard, animated`.
  public var description: String {
    let text =
      switch action {
      case .dismiss(let modal): "dismiss \(modal)"
      case .dismissChain(let modals): "dismissChain \(modals.joined(separator: ", "))"
      case .present(let modal, let presenter):
        "present \(modal.style.rawValue) \(modal.name) from \(presenter)"
      case .switchFlow(let switcher, let flow): "switchFlow \(switcher) to \(flow.name)"
      case .selectTab(let tab, let bar): "selectTab \(tab) in \(bar)"
      case .push(let screen, let stack): "push \(screen) onto \(stack)"
      case .setScreens(let screens, let stack, let keeping):
        "setScreens \(stack) to \(screens.map(\.description).joined(separator: ", ")) keeping \(keeping)"
      case .pop(let screen, _, let stack): "pop \(stack) to \(screen)"
      case .replace(let old, let new, let stack): "replace \(old) with \(new) in \(stack)"
      case .reload(let screen, let stack): "reload \(screen) in \(stack)"
      case .update(let screen, _, let stack): "update \(screen) in \(stack)"
      }
    return animated ? text + ", animated" : text
  }
}
