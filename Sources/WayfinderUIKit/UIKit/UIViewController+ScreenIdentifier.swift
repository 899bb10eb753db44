#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // The view's accessibility identifier, which the navigator sets from the screen the view
  // controller shows (`Screen.accessibilityIdentifier`) unless the app set one. NB: reading it
  // loads the view (`view`), as showing the view controller would; the app's `viewDidLoad` runs
  // first, so an identifier it sets there stays.
  extension UIViewController: ScreenIdentifying {
    package var wayfinderViewIdentifier: String? {
      get { view.accessibilityIdentifier }
      set { view.accessibilityIdentifier = newValue }
    }
  }
#endif
