@_spi(Internals) import WayfinderNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  // MARK: - A stack shown as a split view

  /// The detail column of the stack named `stack` shown as a split view
  /// (`WayfinderStackSplitView`): its first screen past the list, the detail's root, and the
  /// screens pushed past that one. `nil` while the stack shows its list alone: the detail is
  /// empty, and a collapsed split view (compact width) shows the list.
  public func splitDetail(in stack: String) -> (root: Screen, path: [Screen])? {
    let pushed = path(in: stack)
    guard let first = pushed.first else { return nil }
    return (first, Array(pushed.dropFirst()))
  }

  /// The row the sidebar's list of the split view of `stack` shows selected: the detail's
  /// root, `nil` while the detail is empty. What the list's `List(selection:)` binds to
  /// (`splitListSelection(in:as:)` in SwiftUI), so that a link's detail shows its row selected:
  /// `NavigationSplitView` "coordinates with the List in its first column".
  public func splitListSelection(in stack: String) -> Screen? {
    path(in: stack).first
  }

  /// The person chose `screen` in the sidebar's list of the split view of `stack`, from the
  /// render that showed `rendered`: the detail shows `screen` alone — what was pushed in the
  /// detail goes, as when a split view's sidebar selection changes. `nil` (the list's selection
  /// cleared: collapsed, the person went back to the list) pops the stack to its list. The row
  /// already selected changes nothing.
  ///
  /// When the rule book refuses the change, nothing changes and ``lastRefusal`` says why. A
  /// write from a render the model has moved on from is an echo, and is ignored.
  public func setSplitListSelection(_ screen: Screen?, in stack: String, rendered: [Screen]) {
    guard rendered == path(in: stack) else { return }
    guard let screen else { return showSplitList(in: stack, rendered: rendered) }
    guard screen != rendered.first else { return }
    setPath([screen], in: stack, rendered: rendered)
  }

  /// The identity `WayfinderStackSplitView` gives the detail column (`.id(_:)`): its root
  /// screen's. Another screen in its place is a new view, which appears (``screenDidAppear(_:)``)
  /// and starts its own stack, rather than the same view updated in place.
  package func splitDetailIdentity(in stack: String) -> Screen.ID? {
    path(in: stack).first?.id
  }

  /// The person changed the detail column's path of the stack `stack` shown as a split view
  /// (went back in the detail), from the detail `rendered`: the stack keeps its list and the
  /// detail's root under `path`. A write from a detail the model no longer holds is an echo,
  /// and is ignored.
  public func setSplitDetailPath(_ path: [Screen], in stack: String, rendered: [Screen]) {
    guard let first = rendered.first else { return }
    setPath([first] + path, in: stack, rendered: rendered)
  }

  /// The person went back to the list of the collapsed split view of `stack` (compact width:
  /// `preferredCompactColumn` became the sidebar), from the detail `rendered`: the stack pops to
  /// its list, which is what the person sees.
  public func showSplitList(in stack: String, rendered: [Screen]) {
    guard !rendered.isEmpty else { return }
    setPath([], in: stack, rendered: rendered)
  }

  /// The columns the person chose to see in the split view of `stack` (`NavigationSplitView`'s
  /// `columnVisibility`): ``SplitColumnVisibility/automatic`` unless they opened the sidebar
  /// (``SplitColumnVisibility/all``, over the detail on an iPad in portrait) or hid it
  /// (``SplitColumnVisibility/detailOnly``). A link's step closes a sidebar they opened, so that
  /// its screen is in view.
  public func splitColumnVisibility(in stack: String) -> SplitColumnVisibility {
    _ = rollbacks
    return splitColumns[stack] ?? .automatic
  }

  /// The person chose to see `visibility` in the split view of `stack`.
  public func setSplitColumnVisibility(_ visibility: SplitColumnVisibility, in stack: String) {
    guard visibility != splitColumnVisibility(in: stack), case .stack? = state.container(named: stack) else {
      return
    }
    splitColumns[stack] = visibility == .automatic ? nil : visibility
  }

  /// The person chose to see `visibility` in the split view of `stack`, through a binding made
  /// when the views showed `rendered`: a write from a render the model has moved on from (the
  /// sidebar a link's step closed, written back by SwiftUI) is an echo, and is ignored.
  public func setSplitColumnVisibility(
    _ visibility: SplitColumnVisibility, in stack: String, rendered: SplitColumnVisibility
  ) {
    guard rendered == splitColumnVisibility(in: stack) else { return }
    setSplitColumnVisibility(visibility, in: stack)
  }
}

/// Which columns of a stack's split view the person chose to see: `NavigationSplitView`'s
/// `columnVisibility`, in the model's own terms.
public enum SplitColumnVisibility: String, Sendable, Hashable, CaseIterable {
  /// As the width decides: beside the detail when there is room, hidden otherwise.
  case automatic
  /// The sidebar shown: beside the detail, or over it on an iPad in portrait.
  case all
  /// The detail alone.
  case detailOnly
}
