#if canImport(SwiftUI)
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// A product, and a link to its reviews, pushed over it the ordinary SwiftUI way.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct ProductView: View {
    let id: Int

    var body: some View {
      VStack(spacing: 16) {
        Text(verbatim: ShopScreen.product(id: id).screen.description)
        NavigationLink("Reviews", value: ShopScreen.reviews(id: id).screen)
      }
    }
  }
#endif
