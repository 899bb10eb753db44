import WayfinderNavigation

/// A node of the coordinator tree: the object that owns one container of the navigation state
/// and the child coordinators of the containers inside it.
///
/// Coordinators form a live tree under the app's root coordinator. Each owns the container
/// named by ``container`` (a stack, a tab bar, a flow switcher, or a modal's content, as
/// `NavigationState` names them) and keeps its ``children`` in the order they attached.
///
/// - Children are made on demand: ``child(for:)-(String)`` returns the attached child for a container
///   or asks the ``factory`` for one and attaches it, once.
/// - A coordinator ends exactly once, by ``cancel(_:)``, by ``FlowCoordinator/finish(_:)``,
///   by ``prune(keeping:reason:)`` or with its parent; its children end first, deepest first,
///   and it leaves its parent, which releases it. A parent awaits a child flow's end with
///   ``run(_:ifTaskCancelled:)`` (seed 002).
/// - Queries over the live tree: the depth-first responder search of seed 001
///   (``firstResponder(for:)``, ``becomeFirstResponder()``) and the breadth-first
///   ``firstReceiver(as:where:)`` of seed 003.
///
/// The center's plan decides what goes on screen, so one place decides the back stack,
/// uniqueness and the order UIKit needs. The navigator performs it: with the app's screen
/// factory, or, for a stack whose coordinator owns its navigation controller (WayfinderUIKit's
/// `HostingCoordinator`), with that coordinator's own `show…` methods. A coordinator is told
/// once its container's screen is up (``receive(_:screen:)``) and ends when its container
/// leaves; a coordinator of one screen (``init(screen:in:factory:)``) ends when its screen
/// does. Subclass
/// it to load data, start work or answer requests; the hooks ``start()``, ``didAttach(_:)``,
/// ``didDetach(_:)``, ``didEnd(_:)``, ``canRespond(to:)`` and ``respond(to:)`` do nothing until
/// overridden, but call the ``owner``'s: an app whose coordinators have a base class of their
/// own adopts ``Coordinating`` instead, and keeps a coordinator as each one's place in the tree.
///
/// ```swift
/// let app = Coordinator(container: "app") { container, _ in
///   switch container {
///   case "home": HomeCoordinator(container: container)
///   case "dashboard": DashboardCoordinator(container: container)
///   default: nil
///   }
/// }
/// let dashboard = app.child(for: "home")?.child(for: "dashboard")
/// print(app.treeDescription)
/// // app (Coordinator)
/// //   home (HomeCoordinator)
/// //     dashboard (DashboardCoordinator)
/// ```
@MainActor
open class Coordinator {
  /// The name of the container this coordinator owns, as the navigation state names it; for a
  /// coordinator of one screen, the stack that shows it.
  public let container: String
  /// The screen this coordinator owns, for a coordinator of one screen of a stack (made with
  /// ``init(screen:in:factory:)``); `nil` for a coordinator of a whole container.
  public internal(set) var screen: Screen?
  /// The coordinator this one is attached to; `nil` for a root and once this one has ended.
  public internal(set) weak var parent: Coordinator?
  /// The attached children, in the order they attached. Each owns a different container.
  public internal(set) var children: [Coordinator] = []
  /// Whether this coordinator is still running: `true` from creation until it ends.
  public internal(set) var isActive = true
  /// Makes this coordinator's children on demand; `nil` to use the nearest ancestor's.
  ///
  /// Given a container's name and the coordinator that asks (the new child's parent), it
  /// returns a new coordinator for that container, not yet attached (``child(for:)-(String)`` attaches
  /// it), or `nil` when the parent has no such child. One factory at the root can serve the
  /// whole app, since a coordinator without one uses its nearest ancestor's.
  public var factory: (@MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?)?

