import WayfinderModelSupport
@_spi(Testing) import WayfinderUIKit

/// The columns the person sees, and UIKit's `show(_:)`.
extension ModelSplitViewController {
  /// UIKit's `show(_:)` with `.secondary`. Apple: "the split view interface transitions to the
  /// closest display mode available for the current split behavior where the specified column
  /// is fully visible". Expanded, the sidebar over the detail closes; collapsed, the secondary's
  /// view controllers move onto the primary navigation controller, on top.
  func showSecondary() {
    if isCollapsed {
      guard !secondary.stack.isEmpty else { return }
      uikit.note("\(name) shows its secondary column: \(secondary.name) moves onto \(primary.name)")
      let moved = secondary.stack
      secondary.move(to: [])
      primary.move(to: primary.stack + moved)
    } else if sidebarCovers {
      uikit.note("\(name) shows its secondary column: the sidebar over it closes")
      sidebarCovers = false
      detailChangedUnderSidebar = false
      uikit.changed()
    }
  }

  /// The person opens the sidebar over the detail (the sidebar button, iPad in portrait):
  /// `displayMode` `.oneOverSecondary`. Expanded only; `false` when it does not apply.
  func personShowsSidebar() -> Bool {
    guard !isCollapsed, !sidebarCovers else { return false }
    uikit.note("the person opens \(name)'s sidebar over its detail")
    sidebarCovers = true
    detailChangedUnderSidebar = false
    uikit.changed()
    return true
  }

  /// The navigator changed `column` (a push or a replacement): noted when it is the secondary,
  /// left with screens, while the sidebar covers it.
  func navigatorChanged(_ column: ModelNavigationController) {
    if column === secondary, sidebarCovers, !isCollapsed, !secondary.stack.isEmpty {
      detailChangedUnderSidebar = true
    }
  }

  /// The column the person taps Back in: the collapsed one, or the detail's.
  var backColumn: ModelNavigationController { isCollapsed ? (compact ?? primary) : secondary }

  /// The interface collapsed or expanded: as `WayfinderSplitViewController` tells its host once
  /// the size class transition has ended.
  func columnsChanged() {
    stackHostForColumns.columnsDidChange()
  }
}
