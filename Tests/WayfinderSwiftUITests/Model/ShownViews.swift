import WayfinderModelSupport
import WayfinderNavigation

/// What the simulated views show, their own record, kept apart from the model: the flow on
/// screen as its view was built, each tab bar's selection and each stack's path as UIKit under
/// SwiftUI holds them. The presented modals are the presentation layer's.
///
/// It changes when a render applies the bindings' values, and when the person acts on the
/// views (a swipe back, a tap), before SwiftUI writes the change into a binding.
struct ShownViews: Hashable, Sendable {
  /// The container the flow switcher's view shows, as its view was built (its structure: its
  /// stacks and tab bars; their paths and selections are below).
  var flow: Container?
  /// The selected tab of each tab bar on screen.
  var selectedTabs: [String: String] = [:]
  /// The root screen of each stack on screen.
  var roots: [String: Screen] = [:]
  /// The path of each stack on screen, above its root.
  var paths: [String: [Screen]] = [:]
  /// Whether the tab bars are shown as split views (`WayfinderSplitView`) rather than tab views.
  var isSplit = false
  /// Whether the split views are collapsed (compact width): one column at a time.
  var isCompact = false
  /// The split views whose sidebar selection is `nil`: collapsed, they show the sidebar; expanded,
  /// an empty detail.
  var sidebarShown: Set<String> = []
  /// iOS 18: the tabs each tab bar's `TabViewCustomization` hides, which the person hid while
  /// editing the sidebar (the app keeps it, `@AppStorage`), by tab bar.
  var customization: [String: Set<String>] = [:]
  /// iOS 18: the tabs each tab bar hides: the customization's and the app's (`Tab.hidden(_:)`).
  var hiddenTabs: [String: Set<String>] = [:]
  /// The stack shown as a split view (`WayfinderStackSplitView`), if any (SimulatedSwiftUI+StackSplit).
  var stackSplit: StackSplitShown?

  /// `container` with the paths and selections the views show.
  func showing(_ container: Container) -> Container {
    switch container {
    case .stack(let stack):
      let root = roots[stack.name] ?? stack.screens.first
      return .stack(stack.name, (root.map { [$0] } ?? []) + (paths[stack.name] ?? []))
    case .tabs(let bar):
      let tabs = bar.tabs.map(showing)
      guard
        case .tabs(var shownBar) = Container.tabs(
          bar.name, tabs, selected: selectedTabs[bar.name] ?? bar.selectedTab.name)
      else { return container }
      shownBar.hiddenTabs = hiddenTabs[bar.name] ?? []
      return .tabs(shownBar)
    case .flows(let switcher):
      return .flows(switcher.name, showing: showing(switcher.flow))
    }
  }
}
