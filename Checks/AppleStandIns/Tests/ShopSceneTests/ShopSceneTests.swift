import ShopKit
import Testing
import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

@testable import ShopUIKit
@testable import UIKit

/// The Shop's UIKit scene on the stand-in UIKit, whose members store what they are given. Each
/// test failed against the Shop before issue 23.
@MainActor
@Suite struct ShopSceneTests {
  /// Before: a closed scene leaked its center, navigator, factory and views. The actions held
  /// the links (so the center), the center the navigator, the navigator the factory, and the
  /// factory the actions: a cycle no one broke when UIKit let the scene delegate go.
  @Test func aClosedSceneFreesItsCenterNavigatorFactoryAndViews() {
    weak var center: AnyObject?
    weak var navigator: UIKitNavigator<UIViewController>?
    weak var actions: ShopActions?
    weak var root: UIViewController?
    weak var window: UIWindow?
    do {
      let scene = UIWindowScene(
        session: UISceneSession(role: .windowApplication), connectionOptions: .init())
      let delegate = ShopSceneDelegate()
      delegate.scene(scene, willConnectTo: scene.session, options: .init())
      center = delegate.links?.center
      navigator = delegate.actions.navigator
      actions = delegate.actions
      root = delegate.window?.rootViewController
      window = delegate.window
      #expect(center != nil && navigator != nil && root != nil && window != nil)
      // UIKit lets go of the scene, its delegate and its window when the scene disconnects.
    }
    #expect(center == nil, "the center outlived its scene")
    #expect(navigator == nil, "the navigator outlived its scene")
    #expect(actions == nil, "the factory's actions outlived their scene")
    #expect(root == nil, "the root view controller outlived its scene")
    #expect(window == nil, "the window outlived its scene")
  }

  /// Before: the support sheet's detents were set on the screen, a child of the navigation
  /// controller UIKit presents, so the sheet kept UIKit's default (large only). Apple: the
  /// sheet presentation controller is the presented view controller's.
  @Test func theSupportSheetRestsAtHalfHeight() throws {
    let factory = ShopViewControllers(actions: ShopActions())
    let screen = factory.makeViewController(for: ShopScreen.support, in: "support")
    let navigationController = try #require(
      factory.makeStackController(named: "support", viewControllers: [screen]))
    #expect(factory.makeStackController(named: "home", viewControllers: [screen]) == nil)
    let root = UIViewController()
    root.present(navigationController, style: .sheet, animated: false) {}
    let presented = try #require(root.presentedViewController)
    #expect(presented === navigationController)
    let sheet = try #require(presented.sheetPresentationController)
    #expect(sheet.detents.map(\.identifier) == [.medium, .large])
  }

  /// Apple: `sheetPresentationController` is nil unless `modalPresentationStyle` is `.pageSheet`
  /// or `.formSheet` (or `.automatic`, which UIKit maps to `.pageSheet`).
  @Test func aFullScreenCoverHasNoSheetPresentationController() {
    let cover = UIViewController()
    UIViewController().present(cover, style: .fullScreen, animated: false) {}
    #expect(cover.sheetPresentationController == nil)
    let sheet = UIViewController()
    #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.large])
  }
}
