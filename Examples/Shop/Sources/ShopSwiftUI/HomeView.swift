#if canImport(SwiftUI)
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// The home tab's root: a product per row, pushed the ordinary SwiftUI way when tapped. The
  /// push reaches the model through the stack's path, so the next link plans from it.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct HomeView: View {
    private static let products = Array(1...20)

    var body: some View {
      List(Self.products, id: \.self) { id in
        NavigationLink(value: ShopScreen.product(id: id).screen) {
          Text(ShopScreen.product(id: id).title)
        }
      }
    }
  }
#endif
