import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation

/// The small app the SwiftUI model-based tests drive (``ModelAppShape``): `main` is a tab bar of
/// four stacks.
enum SwiftUIModelApp: ModelAppShape {
  static let tabs = ["home", "search", "inbox", "orders"]

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
}
