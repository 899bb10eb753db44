import WayfinderModelSupport
import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// A coordinator of the papers' kind on the model: it owns a stack's navigation controller and
/// pushes, pops and presents there with UIKit's own calls, making its own view controllers,
/// and says what it did.
final class ModelHostingCoordinator: HostingCoordinator {
  let uikit: ModelUIKit
  let navigation: ModelNavigationController
  /// What the navigator asked of it, in order.
  private(set) var calls: [String] = []
  /// The screen each view controller it made shows.
  private var shown: [ObjectIdentifier: Screen] = [:]

  init(_ uikit: ModelUIKit, navigation: ModelNavigationController) {
    self.uikit = uikit
    self.navigation = navigation
  }

  var navigationController: ModelViewController { navigation }

  /// The coordinator's own `show…` method: a view controller of its own, pushed with UIKit's
  /// `pushViewController(_:animated:)`.
  func showScreen(_ screen: Screen, animated: Bool) {
    let viewController = ModelViewController(uikit, name: "coordinator's \(screen)")
    shown[ObjectIdentifier(viewController)] = screen
    // The model's truth knows what the app's view controllers show.
    uikit.records.record(viewController, showing: screen)
    navigation.pushViewController(viewController, animated: animated)
  }

  /// Whether its show method does nothing, and never calls its completion.
  var ignoresShows = false

  func show(_ screen: Screen, animated: Bool, completion: @escaping @MainActor () -> Void) {
    calls.append("show \(screen)\(animated ? ", animated" : "")")
    if ignoresShows { return }
    showScreen(screen, animated: animated)
    whenTransitionEnds(completion)
  }

  func pop(toCount count: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
    calls.append("pop to \(count)\(animated ? ", animated" : "")")
    navigation.setViewControllers(Array(navigation.stack.prefix(count)), animated: animated)
    whenTransitionEnds(completion)
  }

  func present(
    _ viewController: ModelViewController, style: Modal.Style, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    calls.append("present \(viewController.name)\(animated ? ", animated" : "")")
    navigation.present(viewController, style: style, animated: animated, completion: completion)
  }

  func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
    calls.append("dismiss\(animated ? ", animated" : "")")
    navigation.dismissPresented(animated: animated, completion: completion)
  }

  func screen(shownBy viewController: ModelViewController) -> Screen? {
    shown[ObjectIdentifier(viewController)]
  }
}
