// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product. It exists only so
// that the Apple-only sources of this repository (and the DocC samples that import SwiftUI)
// type-check on Linux, in Checks/AppleStandIns. Bodies are placeholders and never run.
//
// What it declares is the surface WayfinderSwiftUI and its samples use, with the signatures and
// isolation of Apple's documentation of each symbol (developer.apple.com, SwiftUI):
//
// - `View`, `ViewModifier`, `App` and `Scene` are `@MainActor @preconcurrency` protocols, so a
//   type that conforms to one in its declaration is main-actor isolated, as with SwiftUI.
// - View modifiers are `nonisolated` where Apple declares them so (all of those here), and their
//   closures are exactly as isolated and as `Sendable` as Apple's: `Binding.init(get:set:)` takes
//   `@escaping @isolated(any) @Sendable` closures; `Button`'s action is `@MainActor`.
// - A type Apple declares `@MainActor @preconcurrency` (`NavigationStack`, `List`) is so here. A
//   view whose documentation shows some initializers `nonisolated` conforms to `View` in its
//   declaration (so the others are main-actor isolated). Primitive values (`Text`, `Image`,
//   `EmptyView`, `ModifiedContent`, …) conform in an extension, with nonisolated initializers.
// - Each modifier returns `some View` (its body returns `self`); the concrete types SwiftUI
//   returns are not modeled.
//
// Foundation and Observation are re-exported (importing SwiftUI gives both on Apple platforms),
// with `AppleFoundationStandIn` for the Foundation types corelibs Foundation lacks.

@_exported import AppleFoundationStandIn
@_exported import Foundation
@_exported import Observation
