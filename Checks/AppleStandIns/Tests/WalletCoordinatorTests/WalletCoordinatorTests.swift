import Testing
import WalletKit
import WalletUIKit
import WayfinderTesting
import WayfinderUIKit

@testable import UIKit

/// The Wallet example's coordinators on the stand-in UIKit: each tab's coordinator owns its
/// navigation controller and performs every link's pushes with its own `show…` methods, while
/// Wayfinder guards, plans, reads the views and reports one outcome.
@MainActor
@Suite struct WalletCoordinatorTests {
  /// A window whose views are in it, as UIKit's are once the scene is up.
  final class Window: UIWindow {
    override var window: UIWindow? { self }
  }

  /// A scene on screen: its root's view in a window, and appeared.
  static func scene(pinIsFresh: Bool = false) throws -> (WalletScene, Window) {
    let scene = try WalletScene(session: WalletSession(pinIsFresh: pinIsFresh))
    let window = Window(frame: .zero)
    window.rootViewController = scene.app.rootViewController
    window.addSubview(scene.app.rootViewController.view)
    scene.app.rootViewController.viewDidAppear(false)
    scene.center.becomeReady()
    return (scene, window)
  }

  static func handled(_ outcome: LinkOutcome) -> Bool {
    if case .handled = outcome { true } else { false }
  }

  @Test func aLinkIsPushedByTheTabsCoordinatorAndTheAccountGetsACoordinatorFreedOnPop() async throws {
    let (scene, window) = try Self.scene()
    let accounts = scene.app.main.accounts
    #expect(Self.handled(await scene.center.open("wallet://accounts/7")))
    // The coordinator's own method pushed its own view controller.
    #expect((accounts.navigationController.topViewController as? AccountViewController)?.accountID == 7)
    // The account screen's coordinator was made on demand, a child of the tab's.
    weak let account = accounts.wayfinder.attachedChild(forScreen: WalletScreen.account(id: 7).screen)
    #expect(account?.owner is AccountCoordinator)
    #expect(Self.handled(await scene.center.open("wallet://accounts")))
    #expect(accounts.navigationController.viewControllers.count == 1)
    #expect(account == nil, "the account's coordinator outlived its screen")
    _ = window
  }

  @Test func theTransferFlowsReceiptReachesTheCoordinatorThatPresentedIt() async throws {
    let (scene, window) = try Self.scene()
    #expect(Self.handled(await scene.center.open("wallet://accounts/7")))
    #expect(Self.handled(await scene.center.open("wallet://transfer")))
    let transfer = try #require(scene.transfer)
    #expect(transfer.wayfinder.parent === scene.app.main.accounts.wayfinder)
    transfer.confirm(from: 7, amount: 12_000)
    await scene.center.idle()
    #expect(scene.app.main.accounts.receipts == [TransferReceipt(accountID: 7, amount: 12_000)])
    // The parent closed the sheet through the center: back on the account.
    #expect(scene.navigator.state.modals.isEmpty)
    #expect(scene.navigator.state.topScreen == WalletScreen.account(id: 7).screen)
    #expect(scene.transfer == nil)
    _ = window
  }

  @Test func aCardWaitsForThePINThenItsCoordinatorShowsIt() async throws {
    let (scene, window) = try Self.scene(pinIsFresh: false)
    let cards = scene.app.main.cards
    let link = scene.center.send("wallet://cards/3")
    await scene.center.idle()
    // The PIN cover is up; the card is not shown before its guard passes.
    #expect(scene.center.pendingGuards == [Wallet.pinGuard])
    #expect(scene.navigator.state.topScreen == WalletScreen.pin.screen)
    #expect(cards.navigationController.viewControllers.count == 1)
    scene.pinEntered()
    #expect(Self.handled(await link.outcome))
    #expect((cards.navigationController.topViewController as? CardViewController)?.cardID == 3)
    #expect(scene.navigator.state.modals.isEmpty)
    _ = window
  }
}
