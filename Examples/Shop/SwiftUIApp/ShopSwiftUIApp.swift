import ShopSwiftUI
import SwiftUI

/// The SwiftUI shop's entry point: each window is a scene of its own, whose root view makes
/// its own navigation model and links. All it does is in `ShopSwiftUI` and `ShopKit`.
///
/// The window group presents each window's identifier (a new window gets a new one; SwiftUI
/// keeps it when it restores the window): the scene router knows each window by it, and brings
/// a window forward with `openWindow(value:)`. No new window opens for a link: the windows
/// already open take them (`wayfinderScene`), and `wayfinderWindows()` says no link opens one.
@main
struct ShopSwiftUIApp: App {
  var body: some Scene {
    WindowGroup(for: String.self) { $window in
      ShopRootView(window: window)
    } defaultValue: {
      UUID().uuidString
    }
    .wayfinderWindows()
  }
}
