import WayfinderRouting

/// The screens of the bank reference app (seed 000) that a link can open.
public enum BankRoute: Hashable, Sendable, CustomStringConvertible {
  case login
  case registration
  case dashboard
  case card(cardID: Int)
  case cardDetail(cardID: Int)
  case profile
  case settings
  case notifications
  case support

  public var description: String {
    switch self {
    case .login: "login"
    case .registration: "registration"
    case .dashboard: "dashboard"
    case .card(let cardID): "card(\(cardID))"
    case .cardDetail(let cardID): "cardDetail(\(cardID))"
    case .profile: "profile"
    case .settings: "settings"
    case .notifications: "notifications"
    case .support: "support"
    }
  }
}

/// The bank reference app: scheme `bank`, hosts `bank.example.com` and
/// `www.bank.example.com`.
public enum BankApp {
  /// The links the bank app accepts.
  public static let policy = LinkPolicy(
    schemes: ["bank"], hosts: ["bank.example.com", "www.bank.example.com"])

  /// The bank app's route table.
  public static func routes() throws(RouteTableError) -> RouteTable<BankRoute> {
    var routes = RouteTable<BankRoute>.Builder(policy: policy)
    routes.add("/login", .login)
    routes.add("/register", .registration)
    routes.add("/dashboard", .dashboard)
    routes.add(
      "/cards/:cardID(int)",
      parse: { .card(cardID: try $0.int("cardID")) },
      print: { if case .card(let cardID) = $0 { ["cardID": cardID] } else { nil } })
    routes.add(
      "/cards/:cardID(int)/detail",
      parse: { .cardDetail(cardID: try $0.int("cardID")) },
      print: { if case .cardDetail(let cardID) = $0 { ["cardID": cardID] } else { nil } })
    routes.add("/profile", .profile)
    routes.add("/settings", .settings)
    routes.add("/settings/notifications", .notifications)
    routes.add("/support", .support)
    return try routes.build()
  }
}
