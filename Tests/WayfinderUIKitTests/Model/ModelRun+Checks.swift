import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

extension ModelRun {
  /// Whether nothing is in flight: no step of the navigator, no transition of the model's
  /// UIKit, no gesture of the person's.
  var isQuiet: Bool { !anyNavigatorPerforming && !anyTransitionInFlight && gesture == nil }

  /// The checks after an event, once the run has settled:
  ///
  /// 1. when nothing is in flight, after `refresh()`, the navigator's state is the model's
  ///    truth;
  /// 2. no link has been reported more often than links were opened;
  /// 5. when the run has coordinators, none owns a container that is not on screen;
  /// 6. an expanded split view shows its list alone in its primary column, every screen past
  ///    it in the secondary.
  /// 7. a link that changed a split view's detail column left it in view
  ///    (`ModelRun+SplitEvents.swift`).
  func checkAfterEvent() async {
    checkReportCount()
    // Nothing moved since the last comparison: it still holds.
    guard isQuiet, uikitActivity != checkedActivity else { return }
    for scene in scenes {
      await scene.navigator.refresh()
      let truth = scene.truth
      if scene.navigator.state != truth {
        fail(
          "the navigator of \(scene.id) reads\n\(indent(scene.navigator.state.description))\nbut the "
            + "model shows\n" + indent(truth?.description ?? "(no root)"))
      }
    }
    checkCoordinators()
    checkSplitColumns()
    checkSplitDetailInView()
    await settle()
    checkedActivity = uikitActivity
  }

  /// 6. Expanded, a split view's primary column holds the list, and no more: a screen pushed
  /// past it shows in the secondary column (a detail in the sidebar is the wrong column).
  func checkSplitColumns() {
    for scene in scenes {
      for case let split as ModelSplitViewController in scene.uikit.window.allViewControllers
      where !split.isCollapsed && split.primary.stack.count > ModelSplitViewController.primaryDepth {
        fail(
          "\(split.name) is expanded, but its primary column shows "
            + split.primary.stack.map(\.name).joined(separator: ", "))
      }
    }
  }

  /// 3. No screen behind the guard is in the model's hierarchy before the guard passed.
  func checkGuard() {
    guard !session.isSignedIn else { return }
    let shown = scenes.flatMap { scene in
      scene.uikit.records.watched.filter { scene.uikit.window.isAttached($0.viewController) }.map(\.screen)
    }
    if !shown.isEmpty {
      fail("\(shown.map(\.description).joined(separator: ", ")) is in the hierarchy while signed out")
    }
  }

  /// 5. Every coordinator still attached owns a container of the state on screen.
  func checkCoordinators() {
    guard let root = coordinators else { return }
    let names = scenes[0].navigator.state.containerNames
    var stray: [String] = []
    func visit(_ coordinator: Coordinator) {
      for child in coordinator.children {
        if !names.contains(child.container) { stray.append(child.container) }
        visit(child)
      }
    }
    visit(root)
    if !stray.isEmpty {
      fail("coordinator(s) of \(stray.joined(separator: ", ")) still attached, not on screen")
    }
  }
}
