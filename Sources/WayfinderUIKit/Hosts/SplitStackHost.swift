import WayfinderNavigation

/// A column-style split view that shows one stack: its primary column's navigation
/// controller, then its secondary's, read as one stack by ``SplitStackHost``.
///
/// In UIKit, `WayfinderSplitViewController` conforms. Apple, `isCollapsed`: "Collapsing happens
/// when the split view controller transitions from a horizontally regular to a horizontally
/// compact environment. After it has been collapsed, the split view controller reports having
/// only one child view controller". With no delegate, a column-style split view collapses by
/// moving the secondary navigation controller's view controllers onto the primary's, and
/// expands by moving them back: the stack the person reads stays the same, and its host reads
/// it the same.
@MainActor
@_spi(Testing) public protocol SplitColumns<PlatformViewController>: PresentationHost {
  /// The primary column's stack: the list, and, collapsed, everything.
  var primaryColumn: any StackHost<PlatformViewController> { get }
  /// The secondary column's stack: what is past the list, while expanded.
  var secondaryColumn: any StackHost<PlatformViewController> { get }
  /// Whether only one column shows, UIKit's `isCollapsed`.
  var isCollapsed: Bool { get }
  /// The host the navigator uses for the stack; the split view holds it.
  var stackHost: any StackHost<PlatformViewController> { get }
  /// Brings the secondary column into view, UIKit's `show(.secondary)`: expanded, a sidebar
  /// over the detail closes.
  func showSecondaryColumn()
  /// The app's own stack for the `.compact` column, which a collapsed split view shows instead
  /// of the two columns; `nil` when there is none.
  var compactColumn: (any StackHost<PlatformViewController>)? { get }
}

/// The host of a stack shown by a split view: the primary column's screens followed by the
/// secondary's, as one stack.
///
/// Expanded, the first ``primaryDepth`` screens (the list) go in the primary column and every
/// screen past them in the secondary; collapsed, all of them are in the primary column, where
/// UIKit moved them. The navigator reads and changes the stack the same either way, so a
/// collapse or an expansion between two links changes nothing it knows.
///
/// The navigator takes the host from the split view the factory made and holds the host, so the
/// host holds its split view until the split view is in a hierarchy (a container's child, presented, or a window's root) and says so
/// with ``splitViewWasPlaced()``; from then on the split view holds its host
/// (``SplitColumns/stackHost``) and the host holds it unowned, living no longer than it does.
@MainActor
@_spi(Testing) public final class SplitStackHost<Split: SplitColumns>: StackHost, ChangeReportingHost {
  /// The view controller type of the split view's platform.
  public typealias PlatformViewController = Split.PlatformViewController

  /// The split view it reads and changes.
  public unowned let split: Split
  /// The split view, held until it is in a hierarchy.
  private var heldSplit: Split?
  /// How many screens the primary column shows while expanded: 1, the list.
  public let primaryDepth: Int

  /// Creates the host of `split`'s stack, whose primary column shows `primaryDepth` screens
  /// while expanded.
  public init(_ split: Split, primaryDepth: Int = 1) {
    self.split = split
    heldSplit = split
    self.primaryDepth = max(1, primaryDepth)
  }

  /// Lets go of the split view, which its hierarchy holds now: call it once the split view is a
  /// container's child, presented, or a window's root. `WayfinderSplitViewController` calls it
  /// from `didMove(toParent:)` and `viewDidAppear(_:)`.
  public func splitViewWasPlaced() {
    heldSplit = nil
  }

  /// Set by the navigator: passed on to each column that reports its changes.
  public var reportChange: (@MainActor () -> Void)? {
    didSet {
      (split.primaryColumn as? any ChangeReportingHost)?.reportChange = reportChange
      (split.secondaryColumn as? any ChangeReportingHost)?.reportChange = reportChange
      (split.compactColumn as? any ChangeReportingHost)?.reportChange = reportChange
    }
  }

  /// The column a collapsed split view shows: the app's compact column when it gave one, else
  /// the primary column, where UIKit moved the secondary's screens.
  private var collapsedColumn: any StackHost<PlatformViewController> {
    split.compactColumn ?? split.primaryColumn
  }

  // MARK: - StackHost

