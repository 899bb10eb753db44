import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// The shop a new user wrote from the docs: tabs home, search, cart and account; a product
/// pushed from home and search; checkout a full-screen modal over anything behind sign-in; a
/// chat; a promo that interrupts.
struct ShopRoute: Sendable, Hashable, CustomStringConvertible {
  var screen: Screen
  var stack: String? = nil
  var interrupts = false

  var destination: Destination { interrupts ? .interrupt(screen) : .screen(screen, in: stack) }
  var description: String { "\(screen)" + (stack.map { " in \($0)" } ?? "") }
}

@MainActor
enum Shop {
  static let tabs = ["home", "search", "cart", "account"]

  nonisolated static func product(_ id: Int) -> Screen {
    Screen("product", parameters: ["productID": "\(id)"])
  }
  nonisolated static func chat(_ id: Int) -> Screen {
    Screen("chat", parameters: ["chatID": "\(id)"], traits: .unique)
  }
  nonisolated static func promo(_ id: Int) -> Screen { Screen("promo", parameters: ["promoID": "\(id)"]) }
  static let checkout = Screen("checkout")
  static let signIn = Screen("signIn")

  /// The graph; `chatUnique` says how unique the chat is, `productPlacement` where a product
  /// link without a stack goes.
  static func graph(
    chatTraits: Screen.Traits = .unique, productPlacement: NavigationGraph.Placement = .linkPicks
  ) throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "main")
    graph.tabs("main", tabs)
    for tab in tabs { graph.stack(tab, root: Screen(tab)) }
    graph.screen(
      "product", in: ["home", "search"], parameters: ["productID"], placement: productPlacement)
    graph.screen("review", in: ["home", "search"], parameters: ["productID"], after: "product")
    graph.screen("chat", in: ["home", "account"], parameters: ["chatID"], traits: chatTraits)
    graph.screen("orders", in: "account")
    graph.modal("checkout", .fullScreen, root: checkout, guard: "signedIn")
    graph.screen("payment", in: "checkout")
    graph.modal("authorization", .fullScreen, root: signIn)
    graph.modal("promotion", .fullScreen, root: Screen("promo"))
    graph.screen("promoDetail", in: "promotion")
    return try graph.build()
  }

  static func routes() throws -> RouteTable<ShopRoute> {
    var routes = RouteTable<ShopRoute>.Builder(policy: LinkPolicy(schemes: ["shop"]))
    for name in tabs + ["checkout", "orders"] { routes.add("/\(name)", ShopRoute(screen: Screen(name))) }
    routes.add("/promoDetail", ShopRoute(screen: Screen("promoDetail")))
    routes.add(
      "/p/:productID(int)", parse: { ShopRoute(screen: product(try $0.int("productID"))) },
      print: {
        $0.screen.name == "product" && $0.stack == nil
          ? ["productID": $0.screen.parameters["productID"] ?? ""] : nil
      })
    for stack in ["home", "search"] {
      routes.add(
        "/\(stack)/p/:productID(int)",
        parse: { ShopRoute(screen: product(try $0.int("productID")), stack: stack) },
        print: {
          $0.screen.name == "product" && $0.stack == stack
            ? ["productID": $0.screen.parameters["productID"] ?? ""] : nil
        })
    }
    for stack in ["home", "account"] {
      routes.add(
        "/\(stack)/chat/:chatID(int)",
        parse: { ShopRoute(screen: chat(try $0.int("chatID")), stack: stack) },
        print: {
          $0.screen.name == "chat" && $0.stack == stack
            ? ["chatID": $0.screen.parameters["chatID"] ?? ""] : nil
        })
    }
    routes.add(
      "/promo/:promoID(int)", parse: { ShopRoute(screen: promo(try $0.int("promoID")), interrupts: true) },
      print: { $0.interrupts ? ["promoID": $0.screen.parameters["promoID"] ?? ""] : nil })
    return try routes.build()
  }

  /// The tab bar with each tab's stack as given (its root alone otherwise), `selected` chosen.
  static func main(_ stacks: [String: [Screen]] = [:], selected: String = "home") -> Container {
    .tabs("main", tabs.map { .stack($0, stacks[$0] ?? [Screen($0)]) }, selected: selected)
  }

  static func state(_ root: Container = main(), modals: [Modal] = []) -> NavigationState {
    NavigationState(root: root, modals: modals)
  }

  @MainActor final class Session {
    var isSignedIn: Bool
    var ended: [String] = []
    var followUp: InterruptionFollowUp = .restore()
    init(signedIn: Bool) { isSignedIn = signedIn }
  }

  struct App {
    let center: DeepLinkCenter<ShopRoute>
    let navigator: HeadlessNavigator
    let session: Session
    let clock: ManualClock
  }

  static func app(
    signedIn: Bool = true, state: NavigationState = state(), graph: NavigationGraph? = nil,
    guardWaitLimit: Duration? = nil, animatesLastStep: Bool = true, ready: Bool = true
  ) throws -> App {
    let session = Session(signedIn: signedIn)
    let clock = ManualClock()
    let navigator = HeadlessNavigator(state: state, clock: clock)
    var signedInGuard = RouteGuard("signedIn", showing: signIn) { session.isSignedIn }
    if let guardWaitLimit { signedInGuard.waitLimit = guardWaitLimit }
    let center = DeepLinkCenter(
      routes: try routes(), graph: try graph ?? Self.graph(), navigator: navigator, clock: clock,
      animatesLastStep: animatesLastStep, guards: [signedInGuard],
      interruptionEnded: { route, result in
        session.ended.append("\(route) \(result)")
        return session.followUp
      },
      destination: { $0.destination })
    if ready { center.becomeReady() }
    return App(center: center, navigator: navigator, session: session, clock: clock)
  }
}
