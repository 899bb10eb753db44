import BankReferenceApp
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
import Workloads

/// An app for `wayfinder-bench dispatch`: its route table, navigation graph, guards, the state
/// it starts in, where each route leads, and the links to open, in a cycle.
struct DispatchApp<Route: Sendable>: Sendable {
  let name: String
  let routes: RouteTable<Route>
  let graph: NavigationGraph
  let guards: [RouteGuard]
  let start: NavigationState
  let destination: @Sendable (Route) -> Destination
  /// Something cheap read from a matched route, so that timing the bare match keeps the route.
  let weight: @Sendable (Route) -> Int
  /// The links, opened in this order again and again; each differs from the one before it
  /// (the last from the first), so each one changes the screen.
  let links: [String]

  /// The screen a route leads to, when its destination is a screen.
  func screen(for route: Route) -> Screen? {
    if case .screen(let screen, _, _) = destination(route) { screen } else { nil }
  }
}

/// A failure to build one of the apps, or a link that does not end as it should.
struct DispatchFailure: Error, CustomStringConvertible {
  let description: String
}

// MARK: - The bank reference app

enum BankDispatch {
  static let linkCount = 256
  static let seed: UInt64 = 0x4241_4E4B_4C49_4E4B  // "BANKLINK"

  /// The bank app of `docs/ReferenceApps.md`, signed in, on tab `dashboard`. Its links go
  /// round four tabs and depths: a card's detail (two screens pushed on `dashboard`), the
  /// notifications under `settings`, another card (the detail and card popped, a card
  /// pushed), the profile tab.
  static func app() throws -> DispatchApp<BankRoute> {
    var rng = SplitMix64(seed: seed)
    var links: [String] = []
    while links.count < linkCount {
      let detail = 1 + rng.below(9_999)
      var card = 1 + rng.below(9_999)
      if card == detail { card += 1 }
      links += [
        "bank://cards/\(detail)/detail", "bank://settings/notifications", "bank://cards/\(card)",
        "bank://profile",
      ]
    }
    return DispatchApp(
      name: "bank",
      routes: try BankNavigation.routes(),
      graph: try BankNavigation.graph(),
      guards: [RouteGuard("signedIn", showing: BankNavigation.Screens.login) { true }],
      start: BankNavigation.signedInStart,
      destination: { .screen($0.screen) },
      weight: { route in
        switch route {
        case .card(let cardID), .cardDetail(let cardID): cardID
        default: 1
        }
      },
      links: links)
  }
}

// MARK: - A generated app of 1,000 screens

/// A route of the generated app: a screen by its index, and its `id` when it has one.
struct GeneratedRoute: Sendable, Hashable {
  let screen: Int
  let id: Int?
}

/// An app of 1,000 screens: a tab bar `main` of 10 tabs `tab0`…`tab9`, each a stack whose root
/// is `home{t}`, with 99 screens `s{t}_{p}` pushed in chains of five (each screen of a chain
/// declared `after:` the one before it), so that a link to one puts a back stack of up to
/// five screens over the root. The last three screens of each chain take an `id` (an `int`),
/// which the screens under them in the chain do not need. One route per screen:
/// `gen://t{t}` for a root, `gen://t{t}/s{p}` or `gen://t{t}/s{p}/{id}` for the others. The
/// links go to random screens (from a fixed seed), each to another screen than the one before.
enum GeneratedDispatch {
  static let tabCount = 10
  static let screensPerTab = 100
  static let chainLength = 5
  /// Chain positions from this one on take an `id`.
  static let firstWithID = 2
  static let linkCount = 1000
  static let seed: UInt64 = 0x4449_5350_4154_4348  // "DISPATCH"

  static var screenCount: Int { tabCount * screensPerTab }

  static func name(tab: Int, position: Int) -> String {
    position == 0 ? "home\(tab)" : "s\(tab)_\(position)"
  }

  /// Position in its chain of the screen at `position` (1…99) in its tab.
  static func chainPosition(_ position: Int) -> Int { (position - 1) % chainLength }

  static func hasID(position: Int) -> Bool {
    position > 0 && chainPosition(position) >= firstWithID
  }

  static func app() throws -> DispatchApp<GeneratedRoute> {
    var graph = NavigationGraph.Builder(root: "main")
    graph.tabs("main", (0..<tabCount).map { "tab\($0)" })
    var routes = RouteTable<GeneratedRoute>.Builder(
      policy: LinkPolicy(schemes: ["gen"], hosts: ["gen.example.com"]))
    var names: [String] = []
    var withID: [Bool] = []
    for tab in 0..<tabCount {
      for position in 0..<screensPerTab {
        let index = names.count
        let name = name(tab: tab, position: position)
        let hasID = hasID(position: position)
        names.append(name)
        withID.append(hasID)
        if position == 0 {
          graph.stack("tab\(tab)", root: Screen(name))
          routes.add("/t\(tab)", GeneratedRoute(screen: index, id: nil))
        } else {
          let after = chainPosition(position) == 0 ? nil : Self.name(tab: tab, position: position - 1)
          graph.screen(name, in: "tab\(tab)", parameters: hasID ? ["id"] : [], after: after)
          if hasID {
            routes.add(
              "/t\(tab)/s\(position)/:id(int)",
              parse: { GeneratedRoute(screen: index, id: try $0.int("id")) },
              print: { route in route.screen == index ? ["id": route.id] : nil })
          } else {
            routes.add("/t\(tab)/s\(position)", GeneratedRoute(screen: index, id: nil))
          }
        }
      }
    }
    let built = try graph.build()
    guard built.screenNames.count == screenCount else {
      throw DispatchFailure(description: "the generated graph has \(built.screenNames.count) screens")
    }

    var rng = SplitMix64(seed: seed)
    var targets: [Int] = []
    while targets.count < linkCount {
      let index = rng.below(screenCount)
      let last = targets.count == linkCount - 1
      if index == targets.last || (last && index == targets.first) { continue }
      targets.append(index)
    }
    let links = targets.map { index in
      let tab = index / screensPerTab
      let position = index % screensPerTab
      if position == 0 { return "gen://t\(tab)" }
      let path = "gen://t\(tab)/s\(position)"
      return withID[index] ? path + "/\(1 + rng.below(9_999))" : path
    }
    let screenNames = names
    return DispatchApp(
      name: "generated",
      routes: try routes.build(),
      graph: built,
      guards: [],
      start: built.initialState,
      destination: { route in
        .screen(Screen(screenNames[route.screen], parameters: route.id.map { ["id": String($0)] } ?? [:]))
      },
      weight: { route in route.screen &+ (route.id ?? 0) },
      links: links)
  }
}
