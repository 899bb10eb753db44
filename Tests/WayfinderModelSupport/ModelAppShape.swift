import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting

/// The small app both behavioural models drive, written with the public API; each model's app
/// (`ModelApp`, `SwiftUIModelApp`) names its tabs and adds what only its simulator shows.
///
/// `app` switches between `main` and `welcome`. `main` is a tab bar of stacks named as their
/// tabs: `home` (items, their reviews pushed after them), `search` (a unique `player`: a stack
/// holds one at most), `inbox` (threads), `orders` (an `order` behind the `signedIn` guard,
/// whose screen is the `signIn` sheet), and where they are tabs `profile` (an `account` behind
/// the same guard) and `settings` (`privacy`). `compose` is a sheet (with `attach` pushed in
/// it) and `camera` a full-screen cover, each over whatever is on screen.
///
/// A link's route is its screen: `model://items/7` opens `item(7)`.
public protocol ModelAppShape {
  /// The tabs of `main`, in order.
  static var tabs: [String] { get }
}

extension ModelAppShape {
  public static var guardName: String { "signedIn" }
  public static var signIn: Screen { Screen("signIn") }
  /// The screens behind the guard.
  public static var guarded: Set<String> { tabs.contains("profile") ? ["order", "account"] : ["order"] }
  /// How long `compose` holds a link that would close it, while it holds links
  /// (``AppClosingEvent/holdLinks(_:)``).
  public static var holdLimit: Duration { .seconds(3) }

  /// The screen each tab's stack has pushed in it besides its root, by name, with its
  /// parameters and guard.
  private static func pushed(in tab: String) -> [(name: String, parameters: [String], guarded: Bool)] {
    switch tab {
    case "home": [("item", ["id"], false), ("reviews", ["id"], false)]
    case "search": [("player", ["id"], false)]
    case "inbox": [("thread", ["id"], false)]
    case "orders": [("order", ["id"], true)]
    case "profile": [("account", [], true)]
    case "settings": [("privacy", [], false)]
    default: []
    }
  }

  public static func graph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "app")
    graph.flows("app", ["main", "welcome"], initial: "main")
    graph.stack("welcome", root: Screen("welcome"))
    graph.tabs("main", tabs)
    for tab in tabs {
      graph.stack(tab, root: Screen(tab))
      for (name, parameters, guarded) in pushed(in: tab) {
        graph.screen(
          name, in: tab, parameters: parameters, after: name == "reviews" ? "item" : nil,
          traits: name == "player" ? .unique : [], guard: guarded ? guardName : nil)
      }
    }
    graph.modal("signIn", .sheet, root: signIn)
    graph.modal("compose", .sheet, root: Screen("compose"))
    graph.screen("attach", in: "compose")
    graph.modal("camera", .fullScreen, root: Screen("camera"))
    return try graph.build()
  }

  public static func routes() throws -> RouteTable<Screen> {
    var routes = RouteTable<Screen>.Builder(policy: LinkPolicy(schemes: ["model"], hosts: ["model.example"]))
    for screen in linkedScreens where screen.parameters.isEmpty {
      let path = ["privacy": "/settings/privacy", "attach": "/compose/attach"][screen.name]
      routes.add(path ?? "/\(screen.name.lowercased())", screen)
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
  public static var start: NavigationState { start(home: [Screen("home")]) }

  /// `main` on tab `home`, which shows `home`, every other stack at its root, under `modals`.
  public static func start(home: [Screen], modals: [Modal] = []) -> NavigationState {
    let stacks = tabs.map { Container.stack($0, $0 == "home" ? home : [Screen($0)]) }
    return NavigationState(root: .flows("app", showing: .tabs("main", stacks)), modals: modals)
  }

  /// The link to `screen`.
  public static func link(to screen: Screen) -> String {
    let id = screen.parameters["id"] ?? ""
    return switch screen.name {
    case "item": "model://items/\(id)"
    case "reviews": "https://model.example/items/\(id)/reviews"
    case "player": "model://player/\(id)"
    case "thread": "model://threads/\(id)"
    case "order": "model://orders/\(id)"
    case "privacy": "model://settings/privacy"
    case "attach": "model://compose/attach"
    case "signIn": "model://signin"
    default: "model://\(screen.name)"
    }
  }

  /// The screens valid links open.
  public static var linkedScreens: [Screen] {
    let tabScreens = tabs.flatMap { tab in
      [tab] + pushed(in: tab).filter(\.parameters.isEmpty).map(\.name)
    }
    var screens = (tabScreens + ["compose", "attach", "camera", "welcome", "signIn"]).map { Screen($0) }
    for name in ["item", "reviews", "player", "thread", "order"] {
      screens += (1...3).map { Screen(name, parameters: ["id": "\($0)"]) }
    }
    return screens
  }

  /// Links no route matches, that the policy turns away, or that are no links at all.
  public static var badLinks: [String] {
    [
      "model://items/abc", "model://nowhere", "model://items/1/reviews/extra", "evil://items/1",
      "https://evil.example/items/1", "", "model://", "::::", "model://items/%zz",
    ]
  }

  /// What a screen says when a link would close it, in a run with refusing screens: `attach`
  /// (a half-written attachment) refuses, `reviews` (a review being written) asks first.
  public static func closing(of screen: Screen) -> ScreenClosing {
    modelAppClosing(of: screen)
  }

  /// The app's closing rule: ``closing(of:)`` in a run with `refusing` screens, and `compose`
  /// holding the links that would close it while it `holds` links (a call under way).
  public static func closingRule(refusing: Bool, holds: Bool)
    -> @MainActor @Sendable (Screen) -> ScreenClosing
  {
    let limit = holdLimit
    return { screen in
      if holds, screen.name == "compose" { return .hold(upTo: limit) }
      return refusing ? modelAppClosing(of: screen) : .allow
    }
  }

  /// The screen in the graph whose link is `url`, as the test knows it.
  public static func screen(of url: String) -> Screen? {
    linkedScreens.first { link(to: $0) == url }
  }
}

private func modelAppClosing(of screen: Screen) -> ScreenClosing {
  switch screen.name {
  case "attach": .refuse
  case "reviews": .ask
  default: .allow
  }
}

extension ScreenClosing {
  /// What is wrong with `closer` (the navigator, the model) closing `screen` under this rule,
  /// `allowed` the screens the person said yes for; `nil` when nothing is.
  package func problem(_ closer: String, closing screen: Screen, allowed: Set<Screen.ID>) -> String? {
    switch self {
    case .allow: nil
    case .refuse: "\(closer) closed \(screen), which refuses to be closed by a link"
    // A held link waits for the screen to close: a link never closes it.
    case .hold: "\(closer) closed \(screen), which holds links while it is open"
    case .ask:
      allowed.contains(screen.id)
        ? nil : "\(closer) closed \(screen), which asks first, without the person's yes"
    }
  }
}
