// STAND-IN for Apple's UIKit — never shipped; see UIKit.swift.

/// Apple: `class UITraitCollection : NSObject` (not main-actor isolated; `Sendable`). Only what
/// the adapters name: `willTransition(to:with:)`'s parameter.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// Apple: `init()`.
  public override init() {
    super.init()
  }
}
