#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// The shop's tab bar on iOS 18: `WayfinderTabView`, a `.sidebarAdaptable` `TabView` of
  /// `Tab`s — the floating tab bar on iPad, which the person can turn into a sidebar — with Cart
  /// and Account in a "Yours" `TabSection`, and the person's customization of the sidebar. A
  /// link into a tab the person hid there ends `failed` with code `tab-hidden`; the shop's log
  /// prints it, and nothing moves.
  @available(iOS 18, macOS 15, visionOS 2, *)
  struct ShopTabView: View {
    let scene: ShopSceneState
    /// The person's customization of the sidebar: which tabs they hid. (A shipping app keeps it
    /// with `@AppStorage`.)
    @State private var customization = TabViewCustomization()

    var body: some View {
      WayfinderTabView(
        scene.model, tabBar: ShopContainer.main.rawValue,
        sections: ["Yours": [ShopContainer.cart.rawValue, ShopContainer.account.rawValue]],
        customization: $customization
      ) { tab in
        ShopTabLabel(model: scene.model, tab: tab)
      } content: { tab in
        ShopStackView(model: scene.model, links: scene.links, stack: tab.name)
      }
    }
  }
#endif
