@_spi(Testing) import WayfinderUIKit

// UIKit's `UIViewController` is `ScreenIdentifying` through its view's accessibility identifier.
extension ModelViewController: ScreenIdentifying {}