  /// The one-shot callbacks of `whenAttached(_:perform:)` that wait, by container name.
  var pendingAttachments: [String: [PendingAttachment]] = [:]
  /// Whether ``start()`` has been called by the tree.
  var hasStarted = false
  /// Hears this coordinator end, once, after it left its parent: how (`nil` when it finished)
  /// and what its flow completed with. A ``DeepLinkCenter`` sets it on the coordinator of an
  /// interrupting flow or a guard's screen, so that the coordinator ending its flow ends the
  /// link's wait.
  package var endObserver: (@MainActor (_ reason: CancellationReason?, _ values: [String: String]) -> Void)?
  /// The app's coordinator whose place in the tree this is, when it adopts ``Coordinating``
  /// instead of subclassing; its hooks are called for this coordinator's. `nil` once it is gone.
  public private(set) weak var owner: (any Coordinating)?
  /// The owner, held while this coordinator is attached: the tree keeps a child it made alive.
  var heldOwner: (any Coordinating)?

  /// Creates a coordinator for a container.
  ///
  /// - Parameters:
  ///   - container: The name of the container it owns, as in the navigation state.
  ///   - factory: Makes its children on demand; `nil` to use the nearest ancestor's.
  public init(
    container: String,
    factory: (@MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?)? = nil
  ) {
    self.container = container
    self.factory = factory
  }

  /// Creates the coordinator of one screen of a stack: it ends when the stack no longer shows
  /// that screen (the person went back past it, a link popped it), and is freed then.
  ///
  /// A coordinator per screen is the child of the stack's coordinator, attached with
  /// ``child(forScreen:)`` or ``attach(_:)``; pruning (``prune(keeping:reason:)``) ends it
  /// as it ends a container's.
  ///
  /// ```swift
  /// let product = home.child(forScreen: Screen("product", parameters: ["id": "7"]))
  /// // the person goes back: the center prunes the tree, and product ends, userWentBack
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen it owns.
  ///   - stack: The name of the stack that shows the screen.
  ///   - factory: Makes its children on demand; `nil` to use the nearest ancestor's.
  public convenience init(
    screen: Screen, in stack: String,
    factory: (@MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?)? = nil
  ) {
    self.init(container: stack, factory: factory)
    self.screen = screen
  }

  /// Creates the place in the tree of a coordinator of the app's own class (see
  /// ``Coordinating``), whose hooks it calls.
  ///
  /// ```swift
  /// lazy var wayfinder = Coordinator(container: "dashboard", owner: self)
  /// ```
  ///
  /// - Parameters:
  ///   - container: The name of the container it owns, as in the navigation state.
  ///   - owner: The app's coordinator; held weakly, and strongly while attached.
  ///   - factory: Makes its children on demand when `owner` makes none; `nil` to use the
  ///     nearest ancestor's.
  public convenience init(
    container: String, owner: any Coordinating,
    factory: (@MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?)? = nil
  ) {
    self.init(container: container, factory: factory)
    self.owner = owner
  }

  /// Creates the place in the tree of the app's own coordinator of one screen of a stack (see
  /// ``Coordinating`` and ``init(screen:in:factory:)``).
  ///
  /// - Parameters:
  ///   - screen: The screen it owns.
  ///   - stack: The name of the stack that shows the screen.
  ///   - owner: The app's coordinator; held weakly, and strongly while attached.
  ///   - factory: Makes its children on demand; `nil` to use the nearest ancestor's.
  public convenience init(
    screen: Screen, in stack: String, owner: any Coordinating,
    factory: (@MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?)? = nil
  ) {
    self.init(screen: screen, in: stack, factory: factory)
    self.owner = owner
  }

  // MARK: - Hooks

  /// Makes the child coordinator for `container`; ``child(for:)-(String)`` attaches it.
  ///
  /// The default asks the ``owner``'s ``Coordinating/makeChild(for:)``, then ``factory``, or
  /// the nearest ancestor's factory when this coordinator has none. Override it to make
  /// children in the coordinator itself.
  ///
  /// - Parameter container: The name of the container the child owns.
  /// - Returns: A new, unattached coordinator for `container`, or `nil` when there is none.
  open func makeChild(for container: String) -> Coordinator? {
    if let made = owner?.makeChild(for: container) {
      // Nothing but its place holds the app's coordinator now: the place holds it until it
      // attaches (then the tree does) or is dropped.
      let place = made.wayfinder
      place.heldOwner = made
      return place
    }
    var node: Coordinator? = self
    while let current = node {
      if let factory = current.factory { return factory(container, self) }
      node = current.parent
    }
    return nil
  }

