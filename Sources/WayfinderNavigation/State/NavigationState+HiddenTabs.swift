extension NavigationState {
  /// The state with the tab `tab` of the tab bar named `tabBar` hidden or shown again: what
  /// the person does in iOS 18's sidebar (a tab with `allowsHiding`), or the app with `UITab`'s
  /// `isHidden` or SwiftUI's `hidden(_:)`. Nothing else changes: a hidden tab keeps its
  /// screens, and a selected tab stays selected (UIKit and SwiftUI leave moving away to the
  /// app).
  ///
  /// - Throws: `NavigationError` with code `containerNotFound` when there is no such tab bar
  ///   or tab.
  @_spi(Internals) public mutating func setTab(_ tab: String, in tabBar: String, hidden: Bool)
    throws(NavigationError)
  {
    guard let location = locate(tabBar), case .tabs(var bar) = container(at: location) else {
      throw NavigationError(.containerNotFound, "there is no tab bar \"\(tabBar)\" to hide a tab of")
    }
    guard bar.tabNames.contains(tab) else {
      throw NavigationError(
        .containerNotFound,
        "tab bar \"\(tabBar)\" has no tab \"\(tab)\" (tabs: \(bar.tabNames.joined(separator: ", ")))")
    }
    guard bar.hiddenTabs.contains(tab) != hidden else { return }
    if hidden { bar.hiddenTabs.insert(tab) } else { bar.hiddenTabs.remove(tab) }
    _ = try take(at: location)
    put(.tabs(bar), at: location)
  }

  /// The names of the hidden tabs of the tab bar named `tabBar`, empty when there is none.
  public func hiddenTabs(in tabBar: String) -> Set<String> {
    guard case .tabs(let bar)? = container(named: tabBar) else { return [] }
    return bar.hiddenTabs
  }
}
