import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation

/// The small app the UIKit model-based tests drive (``ModelAppShape``): `main` is a tab bar of
/// six stacks, so the last two (`profile`, `settings`) live behind UIKit's More list.
enum ModelApp: ModelAppShape {
  static let tabs = ["home", "search", "inbox", "orders", "profile", "settings"]
  /// The style the graph declares for each modal.
  static let declaredStyles: [String: Modal.Style] = [
    "signIn": .sheet, "compose": .sheet, "camera": .fullScreen,
  ]

  /// The graph's screens the app pushes itself onto `stack` (with
  /// `UIKitNavigator.viewController(for:in:)`); none behind the guard.
  static func ownPushes(onto stack: String) -> [Screen] {
    switch stack {
    case "home": [Screen("item", parameters: ["id": "9"])]
    case "inbox": [Screen("thread", parameters: ["id": "9"])]
    case "settings": [Screen("privacy")]
    case "compose": [Screen("attach")]
    default: []
    }
  }
}
