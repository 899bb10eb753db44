import ShopUIKit
import UIKit

/// The shop app's entry point: all it does is in `ShopUIKit` and `ShopKit`.
@main
final class AppDelegate: ShopAppDelegate {}
