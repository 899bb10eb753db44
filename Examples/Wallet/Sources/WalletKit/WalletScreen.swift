import Wayfinder

/// Every screen of the wallet, and the routes its links open: a link opens one screen.
public enum WalletScreen: ScreenConvertible, CustomStringConvertible {
  /// The onboarding flow's first screen.
  case welcome
  /// The accounts tab's root.
  case accounts
  /// One account, pushed onto the accounts tab.
  case account(id: Int)
  /// The cards tab's root.
  case cards
  /// One card, behind the PIN guard.
  case card(id: Int)
  /// The transfer flow, a sheet.
  case transfer
  /// The PIN re-entry, a full-screen cover: the PIN guard's screen.
  case pin

  public init?(_ screen: Screen) {
    let id = screen.parameters["id"].flatMap { Int($0) }
    switch (screen.name, id) {
    case ("welcome", _): self = .welcome
    case ("accounts", _): self = .accounts
    case ("account", let id?): self = .account(id: id)
    case ("cards", _): self = .cards
    case ("card", let id?): self = .card(id: id)
    case ("transfer", _): self = .transfer
    case ("pin", _): self = .pin
    default: return nil
    }
  }

  public var screen: Screen {
    switch self {
    case .welcome: Screen("welcome")
    case .accounts: Screen("accounts")
    case .account(let id): Screen("account", parameters: ["id": String(id)])
    case .cards: Screen("cards")
    case .card(let id): Screen("card", parameters: ["id": String(id)])
    case .transfer: Screen("transfer")
    case .pin: Screen("pin")
    }
  }

  public var description: String { screen.description }
}

/// What the transfer flow produces, and hands to the coordinator that presented it.
public struct TransferReceipt: Sendable, Hashable {
  /// The account the money left.
  public let accountID: Int
  /// How much, in cents.
  public let amount: Int

  public init(accountID: Int, amount: Int) {
    self.accountID = accountID
    self.amount = amount
  }
}
