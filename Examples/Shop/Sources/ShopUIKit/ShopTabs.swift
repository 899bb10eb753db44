#if canImport(UIKit) && !os(watchOS)
  import ShopKit
  import UIKit
  import WayfinderUIKit

  /// The shop's iOS 18 tab bar: a `UITab` per tab of the graph, Cart and Account in a
  /// `UITabGroup` (a section of the iPad sidebar), shown as a tab bar or a sidebar
  /// (`mode = .tabSidebar`). The person may hide Search and Cart while editing the sidebar: a
  /// link into a hidden tab then ends `failed` with code `tab-hidden`, and nothing moves.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @MainActor
  enum ShopTabs {
    /// The tabs the person may hide.
    static let hideable: Set<ShopContainer> = [.search, .cart]

    /// A `WayfinderTabBarController` holding `tabs` (the navigator's stacks, in the graph's
    /// order) as `UITab`s, the one at `selectedIndex` selected.
    static func tabBarController(showing tabs: [UIViewController], selectedIndex: Int) -> UITabBarController {
      let roots: [(ShopContainer, ShopScreen)] = [
        (.home, .home), (.search, .search), (.cart, .cart), (.account, .account),
      ]
      var made: [UITab] = []
      for ((name, root), viewController) in zip(roots, tabs) {
        let tab = UITab(title: root.title, image: nil, identifier: name.rawValue) { _ in
          viewController
        }
        #if !os(tvOS)
          tab.allowsHiding = hideable.contains(name)
        #endif
        made.append(tab)
      }
      let yours = UITabGroup(
        title: "Yours", image: nil, identifier: "yours", children: Array(made.dropFirst(2)))
      let controller = WayfinderTabBarController(tabs: Array(made.prefix(2)) + [yours])
      #if !os(tvOS)
        controller.mode = .tabSidebar
      #endif
      if made.indices.contains(selectedIndex) { controller.selectedTab = made[selectedIndex] }
      return controller
    }
  }
#endif
