import ShopSwiftUI
import SwiftUI

/// The SwiftUI shop's entry point: each window is a scene of its own, whose root view makes
/// its own navigation model and links. All it does is in `ShopSwiftUI` and `ShopKit`.
@main
struct ShopSwiftUIApp: App {
  var body: some Scene {
    ShopWindows()
  }
}
