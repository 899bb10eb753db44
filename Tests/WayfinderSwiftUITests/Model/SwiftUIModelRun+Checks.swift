import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

extension SwiftUIModelRun {
  /// Whether nothing is in flight: no step settling, nothing moving or on its way in the views.
  var isQuiet: Bool { scenes.allSatisfy { !$0.model.isSettling && $0.views.isQuiet } }

  /// The checks after an event, once the run has settled (the views check the rest as it
  /// happens: no two presentation changes overlap, no update holds two steps, no echo or late
  /// write-back changes a model that moved on):
  ///
  /// 1. when nothing is in flight, the model's state is what the views show;
  /// 2. no link has been reported more often than links were opened;
  /// 5. a person's change the model rolled back is undone on screen by the next render;
  /// and no screen behind the guard is on screen while the person is signed out.
  func checkAfterEvent() {
    // What each window's `wayfinderScene` hears of its root under a full-screen cover.
    followRoots()
    checkReportCount()
    guard isQuiet, viewsActivity != checkedActivity else { return }
    checkedActivity = viewsActivity
    for scene in scenes { check(scene) }
  }

  /// The checks of one scene, at rest: 1, 5, and the guard.
  private func check(_ scene: SwiftUIModelScene) {
    let (model, views) = (scene.model, scene.views)
    let prefix = scenes.count == 1 ? "" : "\(scene.name): "
    if let renders = views.rolledBackAt, renders == views.renders {
      fail(prefix + "the model rolled back the person's change, and no render showed it again")
    }
    // The app's own presentations are read when the center plans (`refresh()`), not as they
    // come: the model holds them from its last reading. Compared without them.
    let truth = views.truth.map(Self.withoutForeignModals)
    if Self.withoutForeignModals(model.state) != truth {
      fail(
        prefix + "the model holds\n\(indent(model.state.description))\nbut the views show\n"
          + indent(truth?.description ?? "(nothing)"))
    }
    for bar in views.shown.sidebarShown.union(views.latest.splitSelections.keys) where views.shown.isSplit {
      let showsSidebar = views.shown.sidebarShown.contains(bar)
      if showsSidebar != (model.splitSelection(in: bar) == nil) {
        fail(
          prefix + "split view \(bar) shows \(showsSidebar ? "its sidebar" : "its detail"), but the model's "
            + "selection is \(model.splitSelection(in: bar) ?? "nil")")
      }
    }
    if let split = views.checkStackSplit() { fail(prefix + split) }
    if !session.isSignedIn {
      let shown = views.shown.paths.values.joined().filter { SwiftUIModelApp.guarded.contains($0.name) }
      if !shown.isEmpty {
        fail(prefix + "\(shown.map(\.description).joined(separator: ", ")) is on screen while signed out")
      }
    }
  }

  static func withoutForeignModals(_ state: NavigationState) -> NavigationState {
    var state = state
    state.modals.removeAll(where: \.isForeign)
    return state
  }
}
