/// The app's own screen type: the enum `wayfinder generate` writes, or one written by hand,
/// which the factory, the destinations and the SwiftUI views take in place of ``Screen``.
///
/// A ``Screen`` is the library's plain value (a name and text parameters): what the planner,
/// the state and the saved files hold. The app's screen type converts to one and back, so that
/// its code switches over its own cases with typed values:
///
/// ```swift
/// enum ShopScreen: ScreenConvertible {
///   case home
///   case product(id: Int)
///
///   init?(_ screen: Screen) {
///     switch screen.name {
///     case "home": self = .home
///     case "product": guard let id = screen.parameters["id"].flatMap(Int.init) else { return nil }
///       self = .product(id: id)
///     default: return nil
///     }
///   }
///
///   var screen: Screen {
///     switch self {
///     case .home: Screen("home")
///     case .product(let id): Screen("product", parameters: ["id": String(id)])
///     }
///   }
/// }
/// ```
///
/// The conversion must round-trip: `Self(value.screen) == value`. Traits are the graph's: a
/// screen the app makes carries none, and the graph gives every screen of a name the traits it
/// declares.
public protocol ScreenConvertible: Sendable, Hashable {
  /// The app's screen for `screen`, or `nil` when `screen` is none of the app's screens (an
  /// unknown name, a missing parameter, a value of the wrong type).
  init?(_ screen: Screen)

  /// The library's screen for this one: its name and parameters.
  var screen: Screen { get }
}

extension Screen: ScreenConvertible {
  /// `screen` itself: the library's screen is its own screen type.
  public init?(_ screen: Screen) { self = screen }

  /// The screen itself.
  public var screen: Screen { self }
}
