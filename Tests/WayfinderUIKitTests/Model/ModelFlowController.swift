import WayfinderModelSupport
@_spi(Testing) import WayfinderUIKit

/// The model of the library's `FlowViewController`: one flow's view controller at a time as its
/// child, a new one swapped in with a cross-dissolve when animated.
///
/// The new flow is its child, and shown, from the start of the swap; the old one leaves at the
/// end, and a navigation controller leaving reports, as `WayfinderNavigationController` does
/// when it moves from its parent.
final class ModelFlowController: ModelViewController, FlowHost {
  private(set) var shown: ModelViewController?

  init(_ uikit: ModelUIKit, name: String, showing flow: ModelViewController) {
    shown = flow
    super.init(uikit, name: name)
    flow.parent = self
  }

  override var childViewControllers: [ModelViewController] { shown.map { [$0] } ?? [] }

  override func shows(_ child: ModelViewController) -> Bool { shown === child }

  var shownViewController: ModelViewController? {
    uikit.touch()
    return shown
  }

  func showFlow(
    _ viewController: ModelViewController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    uikit.navigatorCalled(
      "navigator shows flow \(viewController.name) in \(name)\(animated ? ", animated" : "")")
    let completion = knobbed(completion)
    viewController.parent = self
    guard let old = shown else {
      shown = viewController
      uikit.changed()
      return completion()
    }
    if old !== viewController { uikit.navigatorCloses([old]) }
    shown = viewController
    uikit.changed()
    let transition = uikit.begin(.flow, [self])
    transition.onEnd.append {
      if old.parent === self { old.parent = nil }
      (old as? ModelNavigationController)?.report()
    }
    transition.completion = completion
    uikit.run(
      transition, for: animated ? ModelUIKit.duration(of: .flow) : nil,
      slow: uikit.knobs.slowsNextTransition.take()
    )
  }
}
