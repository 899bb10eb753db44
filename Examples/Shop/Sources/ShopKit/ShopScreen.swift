import Wayfinder

/// The shop's screens, typed: the view controller factory and the SwiftUI views take them and
/// switch over them exhaustively instead of comparing screen names.
public enum ShopScreen: ScreenConvertible {
  case home
  case product(id: Int)
  case reviews(productID: Int)
  case search
  case cart
  case account
  case orders
  case order(id: Int)
  case chat(threadID: String)
  case support
  case signIn

  /// The typed screen of `screen`, or `nil` for a screen the shop does not have (a foreign
  /// one, say).
  public init?(_ screen: Screen) {
    let id = screen.parameters["id"].flatMap { Int($0) }
    switch (screen.name, id) {
    case ("home", _): self = .home
    case ("product", let id?): self = .product(id: id)
    case ("reviews", let id?): self = .reviews(productID: id)
    case ("search", _): self = .search
    case ("cart", _): self = .cart
    case ("account", _): self = .account
    case ("orders", _): self = .orders
    case ("order", let id?): self = .order(id: id)
    case ("chat", _):
      guard let threadID = screen.parameters["threadID"] else { return nil }
      self = .chat(threadID: threadID)
    case ("support", _): self = .support
    case ("signIn", _): self = .signIn
    default: return nil
    }
  }

  /// The screen as the navigation state holds it.
  public var screen: Screen {
    switch self {
    case .home: Screen("home")
    case .product(let id): Screen("product", parameters: ["id": "\(id)"])
    case .reviews(let productID): Screen("reviews", parameters: ["id": "\(productID)"])
    case .search: Screen("search")
    case .cart: Screen("cart")
    case .account: Screen("account")
    case .orders: Screen("orders")
    case .order(let id): Screen("order", parameters: ["id": "\(id)"])
    case .chat(let threadID): Screen("chat", parameters: ["threadID": threadID], traits: .unique)
    case .support: Screen("support")
    case .signIn: Screen("signIn")
    }
  }

  /// The title a screen shows.
  public var title: String {
    switch self {
    case .home: "Home"
    case .product(let id): "Product \(id)"
    case .reviews(let productID): "Reviews of \(productID)"
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
