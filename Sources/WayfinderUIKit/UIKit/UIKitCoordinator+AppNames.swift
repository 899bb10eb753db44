// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WayfinderCoordination
  import WayfinderNavigation

  extension UIKitCoordinator {
    /// Creates a coordinator for `container`, named by the app's container type, shown by
    /// `rootViewController`, whose factory makes children for the app's containers.
    public convenience init<Name: ContainerName>(
      container: Name, rootViewController: UIViewController? = nil,
      factory: (@MainActor (_ container: Name, _ parent: Coordinator) -> Coordinator?)? = nil
    ) {
      self.init(
        container: container.rawValue, rootViewController: rootViewController,
        factory: Coordinator.untyped(factory))
    }
  }
#endif
