import Wayfinder

/// The shop: a tab bar of home, search, cart and account; products pushed from home or search
/// (in the tab the person is in), their reviews over them; orders behind sign-in, which shows
/// as a sheet; one chat at a time; a support sheet over anything.
public enum Shop {
  /// The name of the guard in front of orders.
  public static let signedIn = "signedIn"

  /// The shop's navigation graph.
  public static func graph() throws(GraphError) -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "main")
    graph.tabs("main", ["home", "search", "cart", "account"])
    graph.stack("home", root: ShopScreen.home.screen)
    // One link per product, whichever tab the person is in: no /home/… and /search/… twins.
    graph.screen("product", in: ["home", "search"], parameters: ["id"], placement: .selectedTab)
    graph.screen(
      "reviews", in: ["home", "search"], parameters: ["id"], after: "product", placement: .selectedTab)
    graph.stack("search", root: ShopScreen.search.screen)
    graph.stack("cart", root: ShopScreen.cart.screen)
    graph.stack("account", root: ShopScreen.account.screen)
    graph.screen("orders", in: "account", guard: signedIn)
    graph.screen("order", in: "account", parameters: ["id"], after: "orders", guard: signedIn)
    graph.screen("chat", in: "account", parameters: ["threadID"], traits: .unique)
    graph.modal("support", .sheet, root: ShopScreen.support.screen)
    graph.modal("signIn", .sheet, root: ShopScreen.signIn.screen)
    return try graph.build()
  }

  /// What a new scene shows: the home tab.
  public static let start = NavigationState(
    root: .tabs(
      "main",
      [
        .stack("home", [ShopScreen.home.screen]), .stack("search", [ShopScreen.search.screen]),
        .stack("cart", [ShopScreen.cart.screen]), .stack("account", [ShopScreen.account.screen]),
      ]))
}

extension ShopRoute {
  /// Where the route leads: a screen of the graph.
  public var destination: Destination {
    let screen: ShopScreen =
      switch self {
      case .home: .home
      case .product(let id): .product(id: id)
      case .reviews(let productID): .reviews(productID: productID)
      case .search: .search
      case .cart: .cart
      case .account: .account
      case .orders: .orders
      case .order(let id): .order(id: id)
      case .chat(let threadID): .chat(threadID: threadID)
      case .support: .support
      }
    return .screen(screen.screen)
  }
}
