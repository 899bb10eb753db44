#if canImport(SwiftUI)
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// One stack of the shop: a tab's, or a sheet's. Its root and every screen pushed on it (by a
  /// link, or by the app's own `NavigationLink(value:)`) are shown by ``ShopScreenView``.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct ShopStackView: View {
    let model: NavigationModel
    let links: ShopLinks
    let stack: String

    var body: some View {
      WayfinderStack(model, stack: stack) { screen in
        ShopScreenView(screen: screen, links: links)
      }
    }
  }
#endif
