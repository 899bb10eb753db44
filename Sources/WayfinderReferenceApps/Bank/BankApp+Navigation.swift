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
