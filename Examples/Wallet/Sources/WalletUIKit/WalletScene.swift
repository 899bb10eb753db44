// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WalletKit
  import WayfinderUIKit

  /// One scene of the wallet: the coordinators build the views, as they always did; Wayfinder
  /// reads them, hands each tab's stack to its coordinator, and takes every link.
  ///
  /// ```swift
  /// let scene = try WalletScene()
  /// window.rootViewController = scene.app.rootViewController
  /// scene.center.becomeReady()
  /// scene.center.send("wallet://accounts/7")  // AccountsCoordinator.showAccount(id: 7, …)
  /// ```
  @MainActor
  public final class WalletScene {
    public let session: WalletSession
    public let app: AppCoordinator
    public let navigator: UIKitNavigator<UIViewController>
    public let center: DeepLinkCenter<WalletScreen>

    public init(session: WalletSession = WalletSession()) throws {
      self.session = session
      app = AppCoordinator()
      navigator = try UIKitNavigator(
        state: Wallet.start, discoveringFrom: app.rootViewController, factory: WalletViewControllers())
      try navigator.host("accounts", by: app.main.accounts)
      try navigator.host("cards", by: app.main.cards)
      center = DeepLinkCenter(
        routes: try Wallet.routes(), graph: try Wallet.graph(), navigator: navigator,
        guards: [
          RouteGuard(Wallet.pinGuard, showing: WalletScreen.pin.screen) { [session] in session.pinIsFresh }
        ],
        coordinators: app.wayfinder, destination: { .screen($0.screen) })
      app.main.accounts.navigate = { [weak center] screen in center?.send(route: screen) }
    }

    /// The person entered their PIN on the PIN cover: the card that waited for it opens.
    public func pinEntered() {
      session.pinIsFresh = true
      center.resolveGuard(Wallet.pinGuard, passed: true)
    }

    /// The transfer flow's coordinator, while the sheet is up.
    public var transfer: TransferCoordinator? {
      app.wayfinder.firstReceiver(as: Coordinator.self) { $0.container == "transfer" }?.owner
        as? TransferCoordinator
    }
  }
#endif
