// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WalletKit
  import WayfinderUIKit

  /// The cards tab: it owns its navigation controller and pushes with `showCard(id:animated:)`.
  /// A card is behind the PIN guard: Wayfinder asks for the PIN first, and calls this
  /// coordinator only once it was entered.
  @MainActor
  public final class CardsCoordinator: BaseCoordinator, HostingCoordinator {
    public let navigationController: UINavigationController

    public init() {
      navigationController = UINavigationController(rootViewController: CardsViewController())
      super.init(container: "cards")
    }

    /// The coordinator's own method, as it was before Wayfinder.
    public func showCard(id: Int, animated: Bool) {
      navigationController.pushViewController(CardViewController(cardID: id), animated: animated)
    }

    public func show(_ screen: WalletScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
      if case .card(let id) = screen { showCard(id: id, animated: animated) }
      whenTransitionEnds(completion)
    }

    public func screen(shownBy viewController: UIViewController) -> WalletScreen? {
      switch viewController {
      case is CardsViewController: .cards
      case let card as CardViewController: .card(id: card.cardID)
      default: nil
      }
    }
  }
#endif
