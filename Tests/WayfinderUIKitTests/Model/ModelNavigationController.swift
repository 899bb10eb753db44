import WayfinderModelSupport
@_spi(Testing) import WayfinderUIKit

/// The model of `UINavigationController`, reporting its changes as the library's
/// `WayfinderNavigationController` does.
///
/// - `viewControllers` change when a push, pop or replacement *begins*; the transition
///   (animated or not) ends later or at once.
/// - A push, pop or replacement asked for while its own transition is in flight is ignored,
///   with UIKit's log line ("the navigation stack will not be updated").
/// - The person's swipe back removes the top at once; cancelled half way, it puts it back.
/// - Every push, pop and replacement (the navigator's, the app's, the person's swipe) reports
///   its change when its transition ends, and a dismissed one reports once it has gone, as
///   `WayfinderNavigationController` overrides them (the navigator ignores the reports of its
///   own steps).
final class ModelNavigationController: ModelViewController, StackHost, ChangeReportingHost {
  private(set) var stack: [ModelViewController]
  var reportChange: (@MainActor () -> Void)?
  /// The push, pop, replacement or swipe in flight.
  private(set) var ownTransition: ModelTransition?

  init(_ uikit: ModelUIKit, name: String, viewControllers: [ModelViewController]) {
    stack = viewControllers
    super.init(uikit, name: name)
    for child in viewControllers { child.parent = self }
  }

  override var childViewControllers: [ModelViewController] { stack }

  override func shows(_ child: ModelViewController) -> Bool { stack.last === child }

  override func didDisappearDismissed() { report() }

  /// The library's containers report by calling the navigator back.
  func report() {
    uikit.note("\(name) reports a change")
    uikit.callOut { reportChange?() }
  }

  // MARK: - UIKit's navigation API

  /// UIKit's `pushViewController(_:animated:)`.
  func pushViewController(_ viewController: ModelViewController, animated: Bool, slow: Bool = false) {
    change(to: stack + [viewController], .push, animated: animated, slow: slow)
  }

  /// UIKit's `popViewController(animated:)`.
  @discardableResult
  func popViewController(animated: Bool) -> ModelViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    return change(to: Array(stack.dropLast()), .pop, animated: animated) ? top : nil
  }

  /// UIKit's `popToRootViewController(animated:)`.
  @discardableResult
  func popToRootViewController(animated: Bool) -> [ModelViewController]? {
    guard stack.count > 1, let root = stack.first else { return nil }
    let popped = Array(stack.dropFirst())
    return change(to: [root], .pop, animated: animated) ? popped : nil
  }

  /// UIKit's `setViewControllers(_:animated:)`: one transition, whatever comes and goes.
  ///
  /// Apple: "Use this method to update or replace the current view controller stack without
  /// pushing or popping each controller explicitly"; with `animated` true it animates "the
  /// pushing or popping of the top view controller", without, it replaces "the view
  /// controllers without any animations".
  func setViewControllers(_ viewControllers: [ModelViewController], animated: Bool, slow: Bool = false) {
    change(to: viewControllers, .setStack, animated: animated, slow: slow)
  }

  @discardableResult
  private func change(
    to viewControllers: [ModelViewController], _ kind: ModelTransition.Kind, animated: Bool,
    slow: Bool = false
  ) -> Bool {
    guard ownTransition == nil else {
      uikit.note(
        "\(kind.rawValue) called on \(name) while an existing transition or presentation is occurring; "
          + "the navigation stack will not be updated")
      return false
    }
    let gone = stack.filter { old in !viewControllers.contains { $0 === old } }
    stack = viewControllers
    for child in viewControllers { child.parent = self }
    for child in gone where child.parent === self { child.parent = nil }
    uikit.changed()
    let transition = uikit.begin(kind, [self])
    ownTransition = transition
    transition.onEnd.append { [weak self] in self?.ownTransition = nil }
    // WayfinderNavigationController: `reportWhenTransitionEnds()` after each change.
    transition.alongside.append(({ [weak self] in self?.report() }, false))
    uikit.run(transition, for: animated ? ModelUIKit.duration(of: kind) : nil, slow: slow)
    return true
  }

  /// A split view controller moves view controllers between its columns as it collapses or
  /// expands: no transition of this controller, and none of its methods the library overrides.
  func move(to viewControllers: [ModelViewController]) {
    stack = viewControllers
    for child in viewControllers { child.parent = self }
    uikit.changed()
  }

  // MARK: - The person

  /// The person begins to swipe back: UIKit pops the top under their finger. Returns the
  /// transition to end, or `nil` when there is nothing to swipe to or a transition is in flight.
  func beginSwipeBack() -> ModelTransition? {
    guard stack.count > 1, ownTransition == nil, transitionCoordinator == nil, let top = stack.last else {
      return nil
    }
    stack.removeLast()
    uikit.changed()
    let transition = uikit.begin(.swipeBack, [self], interactive: true)
    ownTransition = transition
    transition.onEnd.append { [weak self, unowned transition] in
      guard let self else { return }
      ownTransition = nil
      if transition.isCancelled {
        stack.append(top)
      } else if top.parent === self {
        top.parent = nil
      }
    }
    transition.alongside.append(({ [weak self] in self?.report() }, false))
    return transition
  }

  // MARK: - StackHost, as the adapter's UINavigationController extension

  var viewControllers: [ModelViewController] {
    uikit.touch()
    return stack
  }

  func push(
    _ viewController: ModelViewController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    uikit.navigatorCalled(
      "navigator pushes \(viewController.name) onto \(name)\(animated ? ", animated" : "")")
    pushViewController(
      viewController, animated: animated, slow: animated && uikit.knobs.slowsNextTransition.take())
    (parent as? ModelSplitViewController)?.navigatorChanged(self)
    animated ? whenTransitionEndsQueued(knobbed(completion)) : completion()
  }

  func setViewControllers(
    _ viewControllers: [ModelViewController], animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    uikit.navigatorCalled(
      "navigator sets \(name) to \(viewControllers.map(\.name).joined(separator: ", "))\(animated ? ", animated" : "")"
    )
    uikit.navigatorCloses(stack.filter { old in !viewControllers.contains { $0 === old } })
    setViewControllers(
      viewControllers, animated: animated, slow: animated && uikit.knobs.slowsNextTransition.take())
    (parent as? ModelSplitViewController)?.navigatorChanged(self)
    animated ? whenTransitionEndsQueued(knobbed(completion)) : completion()
  }
}
