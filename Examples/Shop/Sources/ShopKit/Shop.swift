import Wayfinder

/// The shop: a tab bar of home, search, cart and account; products pushed from home or search
/// (in the tab the person is in), their reviews over them; orders behind sign-in, which shows
/// as a sheet; one chat at a time; a support sheet over anything.
public enum Shop {
  /// The shop's navigation graph, in its own types: a misspelt screen, container or guard does
  /// not compile. A screen with values is keyed by any one of them.
  public static func graph() throws(GraphError) -> NavigationGraph {
    var graph = NavigationGraph.TypedBuilder<ShopScreen, ShopContainer, ShopGuard>(root: .main)
    graph.tabs(.main, [.home, .search, .cart, .account])
    graph.stack(.home, root: .home)
    // One link per product, whichever tab the person is in: no /home/… and /search/… twins.
    graph.screen(.product(id: 0), in: [.home, .search], placement: .selectedTab)
    graph.screen(.reviews(id: 0), in: [.home, .search], after: .product(id: 0), placement: .selectedTab)
    graph.stack(.search, root: .search)
    // On iPad, the search results beside the product chosen (UIKit: a split view controller).
    graph.showsAsSplitView(.search)
    graph.stack(.cart, root: .cart)
    graph.stack(.account, root: .account)
    graph.screen(.orders, in: .account, guard: .signedIn)
    graph.screen(.order(id: 0), in: .account, after: .orders, guard: .signedIn)
    graph.screen(.chat(threadID: ""), in: .account, traits: .unique)
    graph.modal(.support, .sheet, root: .support)
    graph.modal(.signIn, .sheet, root: .signIn)
    return try graph.build()
  }

  /// What a new scene shows: the home tab.
  public static let start = NavigationState(
    root: .tabs(
      ShopContainer.main,
      [
        .stack(ShopContainer.home, [ShopScreen.home]), .stack(ShopContainer.search, [ShopScreen.search]),
        .stack(ShopContainer.cart, [ShopScreen.cart]), .stack(ShopContainer.account, [ShopScreen.account]),
      ]))
}
