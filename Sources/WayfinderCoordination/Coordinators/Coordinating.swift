import WayfinderNavigation

/// A coordinator of the app's own class hierarchy that takes part in Wayfinder's coordinator
/// tree without subclassing ``Coordinator``: what an app's existing base coordinator adopts.
///
/// The adopter keeps a ``Coordinator`` as its place in the tree, made with
/// ``Coordinator/init(container:owner:factory:)`` and kept for its life, and implements the hooks it
/// wants; the others do nothing by default. That place does the tree's work — children made on
/// demand, links handed down, ending with the container — and calls the adopter's hooks, and a
/// child the adopter makes in ``makeChild(for:)`` joins the tree through its own place. While
/// attached, the tree holds the adopter, so a child made on demand lives as long as its
/// container is on screen; ended, it is let go.
///
/// ```swift
/// class AppCoordinator: NSObject, Coordinating {  // the app's base class, as it was
///   lazy var wayfinder = Coordinator(container: container, owner: self)
///   let container: String
///   init(container: String) { self.container = container }
///   func receive(_ link: IncomingLink, screen: Screen) {}  // subclasses override
///   func makeChild(for container: String) -> (any Coordinating)? { nil }
/// }
/// final class DashboardCoordinator: AppCoordinator {
///   override func receive(_ link: IncomingLink, screen: Screen) { print("load \(screen)") }
/// }
/// let center = DeepLinkCenter(…, coordinators: app.wayfinder, …)
/// ```
///
/// A hook the base class implements is dispatched to its subclasses' overrides; one only a
/// subclass implements is not (Swift calls the protocol's default), so a base class implements
/// each hook its subclasses override. ``start()`` is called once the coordinator attaches, its
/// screen already on screen: a base class whose `start()` presents its first screen keeps that
/// for the coordinators Wayfinder does not make.
@MainActor
public protocol Coordinating: AnyObject {
  /// This coordinator's place in Wayfinder's tree, made once with
  /// ``Coordinator/init(container:owner:factory:)`` and kept.
  var wayfinder: Coordinator { get }
  /// Called once, when this coordinator attaches to its parent (``Coordinator/start()``).
  func start()
  /// Receives a link whose screen is now on screen in this coordinator's container
  /// (``Coordinator/receive(_:screen:)``).
  ///
  /// - Parameters:
  ///   - link: The link, with its source and arrival time.
  ///   - screen: The screen it opened.
  func receive(_ link: IncomingLink, screen: Screen)
  /// Called after `child` attached (``Coordinator/didAttach(_:)``); its adopter is
  /// ``Coordinator/owner``.
  ///
  /// - Parameter child: The child's place in the tree.
  func didAttach(_ child: Coordinator)
  /// Called after `child` ended and left (``Coordinator/didDetach(_:)``); a flow's typed end is
  /// its ``FlowCoordinator/flowEnd``.
  ///
  /// - Parameter child: The child's place in the tree.
  func didDetach(_ child: Coordinator)
  /// Called once, when this coordinator ends (``Coordinator/didEnd(_:)``).
  ///
  /// - Parameter reason: Why it was cancelled, or `nil` when its flow finished.
  func didEnd(_ reason: CancellationReason?)
  /// Whether this coordinator can respond to `request` (``Coordinator/canRespond(to:)``).
  ///
  /// - Parameter request: The request looking for a responder.
  /// - Returns: Whether ``respond(to:)`` would handle it.
  func canRespond(to request: ResponderRequest) -> Bool
  /// Handles `request` (``Coordinator/respond(to:)``).
  ///
  /// - Parameter request: A request this coordinator said it can respond to.
  func respond(to request: ResponderRequest) async
  /// Makes the child coordinator for `container`, or `nil` to leave it to the tree's
  /// ``Coordinator/factory``.
  ///
  /// - Parameter container: The name of the container the child owns.
  /// - Returns: A new coordinator whose place is not attached yet, or `nil`.
  func makeChild(for container: String) -> (any Coordinating)?
  /// Makes the coordinator of `screen`, a screen of this coordinator's stack, or `nil` for none
  /// (``Coordinator/makeChild(forScreen:)``). Its place is made with
  /// ``Coordinator/init(screen:in:owner:factory:)``.
  ///
  /// - Parameter screen: The screen the child owns.
  /// - Returns: A new coordinator whose place is not attached yet, or `nil`.
  func makeChild(forScreen screen: Screen) -> (any Coordinating)?
}

extension Coordinating {
  /// Does nothing.
  public func start() {}
  /// Does nothing.
  public func receive(_ link: IncomingLink, screen: Screen) {}
  /// Does nothing.
  public func didAttach(_ child: Coordinator) {}
  /// Does nothing.
  public func didDetach(_ child: Coordinator) {}
  /// Does nothing.
  public func didEnd(_ reason: CancellationReason?) {}
  /// Answers `false`.
  public func canRespond(to request: ResponderRequest) -> Bool { false }
  /// Does nothing.
  public func respond(to request: ResponderRequest) async {}
  /// Makes none: the tree's factory does.
  public func makeChild(for container: String) -> (any Coordinating)? { nil }
  /// Makes none.
  public func makeChild(forScreen screen: Screen) -> (any Coordinating)? { nil }
}