  /// Makes the coordinator of `screen`, a screen of this coordinator's stack;
  /// ``child(forScreen:)`` attaches it.
  ///
  /// The default asks the ``owner``'s ``Coordinating/makeChild(forScreen:)``, and makes none
  /// otherwise: a coordinator per screen is the app's choice. Override it to make them.
  ///
  /// - Parameter screen: The screen the child owns.
  /// - Returns: A new, unattached coordinator made with ``init(screen:in:factory:)``, or `nil`.
  open func makeChild(forScreen screen: Screen) -> Coordinator? {
    guard let made = owner?.makeChild(forScreen: screen) else { return nil }
    let place = made.wayfinder
    place.heldOwner = made
    return place
  }

  /// Called once, when this coordinator attaches to its parent, to begin its flow.
  ///
  /// Start the container's work here (load data, subscribe); the container is on screen
  /// already, built by the navigator. It runs after the parent's
  /// ``didAttach(_:)`` and before any callback waiting for the child; a flow that has
  /// nothing to do may end here. A root coordinator is never attached: call it yourself.
  open func start() { owner?.start() }

  /// Called after `child` attached to this coordinator, before the child starts.
  ///
  /// - Parameter child: The new child, already in ``children``.
  open func didAttach(_ child: Coordinator) { owner?.didAttach(child) }

  /// Called after `child` ended and left this coordinator.
  ///
  /// - Parameter child: The ended child, no longer in ``children``.
  open func didDetach(_ child: Coordinator) { owner?.didDetach(child) }

  /// Called once, when this coordinator ends, after its children have ended and before it
  /// leaves its parent.
  ///
  /// - Parameter reason: Why it was cancelled, or `nil` when its flow finished.
  open func didEnd(_ reason: CancellationReason?) { owner?.didEnd(reason) }

  /// Whether this coordinator can respond to `request`; the responder search asks it.
  ///
  /// The default asks the ``owner``, if any, and answers `false` otherwise. Answer from what the coordinator shows now, without side
  /// effects: the search may ask many coordinators.
  ///
  /// - Parameter request: The request looking for a responder.
  /// - Returns: Whether ``respond(to:)`` would handle it.
  open func canRespond(to request: ResponderRequest) -> Bool { owner?.canRespond(to: request) ?? false }

  /// Handles `request`, after ``becomeFirstResponder()`` made this coordinator's branch visible.
  ///
  /// The default calls the ``owner``'s, if any, and does nothing else.
  ///
  /// - Parameter request: A request this coordinator said it ``canRespond(to:)``.
  open func respond(to request: ResponderRequest) async { await owner?.respond(to: request) }

  /// Receives a link whose screen is now on screen in this coordinator's container, to load
  /// its data or start its work. A ``DeepLinkCenter`` calls it once per link: at once when
  /// this coordinator is attached already, or when it attaches.
  ///
  /// The default calls the ``owner``'s, if any, and does nothing else.
  ///
  /// - Parameters:
  ///   - link: The link, with its source and arrival time.
  ///   - screen: The screen it opened.
  open func receive(_ link: IncomingLink, screen: Screen) { owner?.receive(link, screen: screen) }

  // MARK: - Lifecycle machinery

  /// Resumes whoever awaits this coordinator's flow; ``FlowCoordinator`` overrides it.
  ///
  /// - Parameter reason: Why it was cancelled, or `nil` when it finished.
  func concludeFlow(_ reason: CancellationReason?) {}

  /// What the flow completed with, as an interruption hook hears it; ``FlowCoordinator`` says.
  var completedValues: [String: String] { [:] }

  /// Ends this coordinator as finished because the app completed its flow through the center
  /// (``DeepLinkCenter/endInterruption(_:)``, a guard resolved as passed), with `values`.
  ///
  /// - Returns: Whether this call ended it.
  @discardableResult
  func finishFlow(with values: [String: String]) -> Bool { end(nil) }
}
