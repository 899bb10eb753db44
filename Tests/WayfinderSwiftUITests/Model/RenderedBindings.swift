import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI

/// What one render of the simulated views read from the model, through exactly the accessors
/// the glue uses (`flow(in:)`, `tabs(in:)`, `selectedTab(in:)`, `root(of:)`, `path(in:)`,
/// `sheet(at:)`, `fullScreenCover(at:)`): the values each binding made at that render
/// carries as `rendered`.
struct RenderedBindings: Hashable, Sendable {
  /// The model's revision when the render read it (what `onChange(of: revision)` compares).
  var revision = 0
  /// The model's state when the render read it (what `WayfinderTabs`' binding carries).
  var state: NavigationState?
  /// The flow `app` shows, as its container (the app's view switches on its name).
  var flow: Container?
  /// The names of the tabs of each tab bar on screen.
  var tabs: [String: [String]] = [:]
  /// The selection of each tab bar on screen.
  var selectedTabs: [String: String] = [:]
  /// The tabs each tab bar on screen hides with `Tab.hidden(_:)`: the app's (`WayfinderTabView`
  /// reads `isHiddenByApp(_:in:)`).
  var appHiddenTabs: [String: Set<String>] = [:]
  /// The sidebar selection of each split view on screen (`splitSelection(in:)`), `nil` kept.
  var splitSelections: [String: String?] = [:]
  /// What the split view of a stack read (SimulatedSwiftUI+StackSplit).
  var stackSplit: StackSplitRendered?
  /// The root screen of every stack the views show.
  var roots: [String: Screen] = [:]
  /// The path of every stack the views show.
  var paths: [String: [Screen]] = [:]
  /// The stacks the views show, in the order the render read them.
  var stacks: [String] = []
  /// The tab bars the views show, in the order the render read them.
  var tabBars: [String] = []
  /// What each level's `sheet(item:)` binding read, level 0 first, as far as the views have
  /// presentation modifiers (the one over level `n` lives in the content of modal `n`).
  var sheets: [PresentedModal?] = []
  /// What each level's `fullScreenCover(item:)` binding read.
  var covers: [PresentedModal?] = []

  /// What the bindings at `level` ask to present there.
  func modal(at level: Int) -> PresentedModal? {
    guard sheets.indices.contains(level) else { return nil }
    return sheets[level] ?? covers[level]
  }

  /// What `WayfinderTabs`' selection binding made at this render does with a write of `tab`.
  @MainActor
  func writeTab(_ tab: String?, in tabBar: String, rendered: String?, to model: NavigationModel) {
    model.tabViewWrote(
      tab, in: tabBar, rendered: rendered, renderedRevision: revision, renderedState: state ?? model.state)
  }

  /// Whether the views had presentation modifiers at `level`.
  func rendersLevel(_ level: Int) -> Bool { sheets.indices.contains(level) }
}
