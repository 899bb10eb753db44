import WayfinderModelSupport
@_spi(Testing) import WayfinderUIKit

/// The model of a column-style `UISplitViewController` with two columns, each a navigation
/// controller, that shows one stack of the graph: the primary column's screens, then the
/// secondary's.
///
/// - Apple, `isCollapsed`: "Collapsing happens when the split view controller transitions from a
///   horizontally regular to a horizontally compact environment. After it has been collapsed,
///   the split view controller reports having only one child view controller in its
///   `viewControllers` property." The size class is the window's (``ModelUIKit/isCompact``).
/// - Apple, `UISplitViewControllerDelegate`: "If you don't implement any of the methods, the
///   split view controller provides default behavior to handle the collapsing and expanding
///   transitions"; `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` "asks
///   the delegate to provide the column to display after the split view interface collapses".
///   With no delegate, the model does what the column style does by default when both columns
///   hold navigation controllers: collapsing, the secondary's view controllers move onto the
///   primary navigation controller (one stack, the secondary's top on top); expanding, those
///   beyond the primary's first ``primaryDepth`` move back to the secondary. Neither is a
///   transition of either navigation controller, and neither calls `pushViewController` or
///   `setViewControllers`: a navigation controller's overrides do not hear of them.
/// - A delegate that keeps the list on top (``keepsListOnTop``: `splitViewController(_:collapseSecondary:onto:)`
///   answering true, Apple: "true to indicate that you do not want the split view controller to
///   do anything with the secondary view controller"): collapsing moves nothing, and the
///   collapsed interface shows the primary column alone, the list; the secondary keeps its view
///   controllers off screen. Expanding, the screens pushed onto the primary meanwhile move to the
///   secondary (as without a delegate); when none were, the secondary shows its own again.
/// - A `.compact` column of the app's own (``compact``, a navigation controller): collapsed, UIKit
///   shows it instead of the two columns (Apple, `UISplitViewController.Column.compact`: "The
///   column for the view controller that's shown when the split view controller is
///   collapsed"), and moves nothing between it and them as it collapses or expands.
/// - `show(_:)` with `.secondary`, Apple: "the split view interface transitions to the closest
///   display mode available for the current split behavior where the specified column is fully
///   visible": expanded, the sidebar the person opened over the detail (``sidebarCovers``,
///   `displayMode` `.oneOverSecondary`) closes; collapsed, the secondary's view controllers move
///   onto the primary navigation controller.
/// - The person taps Back in a column and opens the sidebar over the detail
///   (`ModelRun+SplitEvents.swift`); the app does not push inside the split view (left out of
///   the model); a size change waits for no transition in flight in the window.
final class ModelSplitViewController: ModelViewController {
  /// How many screens the primary column shows when expanded: the list.
  static let primaryDepth = 1

  let primary: ModelNavigationController
  let secondary: ModelNavigationController
  /// UIKit's `isCollapsed`.
  private(set) var isCollapsed: Bool
  /// Whether the app's delegate keeps the list on top as the split view collapses.
  var keepsListOnTop = false
  /// Whether the sidebar covers the detail (`displayMode` `.oneOverSecondary`): the person
  /// opened it, and nothing has shown the secondary column since.
  var sidebarCovers = false
  /// Whether the navigator changed the secondary column while the sidebar covered it.
  var detailChangedUnderSidebar = false
  /// The app's own view controller for the `.compact` column (`setViewController(_:for:
  /// .compact)`), a navigation controller: collapsed, UIKit shows it, and neither column.
  var compact: ModelNavigationController? {
    didSet { compact?.parent = self }
  }
  /// The host of its stack, which it holds as `WayfinderSplitViewController` does.
  private lazy var host = SplitStackHost(self, primaryDepth: Self.primaryDepth)

  init(_ uikit: ModelUIKit, name: String, viewControllers: [ModelViewController], collapsed: Bool) {
    let depth = collapsed ? viewControllers.count : min(Self.primaryDepth, viewControllers.count)
    primary = ModelNavigationController(
      uikit, name: "\(name)-primary", viewControllers: Array(viewControllers.prefix(depth)))
    secondary = ModelNavigationController(
      uikit, name: "\(name)-secondary", viewControllers: Array(viewControllers.dropFirst(depth)))
    isCollapsed = collapsed
    super.init(uikit, name: name)
    primary.parent = self
    secondary.parent = self
  }

  /// A container made it its child: the hierarchy holds it now, as
  /// `WayfinderSplitViewController.didMove(toParent:)` tells its host.
  override weak var parent: ModelViewController? {
    didSet { if parent != nil { host.splitViewWasPlaced() } }
  }

  /// Apple: collapsed, "only one child view controller".
  override var childViewControllers: [ModelViewController] {
    isCollapsed ? [compact ?? primary] : [primary, secondary]
  }

  override func shows(_ child: ModelViewController) -> Bool {
    isCollapsed ? child === (compact ?? primary) : (child === primary || child === secondary)
  }

  /// The screens' view controllers as the person reads them: the primary column's, then the
  /// secondary's; collapsed, the compact column's when the app gave one.
  var shown: [ModelViewController] {
    guard isCollapsed else { return primary.stack + secondary.stack }
    return (compact ?? primary).stack
  }

  /// The window's horizontal size class changes: UIKit collapses or expands the interface.
  func sizeClassChanged(compact: Bool) {
    guard compact != isCollapsed else { return }
    isCollapsed = compact
    sidebarCovers = false
    if let own = self.compact {
      uikit.note("\(name) \(compact ? "collapses: it shows" : "expands: it no longer shows") \(own.name)")
      uikit.changed()
    } else if compact, keepsListOnTop {
      uikit.note("\(name) collapses: its delegate keeps \(primary.name)'s list on top")
    } else if compact {
      uikit.note("\(name) collapses: \(secondary.name)'s view controllers move onto \(primary.name)")
      let moved = secondary.stack
      secondary.move(to: [])
      primary.move(to: primary.stack + moved)
    } else if keepsListOnTop, primary.stack.count <= Self.primaryDepth {
      uikit.note("\(name) expands: \(secondary.name) shows its own view controllers again")
      uikit.changed()
    } else {
      uikit.note("\(name) expands: what is past \(primary.name)'s list moves to \(secondary.name)")
      let all = primary.stack
      primary.move(to: Array(all.prefix(Self.primaryDepth)))
      secondary.move(to: Array(all.dropFirst(Self.primaryDepth)))
    }
    columnsChanged()
  }
}

/// The split view's columns, as `WayfinderSplitViewController` offers them: the navigator reads
/// and changes its stack through the ``SplitStackHost`` it holds.
extension ModelSplitViewController: SplitColumns {
  var primaryColumn: any StackHost<ModelViewController> { primary }
  var secondaryColumn: any StackHost<ModelViewController> { secondary }
  var stackHost: any StackHost<ModelViewController> { host }
  var compactColumn: (any StackHost<ModelViewController>)? { compact }
  func showSecondaryColumn() {
    // NB: no completion, so no watchdog: a note, not a call of the navigator's.
    uikit.note("navigator shows \(name)'s secondary column")
    showSecondary()
  }
  /// The host it holds, as `WayfinderSplitViewController` tells it of its trait changes.
  var stackHostForColumns: SplitStackHost<ModelSplitViewController> { host }
}
