import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting

/// The reference apps of `docs/ReferenceApps.md` as the models run them for the time-to-screen
/// table of `docs/Speed.md`: each app's graph, start state, guards (signed in), coordinators and
/// destinations, and its links in the order its golden script (`Examples/scripts`) opens them,
/// each starting from what the one before left.
///
/// NB: the simulated SwiftUI shows a root that is a flow switcher named `app` (as
/// `SwiftUIModelApp`'s). The messenger and recipes apps, whose root is a tab bar, are given here
/// under a flow switcher `app` showing that tab bar and nothing else: it never switches, so
/// each link's plan is the one the app's own graph makes. Both models run these same apps.
public struct ReferenceLinkApp: Sendable {
  /// A link opener made on a model's navigator and clock: the app's `DeepLinkCenter`.
  @MainActor
  public struct Center {
    public let open: @MainActor (String) async -> LinkOutcome
    public let isInterrupted: @MainActor () -> Bool
    public let becomeReady: @MainActor () -> Void
  }

  public let name: String
  public let links: [String]
  public let start: NavigationState
  /// The style the graph declares for each modal, by name.
  public let declaredStyles: [String: Modal.Style]
  /// Makes the app's center on `navigator`, on `clock`.
  public let makeCenter: @MainActor @Sendable (any Navigator, ModelClock) throws -> Center

  /// The three apps, in the order the table lists them.
  public static let all: [ReferenceLinkApp] = [bank, messenger, recipes]

  public static let bank = ReferenceLinkApp(
    name: "bank",
    links: [
      "bank://cards/42/detail", "bank://settings/notifications", "bank://support", "bank://cards/7",
      "bank://cards/8", "bank://cards/8/detail", "bank://profile", "bank://cards/42/detail",
    ],
    start: BankNavigation.signedInStart, declaredStyles: ["support": .sheet],
    makeCenter: { navigator, clock in
      let center = DeepLinkCenter(
        routes: try BankNavigation.routes(), graph: try BankNavigation.graph(), navigator: navigator,
        clock: clock, guards: BankNavigation.guards(signedIn: { true }), destination: { .screen($0.screen) })
      return Center(center)
    })

  public static let messenger = ReferenceLinkApp(
    name: "messenger",
    links: [
      "com.myapp://channels?channelId=1234", "com.myapp://feed/5/photo", "com.myapp://channels?channelId=99",
      "com.myapp://rate-order?orderId=7", "com.myapp://feed/5/photo",
    ],
    start: NavigationState(root: .flows("app", showing: MessengerNavigation.signedInStart.root)),
    declaredStyles: ["share": .sheet, "authorization": .fullScreen, "rateOrder": .fullScreen],
    makeCenter: { navigator, clock in
      let center = DeepLinkCenter(
        routes: try MessengerNavigation.routes(), graph: try messengerGraph(), navigator: navigator,
        clock: clock, guards: MessengerNavigation.guards(signedIn: { true }), destination: { $0.destination })
      return Center(center)
    })

  public static let recipes = ReferenceLinkApp(
    name: "recipes",
    links: ["recipes://recipes/4/ratings", "recipes://search?q=soup", "recipes://recipes/7/ratings"],
    start: NavigationState(root: .flows("app", showing: RecipesApp.state().root)),
    declaredStyles: ["ratings": .sheet],
    makeCenter: { navigator, clock in
      let catalog = RecipeCatalog(clock: clock)
      let center = DeepLinkCenter(
        routes: try RecipesApp.routes(), graph: try recipesGraph(), navigator: navigator, clock: clock,
        coordinators: RecipesApp.coordinators(), destination: { $0.destination(catalog: catalog) })
      return Center(center)
    })

  /// `MessengerNavigation.graph()` under the flow switcher `app`.
  static func messengerGraph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "app")
    graph.flows("app", ["application"], initial: "application")
    graph.tabs("application", ["feed", "channels", "profile"])
    graph.stack("feed", root: Screen("feed"))
    graph.stack("channels", root: Screen("channelList"), guard: "signedIn")
    graph.stack("profile", root: Screen("profile"), guard: "signedIn")
    graph.modal("share", .sheet, root: Screen("share"))
    graph.modal("authorization", .fullScreen, root: Screen("signIn"))
    graph.modal("rateOrder", .fullScreen, root: Screen("rating"))
    graph.screen("post", in: "feed", parameters: ["postID"])
    graph.screen("photo", in: "feed", parameters: ["postID"], after: "post", traits: .hidesTabBar)
    graph.screen("channel", in: "channels", parameters: ["channelID"], traits: .unique)
    graph.screen("editProfile", in: "profile")
    graph.screen("comment", in: "rateOrder")
    graph.screen("thanks", in: "rateOrder", after: "comment")
    return try graph.build()
  }

  /// `RecipesNavigation.graph()` under the flow switcher `app`.
  static func recipesGraph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "app")
    graph.flows("app", ["home"], initial: "home")
    graph.tabs("home", ["veggie", "meat"])
    graph.stack("veggie", root: Screen("recipeList", parameters: ["kind": "veggie"]))
    graph.stack("meat", root: Screen("recipeList", parameters: ["kind": "meat"]))
    graph.modal("ratings", .sheet, root: Screen("ratings"), over: "recipe")
    graph.screen("recipe", in: ["veggie", "meat"], parameters: ["recipeID"], after: "recipeList")
    return try graph.build()
  }
}

extension ReferenceLinkApp.Center {
  init<Route>(_ center: DeepLinkCenter<Route>) {
    open = { await center.open($0) }
    isInterrupted = { center.isInterrupted }
    becomeReady = { center.becomeReady() }
  }
}
