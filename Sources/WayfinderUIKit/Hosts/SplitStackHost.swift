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
    }
  }

  // MARK: - StackHost

  /// The primary column's view controllers, then the secondary's while expanded.
  public var viewControllers: [PlatformViewController] {
    split.isCollapsed
      ? split.primaryColumn.viewControllers
      : split.primaryColumn.viewControllers + split.secondaryColumn.viewControllers
  }

  /// Pushes onto the primary column while collapsed or while it shows less than the list,
  /// onto the secondary column otherwise.
  public func push(
    _ viewController: PlatformViewController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    let primary = split.primaryColumn
    let column =
      split.isCollapsed || primary.viewControllers.count < primaryDepth ? primary : split.secondaryColumn
    column.push(viewController, animated: animated, completion: completion)
  }

  /// Sets the primary column alone while collapsed; while expanded, the list in the primary
  /// column and the rest in the secondary, changing only the columns that differ, at once.
  public func setViewControllers(
    _ viewControllers: [PlatformViewController], animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    let primary = split.primaryColumn
    guard !split.isCollapsed else {
      return primary.setViewControllers(viewControllers, animated: animated, completion: completion)
    }
    let secondary = split.secondaryColumn
    let list = Array(viewControllers.prefix(primaryDepth))
    let rest = Array(viewControllers.dropFirst(primaryDepth))
    let changes = [(primary, list), (secondary, rest)].filter { column, wanted in
      !column.viewControllers.elementsEqual(wanted, by: ===)
    }
    guard !changes.isEmpty else { return completion() }
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
  }

  /// Calls `completion` once the split view's transition has ended.
  public func whenTransitionEnds(_ completion: @escaping @MainActor () -> Void) {
    split.whenTransitionEnds(completion)
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
