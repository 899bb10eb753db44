import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderRouting

/// The small app the SwiftUI model-based tests drive, written with the public API.
///
/// `app` switches between `main` and `welcome`. `main` is a tab bar of four stacks: `home`
/// (items, their reviews pushed after them), `search` (a unique `player`: a stack holds one at
/// most), `inbox` (threads) and `orders` (an `order` behind the `signedIn` guard, whose screen
/// is the `signIn` sheet). `compose` is a sheet (with `attach` pushed in it) and `camera` a
/// full-screen cover, each over whatever is on screen.
///
/// A link's route is its screen: `model://items/7` opens `item(7)`.
enum SwiftUIModelApp {
  static let guardName = "signedIn"
  static let signIn = Screen("signIn")
  static let tabs = ["home", "search", "inbox", "orders"]
  /// The screens behind the guard.
  static let guarded: Set<String> = ["order"]

  static func graph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "app")
    graph.flows("app", ["main", "welcome"], initial: "main")
    graph.stack("welcome", root: Screen("welcome"))
    graph.tabs("main", tabs)
    graph.stack("home", root: Screen("home"))
    graph.screen("item", in: "home", parameters: ["id"])
    graph.screen("reviews", in: "home", parameters: ["id"], after: "item")
    graph.stack("search", root: Screen("search"))
    graph.screen("player", in: "search", parameters: ["id"], traits: .unique)
    graph.stack("inbox", root: Screen("inbox"))
    graph.screen("thread", in: "inbox", parameters: ["id"])
    graph.stack("orders", root: Screen("orders"))
    graph.screen("order", in: "orders", parameters: ["id"], guard: guardName)
    graph.modal("signIn", .sheet, root: signIn)
    graph.modal("compose", .sheet, root: Screen("compose"))
    graph.screen("attach", in: "compose")
    graph.modal("camera", .fullScreen, root: Screen("camera"))
    return try graph.build()
  }

  /// What a screen says when a link would close it, in a run with refusing screens: `attach`
  /// (a half-written attachment) refuses, `reviews` (a review being written) asks first.
  static func closing(of screen: Screen) -> ScreenClosing {
    switch screen.name {
    case "attach": .refuse
    case "reviews": .ask
    default: .allow
    }
  }

  static func routes() throws -> RouteTable<Screen> {
    var routes = RouteTable<Screen>.Builder(policy: LinkPolicy(schemes: ["model"], hosts: ["model.example"]))
    for (path, name) in [
      ("/home", "home"), ("/search", "search"), ("/inbox", "inbox"), ("/orders", "orders"),
      ("/compose", "compose"), ("/compose/attach", "attach"), ("/camera", "camera"), ("/welcome", "welcome"),
      ("/signin", "signIn"),
    ] {
      routes.add(path, Screen(name))
    }
    for (path, name) in [
      ("/items/:id(int)", "item"), ("/items/:id(int)/reviews", "reviews"), ("/player/:id(int)", "player"),
      ("/threads/:id(int)", "thread"), ("/orders/:id(int)", "order"),
    ] {
      routes.add(
        path, parse: { Screen(name, parameters: ["id": String(try $0.int("id"))]) },
        print: { $0.name == name ? ["id": Int($0.parameters["id"] ?? "") ?? 0] : nil })
    }
    return try routes.build()
  }

  /// What is on screen as the app starts: `main`, tab `home`, every stack at its root.
  static var start: NavigationState {
    NavigationState(root: .flows("app", showing: .tabs("main", tabs.map { .stack($0, [Screen($0)]) })))
  }

  /// The link to `screen`.
  static func link(to screen: Screen) -> String {
    let id = screen.parameters["id"] ?? ""
    return switch screen.name {
    case "item": "model://items/\(id)"
    case "reviews": "https://model.example/items/\(id)/reviews"
    case "player": "model://player/\(id)"
    case "thread": "model://threads/\(id)"
    case "order": "model://orders/\(id)"
    case "attach": "model://compose/attach"
    case "signIn": "model://signin"
    default: "model://\(screen.name)"
    }
  }

  /// The screens valid links open.
  static let linkedScreens: [Screen] = {
    var screens = ["home", "search", "inbox", "orders", "compose", "attach", "camera", "welcome", "signIn"]
      .map { Screen($0) }
    for name in ["item", "reviews", "player", "thread", "order"] {
      screens += (1...3).map { Screen(name, parameters: ["id": "\($0)"]) }
    }
    return screens
  }()

  /// Links no route matches, that the policy turns away, or that are no links at all.
  static let badLinks = [
    "model://items/abc", "model://nowhere", "model://items/1/reviews/extra", "evil://items/1",
    "https://evil.example/items/1", "", "model://", "::::", "model://items/%zz",
  ]

  /// The values of the `NavigationLink(value:)`s the screen `top` of the stack `stack` shows: a
  /// person's tap appends one of them to the stack's path. None behind the guard.
  static func navigationLinks(from top: Screen, in stack: String) -> [Screen] {
    let ids = (1...3).map { ["id": "\($0)"] }
    switch (stack, top.name) {
    case ("home", "item"):
      return [Screen("reviews", parameters: top.parameters)] + ids.map { Screen("item", parameters: $0) }
    case ("home", _): return ids.map { Screen("item", parameters: $0) }
    // Another player from a player's screen: the rule book refuses a second one.
    case ("search", _): return ids.map { Screen("player", parameters: $0, traits: .unique) }
    case ("inbox", _): return ids.map { Screen("thread", parameters: $0) }
    case ("compose", "compose"): return [Screen("attach")]
    default: return []
    }
  }

  /// The screen in the graph whose link is `url`, as the test knows it.
  static func screen(of url: String) -> Screen? {
    linkedScreens.first { link(to: $0) == url }
  }
}
