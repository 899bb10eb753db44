import Wayfinder

/// The wallet's links, graph and guard.
///
/// `app` switches between `onboarding` and `main`; `main` is a tab bar of `accounts` (an
/// account pushed over the list) and `cards` (a card, behind the `pin` guard). `transfer` is a
/// sheet and `pin` a full-screen cover, each over whatever is on screen.
public enum Wallet {
  /// The PIN guard's name: a card needs a PIN entered lately.
  public static let pinGuard = "pin"

  /// The links the wallet accepts: `wallet://…` and universal links on `wallet.example`.
  public static let policy = LinkPolicy(schemes: ["wallet"], hosts: ["wallet.example"])

  /// The route table: each route is the screen it opens.
  public static func routes() throws(RouteTableError) -> RouteTable<WalletScreen> {
    var routes = RouteTable<WalletScreen>.Builder(policy: policy)
    routes.add("/welcome", .welcome)
    routes.add("/accounts", .accounts)
    routes.add(
      "/accounts/:id(int)", parse: { .account(id: try $0.int("id")) },
      print: { if case .account(let id) = $0 { ["id": id] } else { nil } })
    routes.add("/cards", .cards)
    routes.add(
      "/cards/:id(int)", parse: { .card(id: try $0.int("id")) },
      print: { if case .card(let id) = $0 { ["id": id] } else { nil } })
    routes.add("/transfer", .transfer)
    return try routes.build()
  }

  /// The navigation graph.
  public static func graph() throws(GraphError) -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "app")
    graph.flows("app", ["main", "onboarding"], initial: "main")
    graph.stack("onboarding", root: WalletScreen.welcome.screen)
    graph.tabs("main", ["accounts", "cards"])
    graph.stack("accounts", root: WalletScreen.accounts.screen)
    graph.screen("account", in: "accounts", parameters: ["id"])
    graph.stack("cards", root: WalletScreen.cards.screen)
    graph.screen("card", in: "cards", parameters: ["id"], guard: pinGuard)
    graph.modal("transfer", .sheet, root: WalletScreen.transfer.screen)
    graph.modal("pin", .fullScreen, root: WalletScreen.pin.screen)
    return try graph.build()
  }

  /// What the app's coordinators show at launch: the main flow, each tab at its root.
  public static let start = NavigationState(
    root: .flows(
      "app",
      showing: .tabs(
        "main",
        [.stack("accounts", [WalletScreen.accounts.screen]), .stack("cards", [WalletScreen.cards.screen])]
      )))
}

/// Whether the person entered their PIN lately: the PIN guard asks it.
@MainActor
public final class WalletSession {
  /// Whether a card may be shown without asking for the PIN again.
  public var pinIsFresh: Bool

  public init(pinIsFresh: Bool = false) {
    self.pinIsFresh = pinIsFresh
  }
}
