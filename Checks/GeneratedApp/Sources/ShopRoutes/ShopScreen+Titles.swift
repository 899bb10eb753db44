// What a manifest cannot say stays in Swift, in extensions on the generated types: here, the
// title a screen factory gives each screen, switching over the typed screens exhaustively.

import Foundation

extension ShopScreen {
  /// The screen's title.
  public var title: String {
    switch self {
    case .home(let query, _): query.map { "Results for \($0)" } ?? "Home"
    case .account: "Account"
    case .signIn: "Sign in"
    case .survey: "Survey"
    case .product(let id): "Product \(id.uuidString.prefix(8))"
    case .default(let path): "Help: \(path.joined(separator: " › "))"
    case .orders: "Orders"
    }
  }
}
