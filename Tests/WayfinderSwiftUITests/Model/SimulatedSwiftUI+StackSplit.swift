import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI

/// What the simulated views show of a stack shown as a split view (`WayfinderStackSplitView`):
/// the stack's root, a list, in the sidebar, and the screens pushed past it in the detail
/// column's `NavigationStack`.
struct StackSplitShown: Hashable, Sendable {
  /// The stack shown as a split view.
  let stack: String
  /// The row the sidebar's list shows selected (`List(selection:)`), its own record: what the
  /// person chose, or what the last render's binding read.
  var selection: Screen?
  /// The identity of the detail column's root view (`.id(_:)`) as the views built it: a
  /// screen whose view keeps its identity is updated in place, and does not appear again.
  var detailIdentity: Screen.ID?
  /// The columns shown, expanded: the sidebar beside or over the detail (`all`), hidden
  /// (`detailOnly`), or as the width decides (`automatic`).
  var columns = SplitColumnVisibility.automatic
  /// The detail root whose view last appeared, while it was on top, and its identity then.
  var appearedDetailRoot: Screen.ID?
  var appearedIdentity: Screen.ID?
}

/// What one render read of a stack's split view, through the glue's accessors
/// (`splitListSelection(in:)`, `splitColumnVisibility(in:)`, `splitDetailIdentity(in:)`, and
/// `preferredCompactColumn`'s getter, from `path(in:)`).
struct StackSplitRendered: Hashable, Sendable {
  var selection: Screen?
  var columns = SplitColumnVisibility.automatic
  var detailIdentity: Screen.ID?
  /// Whether the collapsed split view puts its sidebar on top (`preferredCompactColumn`).
  var sidebarOnTop = true
}

/// `WayfinderStackSplitView` in the simulated views, written from Apple's documentation of
/// `NavigationSplitView`:
///
/// - "In narrow size classes, like on iPhone or Apple Watch, NavigationSplitView collapses into
///   a single stack": collapsed (compact width), the list is the stack's root and the detail is
///   pushed on it (a UIKit push and pop of one navigation controller); `preferredCompactColumn`
///   "controls which column appears on top when the view collapses".
/// - Expanded, the sidebar and the detail are side by side: the detail column's stack pushes
///   and pops the screens past its root; its root changing is no transition.
/// - "The navigation split view coordinates with the List in its first column, so that when
///   people make a selection, the detail view updates accordingly. Programmatic changes that
///   you make to the selection property also affect both the list appearance and the
///   presented detail view": the person choosing a row writes the list's selection binding,
///   and the detail shows the row alone (what was pushed in the detail goes).
extension SimulatedSwiftUI {
  /// The stack of the model's app shown as a split view when the run asks for one.
  static let splitStack = "home"

  /// Shows the model's `home` stack as a split view.
  func showStackSplit() {
    shown.stackSplit = StackSplitShown(stack: Self.splitStack)
    counts["runs with a stack shown as a split view"] = 1
  }

  /// SwiftUI writes what the split view showed at the render `bindings` into its bindings —
  /// the list's selection, the detail's path, the collapsed split view's column — after the
  /// model moved on: echoes, which the model must ignore.
  func echoStackSplit(_ bindings: RenderedBindings) {
    guard let split = shown.stackSplit, let read = bindings.stackSplit, let path = bindings.paths[split.stack]
    else { return }
    model.setSplitListSelection(read.selection, in: split.stack, rendered: path)
    model.setSplitColumnVisibility(read.columns, in: split.stack, rendered: read.columns)
    model.setSplitDetailPath(Array(path.dropFirst()), in: split.stack, rendered: path)
    if read.sidebarOnTop { model.showSplitList(in: split.stack, rendered: path) }
  }

  /// Reads the split view of `stack` as `WayfinderStackSplitView`'s bindings do.
  func readStackSplit(_ stack: String, into rendered: inout RenderedBindings) {
    guard shown.stackSplit?.stack == stack else { return }
    rendered.stackSplit = StackSplitRendered(
      selection: model.splitListSelection(in: stack), columns: model.splitColumnVisibility(in: stack),
      detailIdentity: model.splitDetailIdentity(in: stack), sidebarOnTop: model.path(in: stack).isEmpty)
  }

