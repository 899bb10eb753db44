// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WayfinderCoordination

  /// A coordinator for a UIKit app: it owns one container and knows, weakly, the view
  /// controller that shows it.
  ///
  /// The view controller hierarchy owns the view controllers, and the coordinator tree owns
  /// the coordinators; this link goes one way only, so neither keeps the other alive.
  @MainActor
  open class UIKitCoordinator: Coordinator {
    /// The view controller that shows this coordinator's container, while it is alive.
    public weak var rootViewController: UIViewController?

    /// Creates a coordinator for `container`, shown by `rootViewController`.
    public init(
      container: String, rootViewController: UIViewController? = nil,
      factory: (@MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?)? = nil
    ) {
      self.rootViewController = rootViewController
      super.init(container: container, factory: factory)
    }
  }
#endif
