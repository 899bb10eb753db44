import WayfinderNavigation
@_spi(Internals) import WayfinderSwiftUI

/// iOS 18's tabs in the simulated views: the app's tab view is `WayfinderTabView` (a
/// `.sidebarAdaptable` `TabView` of `Tab`s, with the app's `TabViewCustomization`), whose tabs
/// the person hides and shows again while editing the sidebar. SwiftUI keeps the person's edits
/// in the customization, through the binding `WayfinderTabView` wraps, which tells the model.
extension SimulatedSwiftUI {
  /// The person hides the tab at `index` of the tab bar on screen in the sidebar, or shows it
  /// again. The first tab cannot be hidden (`customizationBehavior(.disabled, …)`).
  func personHidesTabInSidebar(_ index: Int, hidden: Bool) -> Bool {
    guard acceptsTouches, layer.chain.isEmpty, case .tabs(let bar)? = shown.flow,
      bar.tabs.indices.contains(index), index > 0
    else { return false }
    let tab = bar.tabs[index].name
    // A tab the app hides (`Tab.hidden(_:)`) is not in the sidebar's editor either.
    if latest.appHiddenTabs[bar.name]?.contains(tab) ?? false { return false }
    var customization = shown.customization[bar.name] ?? []
    guard customization.contains(tab) != hidden else { return false }
    if hidden { customization.insert(tab) } else { customization.remove(tab) }
    shown.customization[bar.name] = customization
    let all = customization.union(latest.appHiddenTabs[bar.name] ?? [])
    shown.hiddenTabs[bar.name] = all.isEmpty ? nil : all
    note("the person \(hidden ? "hides" : "shows") \(tab) in the sidebar")
    // `WayfinderTabView`'s customization binding: its setter tells the model.
    personWrites { model.sidebarHides(customization, in: bar.name) }
    return true
  }
}