  /// Applies what a render read to the split view: the list shows the selection the binding
  /// read ("programmatic changes … affect both the list appearance and the presented detail
  /// view"), and the detail's root view takes the identity the render gave it.
  /// Expanded, a change of the columns slides the sidebar in or out, UIKit's transition, when
  /// the split view was in the window and stays on screen; one that comes on screen (its tab
  /// selected) or is off screen shows its columns as they are, with no transition.
  func applyStackSplit(_ rendered: RenderedBindings, by origin: SimulatedTransition.Origin, animated: Bool) {
    guard var split = shown.stackSplit, let read = rendered.stackSplit else { return }
    split.selection = read.selection
    split.detailIdentity = read.detailIdentity
    let columnsChange = split.columns != read.columns
    split.columns = read.columns
    shown.stackSplit = split
    guard columnsChange, !shown.isCompact else { return }
    note("split view \(split.stack) shows its columns \(read.columns.rawValue)")
    let staysOnScreen =
      appearedTops[split.stack] != nil && shown.flow.flatMap { visibleStack(in: $0) } == split.stack
    guard staysOnScreen else { return }
    _ = begin(
      .column, by: origin, subject: split.stack, animated: animated && origin != .views,
      duration: Self.pushDuration)
  }

  /// The transition the change of the split stack's screens from `old` to `new` is, expanded:
  /// the detail column's stack pushes or pops the screens past the detail's root; the detail
  /// appearing, going, or its root changing is none. `nil` when `stack` is not the split one
  /// or the split view is collapsed (one navigation stack: the list, then the detail).
  func splitDetailTransition(of stack: String, from old: [Screen], to new: [Screen]) -> SimulatedTransition
    .Kind??
  {
    guard let split = shown.stackSplit, split.stack == stack, !shown.isCompact else { return nil }
    let (oldDetail, newDetail) = (Array(old.dropFirst()), Array(new.dropFirst()))
    guard !old.isEmpty, !new.isEmpty, oldDetail.last != newDetail.last else { return .some(nil) }
    return .some(newDetail.count > oldDetail.count ? .push : .pop)
  }

  /// Whether the screen `top`, now on top of `stack`, appears (its view's `onAppear`):
  /// expanded, a detail root put in place of the detail root that appeared before is the same
  /// view updated in place, unless the views gave it another identity (`.id(_:)`).
  func splitTopAppears(_ top: Screen, on stack: String) -> Bool {
    guard var split = shown.stackSplit, split.stack == stack else { return true }
    let isDetailRoot = !shown.isCompact && shown.paths[stack]?.count == 1
    let inPlace =
      isDetailRoot && split.appearedDetailRoot != nil && split.appearedIdentity == split.detailIdentity
    split.appearedDetailRoot = isDetailRoot ? top.id : nil
    split.appearedIdentity = split.detailIdentity
    shown.stackSplit = split
    if inPlace { note("\(top) takes the place of the detail's root in its view: no onAppear") }
    return !inPlace
  }

  // MARK: - The person

  /// Whether the person can swipe back on `stack` showing `path`: expanded, the detail's root
  /// has nothing to go back to (the list is beside it).
  func splitAllowsSwipeBack(on stack: String, path: [Screen]) -> Bool {
    guard shown.stackSplit?.stack == stack, !shown.isCompact else { return true }
    return path.count > 1
  }

  /// The person chooses the row at `index` of the sidebar's list: the list shows it selected
  /// and the detail shows it alone — collapsed, pushed onto the list — and the list writes its
  /// selection binding.
  func personChoosesRow(_ index: Int) -> Bool {
    guard var split = shown.stackSplit, acceptsTouches, !isMoving(split.stack), sidebarIsVisible,
      let root = shown.roots[split.stack], let path = shown.paths[split.stack]
    else { return false }
    let rows = SwiftUIModelApp.navigationLinks(from: root, in: split.stack)
    guard !rows.isEmpty else { return false }
    let row = rows[index % rows.count]
    guard split.selection != row || path.first != row else { return false }
    split.selection = row
    shown.stackSplit = split
    shown.paths[split.stack] = [row]
    note("the person chooses \(row) in the sidebar of \(split.stack)")
    counts["rows chosen in a split view's sidebar", default: 0] += 1
    if shown.isCompact {
      _ = begin(.push, by: .person, subject: split.stack, animated: true, duration: Self.pushDuration)
    } else if path.count > 1 {
      // The detail's stack pops what was pushed past its root.
      _ = begin(.pop, by: .person, subject: split.stack, animated: true, duration: Self.pushDuration)
    }
    let rendered = latest.paths[split.stack] ?? []
    personWrites { model.setSplitListSelection(row, in: split.stack, rendered: rendered) }
    return true
  }

  /// Whether the sidebar's list is on screen: beside the detail (expanded), or on top of the
  /// collapsed stack, and under no modal.
  private var sidebarIsVisible: Bool {
    guard let split = shown.stackSplit, layer.chain.isEmpty, visibleStack == split.stack else { return false }
    return shown.isCompact ? shown.paths[split.stack]?.isEmpty ?? false : split.columns != .detailOnly
  }

