import WayfinderCoordination
import WayfinderNavigation

extension BankApp {
  /// The bank app's screens, as the navigation state holds them.
  public enum Screens {
    public static let login = Screen("login")
    public static let registration = Screen("registration")
    public static let dashboard = Screen("dashboard")
    public static func card(_ cardID: Int) -> Screen { Screen("card", parameters: ["cardID": "\(cardID)"]) }
    public static func cardDetail(_ cardID: Int) -> Screen {
      Screen("cardDetail", parameters: ["cardID": "\(cardID)"])
    }
    public static let profile = Screen("profile")
    public static let settings = Screen("settings")
    public static let notifications = Screen("notifications")
    public static let support = Screen("support")
  }

  /// The `home` tab bar: `dashboard` (selected first), `profile`, `settings`, each a stack.
  public static func home(
    dashboard: [Screen] = [Screens.dashboard],
    profile: [Screen] = [Screens.profile],
    settings: [Screen] = [Screens.settings],
    selected: String = "dashboard"
  ) -> Container {
    .tabs(
      "home",
      [.stack("dashboard", dashboard), .stack("profile", profile), .stack("settings", settings)],
      selected: selected)
  }

  /// The `login` flow: a stack of `login`, then `registration`.
  public static func login(_ screens: [Screen] = [Screens.login]) -> Container {
    .stack("login", screens)
  }

  /// The `support` sheet, presentable over anything.
  public static let supportSheet = Modal(.sheet, .stack("support", [Screens.support]))

  /// The bank app on screen: the `app` flow switcher showing `flow`, with `modals` over it.
  public static func state(_ flow: Container, modals: [Modal] = []) -> NavigationState {
    NavigationState(root: .flows("app", showing: flow), modals: modals)
  }

  /// A fresh start, signed in: `home`, tab `dashboard`.
  public static var signedInStart: NavigationState { state(home()) }

  /// A fresh start, signed out: `login`.
  public static var signedOutStart: NavigationState { state(login()) }
}

extension BankApp {
  /// The bank app's navigation graph: `app` switches between `login` and `home` (guard
  /// `signedIn`); `home`'s tabs are `dashboard`, `profile` and `settings`; `support` is a
  /// sheet over anything.
  public static func graph() throws(GraphError) -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "app")
    graph.flows("app", ["login", "home"], initial: "login")
    graph.stack("login", root: Screens.login)
    graph.screen("registration", in: "login")
    graph.tabs("home", ["dashboard", "profile", "settings"], guard: "signedIn")
    graph.stack("dashboard", root: Screens.dashboard)
    graph.screen("card", in: "dashboard", parameters: ["cardID"])
    graph.screen("cardDetail", in: "dashboard", parameters: ["cardID"], after: "card")
    graph.stack("profile", root: Screens.profile)
    graph.stack("settings", root: Screens.settings)
    graph.screen("notifications", in: "settings")
    graph.modal("support", .sheet, root: Screens.support)
    return try graph.build()
  }
}

extension BankRoute {
  /// The screen of the bank app's navigation graph that the route opens.
  public var screen: Screen {
    typealias Screens = BankApp.Screens
    return switch self {
    case .login: Screens.login
    case .registration: Screens.registration
    case .dashboard: Screens.dashboard
    case .card(let cardID): Screens.card(cardID)
    case .cardDetail(let cardID): Screens.cardDetail(cardID)
    case .profile: Screens.profile
    case .settings: Screens.settings
    case .notifications: Screens.notifications
    case .support: Screens.support
    }
  }
}
