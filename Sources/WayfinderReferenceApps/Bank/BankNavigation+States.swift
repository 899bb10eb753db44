import WayfinderCoordination
import WayfinderNavigation

// What the bank app adds by hand to the Swift generated from Manifests/bank.yaml: short names
// for its screens and builders of its states, for tests and examples.

extension BankNavigation {
  /// The bank app's screens, as the navigation state holds them.
  public enum Screens {
    public static let login = BankScreen.login.screen
    public static let registration = BankScreen.registration.screen
    public static let dashboard = BankScreen.dashboard.screen
    public static func card(_ cardID: Int) -> Screen { BankScreen.card(cardID: cardID).screen }
    public static func cardDetail(_ cardID: Int) -> Screen { BankScreen.cardDetail(cardID: cardID).screen }
    public static let profile = BankScreen.profile.screen
    public static let settings = BankScreen.settings.screen
    public static let notifications = BankScreen.notifications.screen
    public static let support = BankScreen.support.screen
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
}
