import WayfinderNavigation

/// A navigator that performs each step on a scene's view controllers, through their hosts,
/// and returns when UIKit says the transition has ended.
///
/// It decides nothing that `HeadlessNavigator` does not: a step is first
/// checked against ``state`` with `NavigationState.apply(_:)`, the rule
/// book every navigator shares, and refused with the same `NavigationError`
/// before any host is touched. Then it finds the hosts the step changes in its
/// ``HostDirectory``, asks the ``ScreenFactory`` for the view controllers the step shows, calls
/// the host, and waits for the host's completion. Only then does ``state`` change, so it is
/// always what the screen shows once the transitions have ended.
///
/// Make one per scene, from that scene's own view controllers:
///
/// ```swift
/// // In the scene delegate: build the bank app's root and show it.
/// let navigator = UIKitNavigator(building: BankApp.signedInStart.root, factory: BankScreens())
/// window.rootViewController = navigator.rootViewController
/// try await navigator.perform(.push(BankApp.Screens.card(7), onto: "dashboard", animated: true))
/// print(navigator.state.visibleStack.screens)  // [dashboard, card(7)]
/// ```
///
/// One step runs at a time: a step that arrives while another is in flight is refused with
/// `NavigationError.Code.busy`, as the headless navigator
/// refuses it. A step on a container that has no host in the directory (or one of another
/// kind) is refused with `NavigationError.Code.noHost`, before any view controller is
/// touched; ``HostDirectory/missingHosts(for:)`` lists such containers ahead of time.
@MainActor
public final class UIKitNavigator<PlatformViewController: AnyObject>: Navigator {
  /// What is on screen once every transition has ended.
  public internal(set) var state: NavigationState
  /// The hosts of this navigator's scene, kept up to date as modals and flows come and go.
  public let directory: HostDirectory<PlatformViewController>
  /// What makes the view controllers and hosts that steps show.
  public let factory: any ScreenFactory<PlatformViewController>
  /// Whether a step has begun and its host has not yet said it has ended.
  public private(set) var isPerforming = false
  /// The view controller of the root container, when the navigator built it: put it into the
  /// scene's window.
  public private(set) var rootViewController: PlatformViewController?

  /// Creates a navigator for view controllers that already show `state`, whose hosts
  /// `directory` holds.
  ///
  /// - Parameters:
  ///   - state: What the view controllers show.
  ///   - directory: The hosts of the containers of `state`, by name.
  ///   - factory: What makes the view controllers and hosts that steps show.
  public init(
    state: NavigationState, directory: HostDirectory<PlatformViewController>,
    factory: any ScreenFactory<PlatformViewController>
  ) {
    self.state = state
    self.directory = directory
    self.factory = factory
  }

  /// Creates a navigator that builds `root` with `factory`: a host for each container, a view
  /// controller for each screen. Put ``rootViewController`` into the window; present modals
  /// with steps once it is there.
  ///
  /// - Parameters:
  ///   - root: The root container to build.
  ///   - factory: What makes the view controllers and hosts.
  public convenience init(building root: Container, factory: any ScreenFactory<PlatformViewController>) {
    self.init(state: NavigationState(root: root), directory: HostDirectory(), factory: factory)
    var built: [(String, HostDirectory<PlatformViewController>.Host)] = []
    rootViewController = build(root, into: &built).hostViewController
    register(built)
  }

  /// Creates a navigator for a scene whose view controllers, from `root`, already show
  /// `state`, finding their hosts with ``HostDirectory/discover(_:from:)``.
  ///
  /// - Parameters:
  ///   - state: What the view controllers show.
  ///   - root: The scene's root view controller.
  ///   - factory: What makes the view controllers and hosts that steps show.
  /// - Throws: ``HostError`` when the view controllers do not show `state`.
  public convenience init(
    state: NavigationState, discoveringFrom root: PlatformViewController?,
    factory: any ScreenFactory<PlatformViewController>
  ) throws(HostError) {
    let directory = HostDirectory<PlatformViewController>()
    try directory.discover(state, from: root)
    self.init(state: state, directory: directory, factory: factory)
  }

  /// Performs `step` on the hosts and returns when the host has called its completion.
  ///
  /// A transition in flight is not undone by cancelling the task that awaits it, as a UIKit
  /// animation is not: the call returns when the host has finished.
  ///
  /// - Throws: `NavigationError` when the step is refused: by the rule
  ///   book, because another step is in flight, or because its container has no host. Nothing
  ///   on screen or in ``state`` has changed then.
  public func perform(_ step: Step) async throws(NavigationError) {
    guard !isPerforming else { throw NavigationError.busy(step) }
    let after = try state.applying(step)
    let operation = try operation(for: step)
    isPerforming = true
    defer { isPerforming = false }
    let (built, gone) = await run(operation, animated: step.animated)
    if let gone { directory.forget(containersIn: gone) }
    register(built)
    state = after
  }

  func register(_ built: [(String, HostDirectory<PlatformViewController>.Host)]) {
    for (name, host) in built { directory.register(host, for: name) }
  }
}
