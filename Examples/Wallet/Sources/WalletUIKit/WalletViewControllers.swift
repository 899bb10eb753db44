// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WalletKit
  import WayfinderUIKit

  /// The list of accounts, the accounts tab's root.
  public final class AccountsViewController: UIViewController {}
  /// The cards, the cards tab's root.
  public final class CardsViewController: UIViewController {}

  /// One account.
  public final class AccountViewController: UIViewController {
    public let accountID: Int
    public init(accountID: Int) {
      self.accountID = accountID
      super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }
  }

  /// One card.
  public final class CardViewController: UIViewController {
    public let cardID: Int
    public init(cardID: Int) {
      self.cardID = cardID
      super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }
  }

  /// The screens Wayfinder presents itself — the transfer sheet, the PIN cover, onboarding —
  /// and any screen no coordinator hosts. The tabs' screens are their coordinators'.
  @MainActor
  public struct WalletViewControllers: ScreenFactory {
    public init() {}

    public func makeViewController(for screen: WalletScreen, in stack: String) -> UIViewController {
      switch screen {
      case .accounts: AccountsViewController()
      case .account(let id): AccountViewController(accountID: id)
      case .cards: CardsViewController()
      case .card(let id): CardViewController(cardID: id)
      case .welcome, .transfer, .pin: UIViewController()
      }
    }
  }
#endif
