// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WalletKit
  import WayfinderUIKit

  /// The accounts tab, as a coordinator app writes it: it owns its navigation controller and
  /// pushes with `showAccount(id:animated:)`. Wayfinder calls that method for every link's push
  /// (``show(_:animated:completion:)``); the account screens get a coordinator each, made on
  /// demand and freed when the person goes back; the transfer flow's receipt comes back here.
  @MainActor
  public final class AccountsCoordinator: BaseCoordinator, HostingCoordinator, FlowResultReceiver {
    public let navigationController: UINavigationController
    /// The transfers that finished, as their flows handed them back.
    public private(set) var receipts: [TransferReceipt] = []
    /// Asks the center for a screen: the scene sets it (`DeepLinkCenter.send(route:)`).
    public var navigate: (@MainActor (WalletScreen) -> Void)?

    public init() {
      navigationController = UINavigationController(rootViewController: AccountsViewController())
      super.init(container: "accounts")
    }

    /// The coordinator's own method, as it was before Wayfinder.
    public func showAccount(id: Int, animated: Bool) {
      navigationController.pushViewController(AccountViewController(accountID: id), animated: animated)
    }

    // MARK: - HostingCoordinator: Wayfinder's pushes are its own

    public func show(_ screen: WalletScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
      if case .account(let id) = screen { showAccount(id: id, animated: animated) }
      whenTransitionEnds(completion)
    }

    public func screen(shownBy viewController: UIViewController) -> WalletScreen? {
      switch viewController {
      case is AccountsViewController: .accounts
      case let account as AccountViewController: .account(id: account.accountID)
      default: nil
      }
    }

    // MARK: - Children

    /// An account screen a link showed gets its coordinator.
    override public func receive(_ link: IncomingLink, screen: Screen) {
      if screen.name == "account" { _ = wayfinder.child(forScreen: screen) }
    }

    override public func makeChild(forScreen screen: Screen) -> (any Coordinating)? {
      guard case .account(let id)? = WalletScreen(screen) else { return nil }
      return AccountCoordinator(accountID: id)
    }

    /// The transfer sheet goes up over this tab: its coordinator is this one's child.
    override public func makeChild(for container: String) -> (any Coordinating)? {
      container == "transfer" ? TransferCoordinator() : nil
    }

    /// The transfer flow finished: keep its receipt, and close the sheet through the center.
    public func flow(_ flow: Coordinator, didFinishWith receipt: TransferReceipt) {
      receipts.append(receipt)
      navigate?(.account(id: receipt.accountID))
    }
  }

  /// The coordinator of one account screen: it loads the account, and ends with its screen.
  @MainActor
  public final class AccountCoordinator: BaseCoordinator {
    public let accountID: Int

    public init(accountID: Int) {
      self.accountID = accountID
      super.init(container: "accounts")
    }

    override public func makePlace() -> Coordinator {
      Coordinator(screen: WalletScreen.account(id: accountID).screen, in: container, owner: self)
    }
  }

  /// The transfer flow: it ends with a receipt, which its parent receives.
  @MainActor
  public final class TransferCoordinator: BaseCoordinator {
    public init() { super.init(container: "transfer") }

    override public func makePlace() -> Coordinator {
      FlowCoordinator<TransferReceipt>(container: container, owner: self)
    }

    /// The person confirmed: the flow ends with its receipt.
    public func confirm(from accountID: Int, amount: Int) {
      (wayfinder as? FlowCoordinator<TransferReceipt>)?.finish(
        TransferReceipt(accountID: accountID, amount: amount))
    }
  }
#endif
