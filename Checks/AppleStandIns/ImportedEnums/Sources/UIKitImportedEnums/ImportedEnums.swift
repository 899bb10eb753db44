// STAND-IN — never shipped, never linked into a product. It exists only so that Apple-only
// sources type-check on Linux (Checks/AppleStandIns).
//
// UIKit's `NS_ENUM`s, which Swift imports as open (non-frozen) enums: outside UIKit a `switch`
// over one that lists every case still needs `@unknown default` (Swift warns without it, and the
// project treats warnings as errors). This module is built with library evolution, in a package
// of its own, so that its enums have the same rule. It imports nothing (a resilient module that
// imports the non-resilient corelibs Foundation gets a warning). The `UIKit` stand-in re-exports
// it; nested names such as `UIAlertController.Style` are typealiases there. Raw values are UIKit's.
//
// Signatures from Apple's documentation (UIKit): each type is `enum … : Int`, with
// `init?(rawValue: Int)`.

/// Apple: `enum UIModalPresentationStyle` (`UIModalPresentationStyle` in UIKit).
///
/// `blurOverFullScreen` (tvOS only) is left out.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// Apple: `enum UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// Apple: `var isPortrait: Bool { get }`.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Apple: `var isLandscape: Bool { get }`.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIAlertController.Style` in UIKit (the C name `UIAlertControllerStyle` is not visible there).
public enum UIAlertControllerStyle: Int, Sendable {
  case actionSheet = 0
  case alert = 1
}

/// `UIAlertAction.Style` in UIKit.
public enum UIAlertActionStyle: Int, Sendable {
  case `default` = 0
  case cancel = 1
  case destructive = 2
}

/// `UIButton.ButtonType` in UIKit (a subset of its cases).
public enum UIButtonType: Int, Sendable {
  case custom = 0
  case system = 1
  case close = 7
}

/// `UITableView.Style` in UIKit.
public enum UITableViewStyle: Int, Sendable {
  case plain = 0
  case grouped = 1
  case insetGrouped = 2
}

/// Apple: `enum NSTextAlignment` (in UIKit on iOS).
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// Apple: `enum UITableViewCell.CellStyle` (`UITableViewCellStyle`).
public enum UITableViewCellStyle: Int, Sendable {
  case `default` = 0
  case value1 = 1
  case value2 = 2
  case subtitle = 3
}

/// Apple: `enum UIBarButtonItem.SystemItem` (`UIBarButtonSystemItem`), the cases the samples
/// use and their neighbours.
public enum UIBarButtonSystemItem: Int, Sendable {
  case done = 0
  case cancel = 1
  case edit = 2
  case save = 3
  case add = 4
  case flexibleSpace = 5
  case fixedSpace = 6
  case compose = 7
  case reply = 8
  case action = 9
  case organize = 10
  case bookmarks = 11
  case search = 12
  case refresh = 13
  case stop = 14
  case camera = 15
  case trash = 16
  case play = 17
  case pause = 18
  case rewind = 19
  case fastForward = 20
  case undo = 21
  case redo = 22
  case close = 24
}

/// Apple: `enum UIBarButtonItem.Style` (`UIBarButtonItemStyle`).
public enum UIBarButtonItemStyle: Int, Sendable {
  case plain = 0
  case done = 2
}

/// `UISplitViewController.Style` in UIKit (iOS 14).
public enum UISplitViewControllerStyle: Int, Sendable {
  case unspecified = 0
  case doubleColumn = 1
  case tripleColumn = 2
}

/// `UISplitViewController.Column` in UIKit (iOS 14).
public enum UISplitViewControllerColumn: Int, Sendable {
  case primary = 0
  case supplementary = 1
  case secondary = 2
  case compact = 3
}

/// `UITabBarController.Mode` in UIKit (iOS 18, tvOS 18, visionOS 2).
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
public enum UITabBarControllerMode: Int, Sendable {
  /// Apple: "The system sets the display mode based on the tab's content."
  case automatic = 0
  /// Apple: "The system displays the content only as a tab bar."
  case tabBar = 1
  /// Apple: "The system displays the content as either a tab bar or a sidebar, depending on the
  /// context." (Not on tvOS.)
  case tabSidebar = 2
}