  /// Expanded, the person shows the sidebar (`all`: beside the detail, or over it in portrait)
  /// or hides it (`detailOnly`) with the split view's button: the sidebar slides, and SwiftUI
  /// writes `columnVisibility`.
  func personShowsSidebar(_ show: Bool) -> Bool {
    guard var split = shown.stackSplit, !shown.isCompact, acceptsTouches, layer.chain.isEmpty,
      visibleStack == split.stack, !isMoving(split.stack)
    else { return false }
    let wanted: SplitColumnVisibility = show ? .all : .detailOnly
    guard split.columns != wanted else { return false }
    split.columns = wanted
    shown.stackSplit = split
    note("the person \(show ? "shows" : "hides") the sidebar of \(split.stack)")
    counts["sidebars shown or hidden by the person", default: 0] += 1
    _ = begin(.column, by: .person, subject: split.stack, animated: true, duration: Self.pushDuration)
    let rendered = latest.stackSplit?.columns ?? .automatic
    personWrites { model.setSplitColumnVisibility(wanted, in: split.stack, rendered: rendered) }
    return true
  }

  /// Collapsed, the person goes back from the detail's root to the list (its back button):
  /// the collapsed stack pops to the list; SwiftUI writes `.sidebar` into
  /// `preferredCompactColumn` and clears the list's selection.
  func personGoesBackToTheList() -> Bool {
    guard var split = shown.stackSplit, shown.isCompact, acceptsTouches, layer.chain.isEmpty,
      visibleStack == split.stack, !isMoving(split.stack), shown.paths[split.stack]?.count == 1
    else { return false }
    shown.paths[split.stack] = []
    split.selection = nil
    shown.stackSplit = split
    note("the person goes back to the list of \(split.stack)")
    counts["back to a split view's list", default: 0] += 1
    _ = begin(.pop, by: .person, subject: split.stack, animated: true, duration: Self.pushDuration)
    let rendered = latest.paths[split.stack] ?? []
    personWrites {
      model.showSplitList(in: split.stack, rendered: rendered)
      model.setSplitListSelection(nil, in: split.stack, rendered: rendered)
    }
    return true
  }

  /// `NavigationStack` writes the path the views show for the split stack: the detail's path
  /// binding, or collapsed at the list, `preferredCompactColumn`. Returns `false` when `stack`
  /// is not the split one.
  func writeSplitPath(of stack: String, _ path: [Screen]) -> Bool {
    guard shown.stackSplit?.stack == stack else { return false }
    let rendered = latest.paths[stack] ?? []
    if path.isEmpty {
      shown.stackSplit?.selection = nil
      personWrites { model.showSplitList(in: stack, rendered: rendered) }
    } else {
      personWrites { model.setSplitDetailPath(Array(path.dropFirst()), in: stack, rendered: rendered) }
    }
    return true
  }

  /// The width changed while the split stack's pushes, pops or the person's swipe ran: UIKit
  /// moves the columns' navigation controllers into one (or out of it), and the transitions
  /// under them end where they are — a swipe is cancelled, a push or a pop is complete.
  func splitWidthChanged() {
    guard let split = shown.stackSplit else { return }
    for transition in transitions where transition.subject == split.stack && !transition.kind.isPresentation {
      if transition.kind == .swipeBack { cancelledSwipes.insert(transition.id) }
      note("\(transition.description) ends with the width change")
      counts["split view transitions ended by the width changing", default: 0] += 1
      end(transition)
    }
  }

  /// The split view's own record agrees with the model, at rest: the list shows the detail's
  /// root selected, the collapsed stack puts the column on top the model says.
  func checkStackSplit() -> String? {
    guard let split = shown.stackSplit, let path = shown.paths[split.stack] else { return nil }
    if split.selection != path.first {
      return "the sidebar of \(split.stack) shows \(split.selection?.description ?? "no row") selected, "
        + "but its detail shows \(path.first?.description ?? "nothing")"
    }
    if let rendered = latest.stackSplit, rendered.columns != split.columns {
      return "split view \(split.stack) shows its columns \(split.columns.rawValue), but the model's are "
        + rendered.columns.rawValue
    }
    if let rendered = latest.stackSplit, rendered.sidebarOnTop != path.isEmpty {
      return "the collapsed \(split.stack) puts its \(rendered.sidebarOnTop ? "list" : "detail") on top, "
        + "but the views show \(path.isEmpty ? "the list" : "a detail")"
    }
    return nil
  }
}
