#if canImport(SwiftUI)
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// The view of each screen of the shop, whichever stack it is in: the destination of every
  /// stack's `navigationDestination`, switching over the typed screen, every case handled.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct ShopScreenView: View {
    let screen: Screen
    let links: ShopLinks

    var body: some View {
      if let shopScreen = ShopScreen(screen) {
        content(shopScreen).navigationTitle(shopScreen.title)
      } else {
        Text(verbatim: "Not a screen of the shop").navigationTitle(screen.description)
      }
    }

    @ViewBuilder private func content(_ shopScreen: ShopScreen) -> some View {
      switch shopScreen {
      case .home:
        HomeView()
      case .product(let id):
        ProductView(id: id)
      case .signIn:
        SignInView(links: links)
      case .support:
        Text("How can we help?")
      case .reviews, .search, .cart, .account, .orders, .order, .chat:
        Text(verbatim: screen.description)
      }
    }
  }
#endif
