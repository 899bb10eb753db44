#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import Foundation
  import SwiftUI
  import WayfinderSwiftUI

  /// The shop's windows: a window group whose windows each present their identifier (a new
  /// window gets a new one; SwiftUI keeps it when it restores the window). The scene router
  /// knows each window by it, and brings a window forward with `openWindow(value:)`. No new
  /// window opens for a link: the windows already open take them (`wayfinderScene`), and
  /// `wayfinderWindows()` says no link opens one. On iPad the person opens a second window as
  /// usual; each has its own screens.
  @available(macOS 14, iOS 17, *)
  public struct ShopWindows: Scene {
    /// Creates the shop's window group.
    public init() {}

    public var body: some Scene {
      WindowGroup(for: String.self) { $window in
        ShopRootView(window: window)
      } defaultValue: {
        UUID().uuidString
      }
      .wayfinderWindows()
    }
  }
#endif
