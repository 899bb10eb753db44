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
/// - The person does not swipe, and the app does not push, inside the split view (left out of
///   the model); a size change waits for no transition in flight in the window.
final class ModelSplitViewController: ModelViewController {
  /// How many screens the primary column shows when expanded: the list.
  static let primaryDepth = 1

  let primary: ModelNavigationController
  let secondary: ModelNavigationController
  /// UIKit's `isCollapsed`.
  private(set) var isCollapsed: Bool
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
  override var childViewControllers: [ModelViewController] { isCollapsed ? [primary] : [primary, secondary] }

  override func shows(_ child: ModelViewController) -> Bool {
    child === primary || (!isCollapsed && child === secondary)
  }

  /// The screens' view controllers as the person reads them: the primary column's, then the
  /// secondary's.
  var shown: [ModelViewController] { isCollapsed ? primary.stack : primary.stack + secondary.stack }

  /// The window's horizontal size class changes: UIKit collapses or expands the interface.
  func sizeClassChanged(compact: Bool) {
    guard compact != isCollapsed else { return }
    isCollapsed = compact
    if compact {
      uikit.note("\(name) collapses: \(secondary.name)'s view controllers move onto \(primary.name)")
      let moved = secondary.stack
      secondary.move(to: [])
      primary.move(to: primary.stack + moved)
    } else {
      uikit.note("\(name) expands: what is past \(primary.name)'s list moves to \(secondary.name)")
      let all = primary.stack
      primary.move(to: Array(all.prefix(Self.primaryDepth)))
      secondary.move(to: Array(all.dropFirst(Self.primaryDepth)))
    }
  }
}

/// The split view's columns, as `WayfinderSplitViewController` offers them: the navigator reads
/// and changes its stack through the ``SplitStackHost`` it holds.
extension ModelSplitViewController: SplitColumns {
  var primaryColumn: any StackHost<ModelViewController> { primary }
  var secondaryColumn: any StackHost<ModelViewController> { secondary }
  var stackHost: any StackHost<ModelViewController> { host }
}
