// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WayfinderUIKit

  /// The wallet's own base coordinator, as it was before Wayfinder: a container it owns,
  /// children it keeps, a `start()`. Adopting `Coordinating` is the one change: a place in
  /// Wayfinder's tree (`wayfinder`), and each hook a subclass overrides implemented here.
  @MainActor
  open class BaseCoordinator: Coordinating {
    /// The container it owns, as the graph names it.
    public let container: String
    /// The app's own bookkeeping, untouched by Wayfinder.
    public var childCoordinators: [BaseCoordinator] = []
    /// Its place in Wayfinder's tree, made once.
    public private(set) lazy var wayfinder: Coordinator = makePlace()

    public init(container: String) {
      self.container = container
    }

    /// Makes its place in the tree: a coordinator of its container, unless a subclass owns a
    /// screen or a flow with a result.
    open func makePlace() -> Coordinator { Coordinator(container: container, owner: self) }

    open func start() {}
    open func receive(_ link: IncomingLink, screen: Screen) {}
    open func didEnd(_ reason: CancellationReason?) {}
    open func makeChild(for container: String) -> (any Coordinating)? { nil }
    open func makeChild(forScreen screen: Screen) -> (any Coordinating)? { nil }
  }
#endif
