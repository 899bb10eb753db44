import Foundation
import WayfinderModelSupport
@_spi(Testing) import WayfinderUIKit

/// The model of `UITabBarController`, reporting the person's taps as the library's
/// `WayfinderTabBarController` does.
///
/// With more than five tabs, the bar shows the first four and a More item; the others live in
/// UIKit's More list. The person can select the More list itself: `selectedIndex` is then
/// `NSNotFound`, and no tab's view is in the window. Only the selected tab's view is. A tap on a
/// bar item (the More item included) reports; picking a row of the More list is no tap on the
/// bar (`tabBar(_:didSelect:)` is not called), so it does not.
final class ModelTabBarController: ModelViewController, TabHost, ChangeReportingHost {
  /// How many items the bar shows before it needs a More item.
  static let barCapacity = 5

  let tabs: [ModelViewController]
  /// iOS 18's `tabs` (`UITab`s, see ModelTabBarController+Tabs18.swift); empty when the tab
  /// bar was built from `viewControllers`.
  var uiTabs: [ModelTab] = []
  var reportChange: (@MainActor () -> Void)?
  private var selection: Int

  init(_ uikit: ModelUIKit, name: String, tabs: [ModelViewController], selectedIndex: Int) {
    self.tabs = tabs
    selection = tabs.indices.contains(selectedIndex) ? selectedIndex : 0
    super.init(uikit, name: name)
    for tab in tabs { tab.parent = self }
  }

  override var childViewControllers: [ModelViewController] { tabs }

  override func shows(_ child: ModelViewController) -> Bool {
    selection != NSNotFound && tabs[selection] === child
  }

  /// Whether the bar has a More item.
  var hasMoreList: Bool { tabs.count > Self.barCapacity }

  /// Whether re-tapping the selected tab pops its stack to its root, as
  /// `WayfinderTabBarController.popsToRootWhenReselected`.
  var popsToRootWhenReselected = true
  /// Whether the app's own `selectedIndex` is reported, as `WayfinderTabBarController`'s
  /// override of the setter does since issue 23 (false: the container before it).
  var reportsSelection = true

  /// UIKit's `selectedIndex`: `NSNotFound` while the More list is on screen. Setting it calls
  /// no tab bar or delegate method in UIKit; `WayfinderTabBarController` reports it from its
  /// override of the setter (the navigator ignores the reports of its own steps).
  var selectedIndex: Int {
    get { selection }
    set {
      guard tabs.indices.contains(newValue) else { return }
      selection = newValue
      uikit.changed()
      if reportsSelection { report() }
    }
  }

  /// Whether the More list itself is on screen.
  var showsMoreList: Bool { selection == NSNotFound }

  // MARK: - The person

  /// The person taps the bar item of the tab at `index` (one of the first four when there is a
  /// More item), or picks it from the More list; `nil` taps the More item itself.
  func personSelects(_ index: Int?) {
    guard let index else {
      guard hasMoreList else { return }
      selection = NSNotFound
      uikit.note("the person opens the More list of \(name)")
      uikit.changed()
      return report()
    }
    guard tabs.indices.contains(index) else { return }
    let onBar = !hasMoreList || index < Self.barCapacity - 1
    // UIKit, `UITabBarController`: "Tapping a tab always displays the tab's root view,
    // regardless of which tab was previously selected. This is true even if the tab was
    // already selected." A tap on the selected tab pops its navigation controller to its root.
    if onBar, index == selection, popsToRootWhenReselected,
      let stack = tabs[index] as? ModelNavigationController
    {
      uikit.note("the person taps the selected tab \(index) of \(name) again")
      stack.popToRootViewController(animated: true)
      return report()
    }
    selection = index
    uikit.note("the person \(onBar ? "taps" : "picks from the More list") tab \(index) of \(name)")
    uikit.changed()
    if onBar { report() }
  }

  private func report() {
    uikit.note("\(name) reports a change")
    uikit.callOut { reportChange?() }
  }

  // MARK: - TabHost, as the adapter's UITabBarController extension

  var tabViewControllers: [ModelViewController] {
    uikit.touch()
    if usesUITabs { return tabLeaves.compactMap(\.tab.viewController) }
    return viewControllers ?? []
  }

  var selectedTabIndex: Int? {
    uikit.touch()
    if usesUITabs {
      return TabTree.index(
        of: selectedTab, in: tabLeaves, children: \.children, selectedChild: \.selectedChild)
    }
    let index = selectedIndex
    return index == NSNotFound || !tabViewControllers.indices.contains(index) ? nil : index
  }

  var hiddenTabIndices: Set<Int> {
    uikit.touch()
    return hiddenLeafIndices
  }

  func selectTab(
    at index: Int, named name: String, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    uikit.navigatorCalled("navigator selects tab \(index) (\(name)) of \(self.name)")
    if usesUITabs {
      let leaves = tabLeaves
      if leaves.indices.contains(index) { selectedTab = leaves[index].tab }
      return completion()
    }
    selectedIndex = index
    completion()
  }
}
