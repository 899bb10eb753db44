import Wayfinder

/// Every screen of the shop a link can open.
public enum ShopRoute: Hashable, Sendable, CustomStringConvertible {
  case home
  case product(id: Int)
  case reviews(productID: Int)
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

  public var description: String {
    switch self {
    case .home: "home"
    case .product(let id): "product(\(id))"
    case .reviews(let productID): "reviews(\(productID))"
    case .search: "search"
    case .cart: "cart"
    case .account: "account"
    case .orders: "orders"
    case .order(let id): "order(\(id))"
    case .chat(let threadID): "chat(\(threadID))"
    case .support: "support"
    }
  }
}

extension Shop {
  /// The links the shop accepts: `shop://…` and universal links on `shop.example.com`.
  public static let policy = LinkPolicy(schemes: ["shop"], hosts: ["shop.example.com"])

  /// The shop's route table: every route prints back to the link that opens it.
  public static func routes() throws(RouteTableError) -> RouteTable<ShopRoute> {
    var routes = RouteTable<ShopRoute>.Builder(policy: policy)
    routes.add("/home", .home)
    routes.add(
      "/products/:id(int)",
      parse: { .product(id: try $0.int("id")) },
      print: { if case .product(let id) = $0 { ["id": id] } else { nil } })
    routes.add(
      "/products/:id(int)/reviews",
      parse: { .reviews(productID: try $0.int("id")) },
      print: { if case .reviews(let id) = $0 { ["id": id] } else { nil } })
    routes.add("/search", .search)
    routes.add("/cart", .cart)
    routes.add("/account", .account)
    routes.add("/orders", .orders)
    routes.add(
      "/orders/:id(int)",
      parse: { .order(id: try $0.int("id")) },
      print: { if case .order(let id) = $0 { ["id": id] } else { nil } })
    routes.add(
      "/chat/:threadID",
      parse: { .chat(threadID: try $0.string("threadID")) },
      print: { if case .chat(let threadID) = $0 { ["threadID": threadID] } else { nil } })
    routes.add("/support", .support)
    return try routes.build()
  }
}
