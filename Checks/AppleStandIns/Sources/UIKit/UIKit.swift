// STAND-IN for Apple's UIKit — never shipped, never linked into a product. It exists only so that
// the Apple-only sources of this repository (and the DocC samples that import UIKit) type-check on
// Linux, in Checks/AppleStandIns. Bodies are placeholders (they store values and call completions
// at once) and never run.
//
// What it declares is the surface the Wayfinder adapter and its samples use, with the signatures
// and isolation of Apple's documentation of each symbol (developer.apple.com, UIKit). How an
// Objective-C API looks to Swift on Apple platforms is kept, where Swift on Linux can say it:
//
// - Classes are `@MainActor open class`, rooted in corelibs Foundation's `NSObject`, and their
//   members `open`, as Objective-C classes imported into Swift are. Designated initializers are
//   UIKit's (`NS_DESIGNATED_INITIALIZER`), `init?(coder:)` is `required` (NSCoding), and the
//   `init()` Objective-C inherits from NSObject is a convenience initializer where UIKit declares
//   other designated ones. Initializers UIKit marks unavailable are internal here.
// - Methods that return a value are `@discardableResult`: Swift imports every Objective-C method so.
// - `optional` protocol requirements need the Objective-C runtime, which Linux lacks. They are
//   ordinary requirements here with a default implementation in an extension, so a conforming
//   type may leave them out, as with `optional`; Swift still warns about a near-miss signature.
// - A protocol requirement cannot declare a default argument; where UIKit's has one
//   (`completion: … = nil`), an extension adds the overload without that argument.
// - `NS_ENUM`s come from `UIKitImportedEnums`, a module built with library evolution, so that a
//   switch over one needs `@unknown default` as it does on Apple platforms.
//
// Foundation is re-exported (as UIKit does on Apple platforms), with `AppleFoundationStandIn` for
// the Foundation types corelibs Foundation lacks (`NSUserActivity`).

@_exported import AppleFoundationStandIn
@_exported import Foundation
@_exported import UIKitImportedEnums
