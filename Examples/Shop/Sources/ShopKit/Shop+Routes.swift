import Wayfinder

extension Shop {
  /// The links the shop accepts: `shop://…` and universal links on `shop.example.com`.
  public static let policy = LinkPolicy(schemes: ["shop"], hosts: ["shop.example.com"])

  /// The shop's route table: each link opens one of the shop's screens, and every screen a link
  /// opens prints back to its link.
  public static func routes() throws(RouteTableError) -> RouteTable<ShopScreen> {
    var routes = RouteTable<ShopScreen>.Builder(policy: policy)
    routes.add("/home", .home)
    routes.add(
      "/products/:id(int)",
      parse: { .product(id: try $0.int("id")) },
      print: { if case .product(let id) = $0 { ["id": id] } else { nil } })
    routes.add(
      "/products/:id(int)/reviews",
      parse: { .reviews(id: try $0.int("id")) },
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
