import WayfinderModelSupport
@_spi(Testing) import WayfinderUIKit

extension ModelRun {
  /// The person's events in the split view on screen (issue 34).
  func performSplitEvent(_ event: ModelEvent) {
    // NB: not during the person's gesture, nor a transition of the split view's (UIKit ignores
    // taps on the views being animated).
    guard gesture == nil, let split = visibleSplit, split.transitionCoordinator == nil else {
      return skip()
    }
    switch event {
    case .showSidebar:
      if !split.personShowsSidebar() { skip() }
    case .backInSplit:
      let column = split.backColumn
      guard column.ownTransition == nil, column.stack.count > 1 else {
        return skip()
      }
      trace("  the person taps Back in \(column.name)")
      column.popViewController(animated: true)
    default:
      trace("  (not a split view event)")
    }
  }

  /// The split view whose columns the person sees: under the root, nothing presented over it.
  var visibleSplit: ModelSplitViewController? {
    guard uikit.window.rootPresentedChain.isEmpty else { return nil }
    var node = uikit.window.rootViewController
    while let current = node {
      switch current {
      case let split as ModelSplitViewController: return split.nearestPresenter == nil ? split : nil
      case let bar as ModelTabBarController: node = bar.showsMoreList ? nil : bar.tabs[bar.selectedIndex]
      case let flows as ModelFlowController: node = flows.shown
      default: return nil
      }
    }
    return nil
  }

  /// 7. A link that changed a split view's detail column brought it into view: the sidebar the
  /// person opened over it does not still cover it (`show(.secondary)`).
  func checkSplitDetailInView() {
    for scene in scenes {
      for case let split as ModelSplitViewController in scene.uikit.window.allViewControllers
      where split.detailChangedUnderSidebar && split.sidebarCovers {
        fail(
          "the navigator changed \(split.name)'s detail column to "
            + split.secondary.stack.map(\.name).joined(separator: ", ")
            + ", but the sidebar the person opened still covers it")
      }
    }
  }
}
