#if canImport(SwiftUI)
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// A tab's label, in the tab bar and in the split view's sidebar: the title of the tab's root
  /// screen and a symbol for it.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct ShopTabLabel: View {
    let model: NavigationModel
    let tab: Container

    var body: some View {
      let root = model.root(of: tab.name).flatMap(ShopScreen.init)
      Label(root?.title ?? tab.name, systemImage: Self.symbol(for: root))
    }

    private static func symbol(for root: ShopScreen?) -> String {
      switch root {
      case .home?: "house"
      case .search?: "magnifyingglass"
      case .cart?: "cart"
      case .account?: "person.crop.circle"
      default: "square"
      }
    }
  }
#endif
