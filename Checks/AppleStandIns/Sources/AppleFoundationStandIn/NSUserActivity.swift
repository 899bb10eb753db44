// STAND-IN — never shipped, never linked into a product. It exists only so that Apple-only
// sources type-check on Linux (Checks/AppleStandIns). Bodies are placeholders and never run.
//
// On Apple platforms these declarations live in Foundation. swift-corelibs-foundation (Linux) has
// no NSUserActivity, so both stand-ins (`UIKit` and `SwiftUI`) re-export this module, and code
// that imports either sees them as if Foundation had them. (`NSNotFound`, `NSCoder`, `CGRect`,
// `CGFloat` and `Bundle` are in corelibs Foundation and are not redeclared.)
//
// Signatures from Apple's documentation of Foundation (NSUserActivity, init(activityType:),
// NSUserActivityTypeBrowsingWeb).

import Foundation

/// A representation of the state of an app at a moment in time (Handoff, universal links).
///
/// Apple: `class NSUserActivity : NSObject` — not main-actor isolated.
open class NSUserActivity: NSObject {
  /// Apple: `init(activityType: String)`, the designated initializer.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Apple: `var activityType: String { get }`.
  open private(set) var activityType: String

  /// Apple: `var title: String? { get set }`.
  open var title: String?

  /// Apple: `var webpageURL: URL? { get set }`.
  open var webpageURL: URL?

  /// Apple: `var userInfo: [AnyHashable : Any]? { get set }`.
  open var userInfo: [AnyHashable: Any]?
}

/// The activity type of a web page the person was browsing, and of a universal link.
///
/// Apple: `let NSUserActivityTypeBrowsingWeb: String`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