  /// The primary column's view controllers, then the secondary's while expanded.
  public var viewControllers: [PlatformViewController] {
    split.isCollapsed
      ? collapsedColumn.viewControllers
      : split.primaryColumn.viewControllers + split.secondaryColumn.viewControllers
  }

  /// Pushes onto the collapsed column (the compact column of the app's, else the primary)
  /// while collapsed, onto the primary while it shows less than the list,
  /// onto the secondary column otherwise, which it brings into view first
  /// (``SplitColumns/showSecondaryColumn()``).
  public func push(
    _ viewController: PlatformViewController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    guard !split.isCollapsed else {
      return collapsedColumn.push(viewController, animated: animated, completion: completion)
    }
    let primary = split.primaryColumn
    guard primary.viewControllers.count >= primaryDepth else {
      return primary.push(viewController, animated: animated, completion: completion)
    }
    split.showSecondaryColumn()
    split.secondaryColumn.push(viewController, animated: animated, completion: completion)
  }

  /// Sets the collapsed column alone while collapsed (the app's compact column, else the
  /// primary); while expanded, the list in the primary
  /// column and the rest in the secondary, changing only the columns that differ, at once.
  public func setViewControllers(
    _ viewControllers: [PlatformViewController], animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    guard !split.isCollapsed else {
      return collapsedColumn.setViewControllers(viewControllers, animated: animated, completion: completion)
    }
    let primary = split.primaryColumn
    let secondary = split.secondaryColumn
    let list = Array(viewControllers.prefix(primaryDepth))
    let rest = Array(viewControllers.dropFirst(primaryDepth))
    let changes = [(primary, list), (secondary, rest)].filter { column, wanted in
      !column.viewControllers.elementsEqual(wanted, by: ===)
    }
    guard !changes.isEmpty else { return completion() }
    // A detail the link changes is brought into view.
    if !rest.isEmpty, changes.contains(where: { $0.0 === secondary }) { split.showSecondaryColumn() }
    let countdown = Countdown(changes.count, completion)
    for (column, wanted) in changes {
      column.setViewControllers(wanted, animated: animated) { countdown.tick() }
    }
  }

  // MARK: - PresentationHost, the split view's

  /// The split view controller: what a container shows, or a presenter presents.
  public var hostViewController: PlatformViewController { split.hostViewController }
  /// What the split view presents.
  public var presentedViewController: PlatformViewController? { split.presentedViewController }
  /// Whether the split view is in a window.
  public var isInWindow: Bool { split.isInWindow }
  /// How the split view, presented, covers what is under it.
  public var presentedStyle: Modal.Style { split.presentedStyle }

  /// Whether the person drags a transition of the split view or of either column.
  public var isInInteractiveTransition: Bool {
    split.isInInteractiveTransition || split.primaryColumn.isInInteractiveTransition
      || split.secondaryColumn.isInInteractiveTransition
      || split.compactColumn?.isInInteractiveTransition == true
  }

  /// Calls `completion` once the split view's transition has ended, and then each column's
  /// (a push or pop in the detail column, the person's Back or a step's that timed out).
  public func whenTransitionEnds(_ completion: @escaping @MainActor () -> Void) {
    let split = split
    let compact = split.compactColumn
    split.whenTransitionEnds {
      split.primaryColumn.whenTransitionEnds {
        split.secondaryColumn.whenTransitionEnds {
          guard let compact else { return completion() }
          compact.whenTransitionEnds(completion)
        }
      }
    }
  }

  /// The split view collapsed or expanded: its columns may show other screens (a delegate that
  /// keeps the list on top, a compact column), so the navigator reads them again.
  /// `WayfinderSplitViewController` calls it once its trait change has ended.
  public func columnsDidChange() {
    reportChange?()
  }

  /// Presents `viewController` over the split view.
  public func present(
    _ viewController: PlatformViewController, style: Modal.Style, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    split.present(viewController, style: style, animated: animated, completion: completion)
  }

  /// Dismisses what the split view presents.
  public func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
    split.dismissPresented(animated: animated, completion: completion)
  }
}

/// Calls its completion once it has been ticked as many times as it was made for.
@MainActor
private final class Countdown {
  private var left: Int
  private let completion: @MainActor () -> Void

  init(_ count: Int, _ completion: @escaping @MainActor () -> Void) {
    left = count
    self.completion = completion
  }

  func tick() {
    left -= 1
    if left == 0 { completion() }
  }
}
