// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WalletKit
  import WayfinderUIKit

  /// The root of the wallet: it owns the window's root view controller, which shows one flow at
  /// a time, and the main flow's coordinator, made with its tab bar at launch.
  @MainActor
  public final class AppCoordinator: BaseCoordinator {
    /// The main flow: the tab bar and its tabs' coordinators.
    public let main = MainCoordinator()
    /// The window's root: the flow on screen.
    public let rootViewController: FlowViewController

    public init() {
      rootViewController = FlowViewController(showing: main.tabBarController)
      super.init(container: "app")
      childCoordinators = [main]
    }

    override public func makeChild(for container: String) -> (any Coordinating)? {
      container == "main" ? main : nil
    }
  }

  /// The main flow: a tab bar whose tabs' coordinators it makes with it, each owning its tab's
  /// navigation controller.
  @MainActor
  public final class MainCoordinator: BaseCoordinator {
    public let accounts = AccountsCoordinator()
    public let cards = CardsCoordinator()
    public let tabBarController = UITabBarController()

    public init() {
      super.init(container: "main")
      childCoordinators = [accounts, cards]
      tabBarController.setViewControllers(
        [accounts.navigationController, cards.navigationController], animated: false)
    }

    override public func makeChild(for container: String) -> (any Coordinating)? {
      switch container {
      case "accounts": accounts
      case "cards": cards
      default: nil
      }
    }
  }
#endif
