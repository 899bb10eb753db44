import WayfinderNavigation

/// A coordinator that hosts its own stack: it owns the navigation controller, and its own
/// `show…` methods push, pop, present and dismiss there, as a coordinator app's coordinators
/// always have.
///
/// Wayfinder still decides: a link is matched, guarded and planned as any other, the
/// navigator reads what the views show before the plan and after it, and the link has one
/// outcome. Only the steps on this coordinator's stack are performed by the coordinator: a push
/// calls ``show(_:animated:completion:)`` with the app's own screen, a pop calls
/// ``pop(toCount:animated:completion:)``, and a modal over the stack goes up and down through
/// ``present(_:style:animated:completion:)`` and ``dismissPresented(animated:completion:)``. Hand
/// the coordinator to the navigator with ``UIKitNavigator/host(_:by:)-(String,_)`` once its navigation
/// controller is on screen (from its `start()`, say).
///
/// Each method calls its `completion` once its transition has ended; the navigator waits for
/// it no longer than ``UIKitNavigator/stepTimeLimit``, then reads the hierarchy, so a show
/// method that did nothing is a refused step, never a hang. A show method of the app's that
/// takes no completion calls ``whenTransitionEnds(_:)`` after it pushes.
///
/// ```swift
/// final class ShopCoordinator: HostingCoordinator {
///   let navigationController = UINavigationController()
///
///   func showProduct(id: String, animated: Bool) {  // the coordinator's own, as it was
///     navigationController.pushViewController(ProductViewController(id: id), animated: animated)
///   }
///
///   func show(_ screen: ShopScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
///     switch screen {
///     case .product(let id): showProduct(id: id, animated: animated)
///     default: break
///     }
///     whenTransitionEnds(completion)
///   }
///
///   func screen(shownBy viewController: UIViewController) -> ShopScreen? {
///     (viewController as? ProductViewController).map { .product(id: $0.id) }
///   }
/// }
/// ```
///
/// The three other methods default to the navigation controller's own calls. A coordinator
/// that does not implement ``screen(shownBy:)`` names its platform's view controller type:
/// `typealias PlatformViewController = UIViewController`.
@MainActor
public protocol HostingCoordinator<PlatformViewController>: AnyObject {
  /// The view controller type of the platform: `UIViewController` in UIKit.
  associatedtype PlatformViewController: AnyObject
  /// The app's screen type: `Screen` itself unless the coordinator takes its own.
  associatedtype AppScreen: ScreenConvertible = Screen
  /// The type of its navigation controller: `UINavigationController` or the app's subclass.
  associatedtype NavigationController: AnyObject

  /// The navigation controller this coordinator owns and pushes onto.
  var navigationController: NavigationController { get }

  /// Shows `screen` on top of the stack, with the coordinator's own `show…` method.
  ///
  /// - Parameters:
  ///   - screen: The screen the plan pushes.
  ///   - animated: Whether the push is animated: only a link's last step is.
  ///   - completion: Called once the push has ended.
  func show(_ screen: AppScreen, animated: Bool, completion: @escaping @MainActor () -> Void)

  /// Goes back until the stack shows its first `count` screens.
  ///
  /// The default sets the navigation controller's view controllers to their first `count`.
  func pop(toCount count: Int, animated: Bool, completion: @escaping @MainActor () -> Void)

  /// Presents `viewController`, the content of a modal the plan puts over this stack.
  ///
  /// The default presents it from the navigation controller.
  func present(
    _ viewController: PlatformViewController, style: Modal.Style, animated: Bool,
    completion: @escaping @MainActor () -> Void)

  /// Dismisses what is presented over this stack, and everything over it.
  ///
  /// The default dismisses it from the navigation controller.
  func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void)

  /// The screen `viewController`, one of this stack's, shows; `nil` when it is none of the
  /// graph's (it is read as a foreign screen).
  ///
  /// The navigator reads the stack through it, so a screen the coordinator pushed itself (a
  /// row's tap) is read as that screen. The default answers `nil`: the screens the navigator
  /// asked for are known without it.
  func screen(shownBy viewController: PlatformViewController) -> AppScreen?
}

extension HostingCoordinator {
  public func pop(toCount count: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
    guard let stack = stackHost else { return completion() }
    stack.setViewControllers(
      Array(stack.viewControllers.prefix(count)), animated: animated, completion: completion)
  }

  public func present(
    _ viewController: PlatformViewController, style: Modal.Style, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    guard let stack = stackHost else { return completion() }
    stack.present(viewController, style: style, animated: animated, completion: completion)
  }

  public func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
    guard let stack = stackHost else { return completion() }
    stack.dismissPresented(animated: animated, completion: completion)
  }

  public func screen(shownBy viewController: PlatformViewController) -> AppScreen? { nil }

  /// Calls `completion` once the navigation controller's transition under way has ended, or
  /// at once when there is none: for a `show…` method that takes no completion.
  public func whenTransitionEnds(_ completion: @escaping @MainActor () -> Void) {
    guard let stack = stackHost else { return completion() }
    stack.whenTransitionEnds(completion)
  }

  /// The navigation controller as the host the navigator reads.
  var stackHost: (any StackHost<PlatformViewController>)? {
    navigationController as? any StackHost<PlatformViewController>
  }

  /// Whether the library's `screen` converts to the app's screen type.
  func canShow(_ screen: Screen) -> Bool { AppScreen(screen) != nil }

  /// Shows the library's `screen` in the app's screen type; `false` when it does not convert.
  func show(converting screen: Screen, animated: Bool, completion: @escaping @MainActor () -> Void) -> Bool {
    guard let own = AppScreen(screen) else { return false }
    show(own, animated: animated, completion: completion)
    return true
  }

  /// The library's screen for `viewController`, as the coordinator reads it.
  func libraryScreen(shownBy viewController: PlatformViewController) -> Screen? {
    screen(shownBy: viewController)?.screen
  }
}
