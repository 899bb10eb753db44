import Testing
import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

@testable import UIKit

/// The Apple-only glue of WayfinderUIKit, run against the stand-in UIKit, whose members store
/// what they are given as UIKit's properties do. Each test failed against the adapter before
/// issue 13.
@MainActor
@Suite struct AppleGlueTests {
  /// Before: `present` set every full-screen modal to `.fullScreen` and every sheet to
  /// `.automatic`, throwing away detents, `.overFullScreen` or a custom transition the factory
  /// had chosen.
  @Test func aModalKeepsThePresentationStyleTheFactoryChose() {
    let cover = UIViewController()
    cover.modalPresentationStyle = .overFullScreen
    UIViewController().present(cover, style: .fullScreen, animated: false) {}
    #expect(cover.modalPresentationStyle == .overFullScreen)

    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    UIViewController().present(form, style: .sheet, animated: false) {}
    #expect(form.modalPresentationStyle == .formSheet)

    // UIKit's default style becomes what the graph says a full-screen modal is.
    let plain = UIViewController()
    UIViewController().present(plain, style: .fullScreen, animated: false) {}
    #expect(plain.modalPresentationStyle == .fullScreen)
  }

  /// Before: a modal was dismissed by calling `dismiss` on its own content, which dismisses
  /// only what the content presents (an alert), while the state dropped the modal.
  @Test func aModalIsDismissedThroughTheViewControllerThatPresentedIt() {
    let root = UIViewController()
    let modal = UIViewController()
    root.present(modal, animated: false)
    modal.present(UIViewController(), animated: false)
    var completed = false
    root.dismissPresented(animated: false) { completed = true }
    #expect(root.presentedViewController == nil)
    #expect(completed)
  }

  /// Before: `FlowViewController` forwarded nothing: the login flow could not hide the status
  /// bar or lock the orientation.
  @Test func theFlowOnScreenDecidesTheStatusBarAndTheOrientations() {
    final class Landscape: UIViewController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    }
    let flow = Landscape()
    let host = FlowViewController(showing: flow)
    #expect(host.childForStatusBarStyle === flow)
    #expect(host.childForStatusBarHidden === flow)
    #expect(host.childForHomeIndicatorAutoHidden === flow)
    #expect(host.supportedInterfaceOrientations == .landscape)
  }

  /// Before: the scene helper read `keyWindow`, which is nil inside
  /// `scene(_:willConnectTo:options:)`, and threw "no root view controller".
  @Test func aSceneWhoseWindowIsNotKeyYetIsFoundThroughItsFirstWindow() throws {
    final class Scene: UIWindowScene {
      var made: [UIWindow] = []
      override var windows: [UIWindow] { made }
    }
    let scene = Scene(session: UISceneSession(role: .windowApplication), connectionOptions: .init())
    let window = UIWindow(windowScene: scene)
    scene.made = [window]
    let state = NavigationState(root: .stack("home", [Screen("home")]))
    let built = try UIKitNavigator(building: state.root, factory: Plain())
    window.rootViewController = built.rootViewController
    #expect(scene.keyWindow == nil)
    let navigator = try scene.wayfinderNavigator(showing: state, factory: Plain())
    #expect(navigator.state == state)
  }

  /// Before: `selectedIndex` was read as it is, `NSNotFound` when the More list is on screen.
  @Test func theMoreListSelectsNoTab() {
    let tabs = UITabBarController()
    tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
    tabs.selectedIndex = 1
    #expect(tabs.selectedTabIndex == 1)
    tabs.selectedIndex = NSNotFound
    #expect(tabs.selectedTabIndex == nil)
  }

  /// Before: a `false` from `animate(alongsideTransition:completion:)` (UIKit could not queue
  /// the call, and never calls its completion) was ignored, and the step waited for ever.
  @Test func aTransitionCoordinatorThatCannotQueueStillEndsTheWait() {
    final class Refusing: NSObject, UIViewControllerTransitionCoordinator {
      var isAnimated: Bool { true }
      var isInteractive: Bool { false }
      var isCancelled: Bool { false }
      var transitionDuration: TimeInterval { 0.3 }
      var presentationStyle: UIModalPresentationStyle { .pageSheet }
      func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
      ) -> Bool { false }
      func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
      ) {}
    }
    final class Transitioning: UIViewController {
      let coordinator = Refusing()
      override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { coordinator }
    }
    var ended = false
    Transitioning().whenTransitionEnds { ended = true }
    #expect(ended)
  }
}

/// A factory of plain view controllers.
@MainActor
struct Plain: ScreenFactory {
  func makeViewController(for screen: Screen, in stack: String) -> UIViewController {
    UIViewController()
  }
}
