// NB: not on watchOS, whose UIKit module has no view controllers, nor on tvOS, where
// `UISplitViewController.isCollapsed` is unavailable.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// A double-column split view controller that shows one stack: its list in the primary
  /// column, every screen pushed past it in the secondary column.
  ///
  /// Return one from your factory's `makeStackController(named:viewControllers:)` for a stack
  /// you show as a split view; the navigator reads and changes the stack through it as one, so
  /// no graph change is needed:
  ///
  /// ```swift
  /// func makeStackController(named name: String, viewControllers: [UIViewController])
  ///   -> UIViewController?
  /// {
  ///   name == "mail" ? WayfinderSplitViewController(viewControllers: viewControllers) : nil
  /// }
  /// ```
  ///
  /// Each column is a ``WayfinderNavigationController``, which reports the person's changes.
  /// Apple, `isCollapsed`: "Collapsing happens when the split view controller transitions from
  /// a horizontally regular to a horizontally compact environment. After it has been
  /// collapsed, the split view controller reports having only one child view controller".
  /// With no delegate of yours overriding it, collapsing moves the secondary navigation
  /// controller's view controllers onto the primary's, and expanding moves them back; its host
  /// reads the same stack either way. A delegate of yours that chooses another top column
  /// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`) keeps the stack
  /// whole only if it keeps the secondary's screens on the primary navigation controller; one
  /// that keeps the list on top (`splitViewController(_:collapseSecondary:onto:)` answering
  /// true) takes the detail off screen, and the split view tells the navigator, which reads
  /// the list alone, once the trait change has ended. A link whose screens go in the secondary
  /// column brings it into view first (`show(.secondary)`), closing a sidebar the person opened
  /// over it, and a link waits for a push or pop in either column to end.
  open class WayfinderSplitViewController: UISplitViewController {
    /// The primary column's navigation controller: the list, and, collapsed, everything.
    public let primaryNavigationController = WayfinderNavigationController()
    /// The secondary column's navigation controller: what is past the list, while expanded.
    public let secondaryNavigationController = WayfinderNavigationController()
    private let primaryDepth: Int
    private lazy var host = SplitStackHost(self, primaryDepth: primaryDepth)

    open override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent != nil { host.splitViewWasPlaced() }
    }

    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      host.splitViewWasPlaced()
    }

    /// Tells the navigator to read the columns again once a trait change (the one that
    /// collapses or expands the interface) has ended: a delegate that keeps the list on top
    /// takes the detail off screen as it collapses.
    open override func willTransition(
      to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
      let host = host
      let queued = coordinator.animate(alongsideTransition: nil) { _ in host.columnsDidChange() }
      if !queued { host.columnsDidChange() }
    }

    /// Creates a double-column split view showing `viewControllers`: the first `primaryDepth`
    /// in the primary column, the others in the secondary.
    public init(viewControllers: [UIViewController], primaryDepth: Int = 1) {
      self.primaryDepth = max(1, primaryDepth)
      super.init(style: .doubleColumn)
      primaryNavigationController.setViewControllers(
        Array(viewControllers.prefix(self.primaryDepth)), animated: false)
      secondaryNavigationController.setViewControllers(
        Array(viewControllers.dropFirst(self.primaryDepth)), animated: false)
      setViewController(primaryNavigationController, for: .primary)
      setViewController(secondaryNavigationController, for: .secondary)
    }

    public required init?(coder: NSCoder) {
      primaryDepth = 1
      super.init(coder: coder)
    }

  }

  @_spi(Testing) extension WayfinderSplitViewController: SplitColumns {
    /// The host of the stack the split view shows, which it holds.
    public var stackHost: any StackHost<UIViewController> { host }

    /// The primary column's navigation controller.
    public var primaryColumn: any StackHost<UIViewController> { primaryNavigationController }

    /// The secondary column's navigation controller.
    public var secondaryColumn: any StackHost<UIViewController> { secondaryNavigationController }

    /// Brings the secondary column into view: `show(.secondary)`.
    public func showSecondaryColumn() { show(.secondary) }

    /// Your navigation controller for the `.compact` column, if you gave one
    /// (`setViewController(_:for: .compact)`): collapsed, the split view shows it, and the
    /// navigator reads and changes it.
    public var compactColumn: (any StackHost<UIViewController>)? {
      viewController(for: .compact) as? UINavigationController
    }
  }
#endif
