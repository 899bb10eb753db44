import Wayfinder

/// Every screen of the shop, declared once: the routes its links open, the screens its graph
/// places and its views show. Swift writes the conversion to and from Wayfinder's `Screen`
/// from the cases (it is `Codable`): `product(id: 7)` is the screen `product` with `id: "7"`.
public enum ShopScreen: ScreenConvertible, Codable, CustomStringConvertible {
  case home
  case product(id: Int)
  /// The reviews of the product `id`: the same parameter name as the product's, which the
  /// back stack (the product under its reviews) passes on.
  case reviews(id: Int)
  case search
  case cart
  case account
  /// Behind sign-in.
  case orders
  /// Behind sign-in.
  case order(id: Int)
  /// Unique: a link to another thread replaces the open one.
  case chat(threadID: String)
  /// A sheet over whatever is on screen.
  case support
  /// The sign-in sheet: no link opens it; the `signedIn` guard shows it.
  case signIn

  /// The screen as the tools print it: `product(7)`.
  public var description: String { screen.description }

  /// The title a screen shows.
  public var title: String {
    switch self {
    case .home: "Home"
    case .product(let id): "Product \(id)"
    case .reviews(let id): "Reviews of \(id)"
    case .search: "Search"
    case .cart: "Cart"
    case .account: "Account"
    case .orders: "Orders"
    case .order(let id): "Order \(id)"
    case .chat(let threadID): "Chat \(threadID)"
    case .support: "Support"
    case .signIn: "Sign in"
    }
  }
}

/// The shop's containers: its tab bar, the tabs' stacks and its two sheets.
public enum ShopContainer: String, ContainerName {
  case main, home, search, cart, account, support, signIn
}

/// The shop's guards.
public enum ShopGuard: String, GuardName {
  /// Someone is signed in: in front of orders.
  case signedIn
}
