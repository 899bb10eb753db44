// swift-tools-version: 6.2
import PackageDescription

// A check, not a product: it compiles the Apple-only files of WayfinderUIKit and WayfinderSwiftUI
// (and the DocC samples that import UIKit or SwiftUI) on Linux, against stand-in `UIKit` and
// `SwiftUI` modules that declare, with Apple's signatures and isolation, only the API surface
// those files use. Nothing here ships: no product of the root package depends on this package,
// and this package depends on nothing. Run it with `Checks/AppleStandIns/run.sh`.
//
// The Wayfinder targets below compile the real sources through relative symlinks in `Sources/`
// (SwiftPM refuses a target path outside the package root). The root package is deliberately not
// a dependency: its targets have the same names.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "AppleStandIns",
  // UIKit's imported C enums, in a package of their own: see ImportedEnums/Package.swift.
  dependencies: [.package(path: "ImportedEnums")],
  targets: [
    // Stand-ins for Apple SDK modules. Never shipped; see the header of each file.
    .target(name: "AppleFoundationStandIn", swiftSettings: strict),
    .target(
      name: "UIKit",
      dependencies: [
        "AppleFoundationStandIn", .product(name: "UIKitImportedEnums", package: "ImportedEnums"),
      ],
      swiftSettings: strict
    ),
    // SwiftUI's UIKit bridge (`UIViewControllerRepresentable`) needs UIKit, as on iOS.
    .target(name: "SwiftUI", dependencies: ["AppleFoundationStandIn", "UIKit"], swiftSettings: strict),
    // The UI-test API (XCUIApplication, XCUIElement, …), which corelibs XCTest lacks: named as
    // Apple's own module since Xcode 16.3, so it clashes with nothing Linux has.
    .target(name: "XCUIAutomation", swiftSettings: strict),

    // The real sources (symlinks into the root package's Sources/).
    .target(name: "WayfinderRouting", exclude: ["WayfinderRouting.docc"], swiftSettings: strict),
    .target(
      name: "WayfinderNavigation", dependencies: ["WayfinderRouting"], exclude: ["WayfinderNavigation.docc"],
      swiftSettings: strict),
    .target(
      name: "WayfinderCoordination",
      dependencies: ["WayfinderRouting", "WayfinderNavigation"],
      exclude: ["WayfinderCoordination.docc"],
      swiftSettings: strict
    ),
    // For the samples of tests: the headless navigator and the manual clock.
    .target(
      name: "WayfinderTesting",
      dependencies: ["WayfinderRouting", "WayfinderNavigation", "WayfinderCoordination"],
      exclude: ["WayfinderTesting.docc"],
      swiftSettings: strict
    ),
    // The reference apps (bank, messenger, recipes): the Swift their manifests generate, which
    // the articles' samples use as an app target of theirs would.
    .target(
      name: "WayfinderReferenceApps",
      dependencies: ["WayfinderRouting", "WayfinderNavigation", "WayfinderCoordination"],
      swiftSettings: strict
    ),
    // The core in one module, which the adapters re-export.
    .target(
      name: "Wayfinder", dependencies: ["WayfinderRouting", "WayfinderNavigation", "WayfinderCoordination"],
      swiftSettings: strict),
    .target(
      name: "WayfinderUIKit",
      dependencies: ["UIKit", "Wayfinder", "WayfinderNavigation", "WayfinderCoordination"],
      exclude: ["WayfinderUIKit.docc"],
      swiftSettings: strict
    ),
    .target(
      name: "WayfinderSwiftUI",
      dependencies: ["SwiftUI", "UIKit", "Wayfinder", "WayfinderNavigation", "WayfinderCoordination"],
      exclude: ["WayfinderSwiftUI.docc"],
      swiftSettings: strict
    ),

    // The Shop example (symlinks into Examples/Shop): its decisions, its UIKit face and its
    // SwiftUI face, and each app's entry point, as the iOS app targets compile them.
    .target(name: "ShopKit", dependencies: ["Wayfinder"], swiftSettings: strict),
    .target(
      name: "ShopUIKit",
      dependencies: ["UIKit", "ShopKit", "WayfinderUIKit"],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "ShopApp", dependencies: ["UIKit", "ShopUIKit"], exclude: ["Info.plist", "Shop.entitlements"],
      swiftSettings: strict),
    .target(
      name: "ShopSwiftUI",
      dependencies: ["SwiftUI", "ShopKit", "WayfinderSwiftUI"],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "ShopSwiftUIApp", dependencies: ["SwiftUI", "ShopSwiftUI"], exclude: ["Info.plist"],
      swiftSettings: strict),

    // The Shop's UI test (a symlink into Examples/Shop/UITests), which replays its golden
    // scripts on a simulator: compiled here against corelibs XCTest and the XCUIAutomation
    // stand-in, never run (its plan is a resource of the iOS test bundle).
    .target(
      name: "ShopUITests", dependencies: ["XCUIAutomation", "WayfinderTesting"],
      exclude: ["shop.device.json", "shop-orderings.device.json", "shop-orderings.yaml"],
      swiftSettings: strict),

    // The Wallet example (symlinks into Examples/Wallet): coordinators of a coordinator app that
    // own their navigation controllers, driven by Wayfinder.
    .target(name: "WalletKit", dependencies: ["Wayfinder"], swiftSettings: strict),
    .target(
      name: "WalletUIKit", dependencies: ["UIKit", "WalletKit", "WayfinderUIKit"], swiftSettings: strict),

    // The glue run against the stand-ins, whose members store what they are given.
    .testTarget(
      name: "AppleGlueTests", dependencies: ["UIKit", "WayfinderNavigation", "WayfinderUIKit"],
      swiftSettings: strict),

    // The Shop's UIKit face run against the stand-ins: what a closed scene leaves, the sheet's
    // detents.
    .testTarget(
      name: "ShopSceneTests",
      dependencies: ["UIKit", "ShopKit", "ShopUIKit", "WayfinderNavigation", "WayfinderUIKit"],
      swiftSettings: strict),

    // The Wallet's coordinators run against the stand-ins: children made on demand and freed
    // on pop, a flow's result reaching its parent, a guard waiting and resuming.
    .testTarget(
      name: "WalletCoordinatorTests",
      dependencies: [
        "UIKit", "WalletKit", "WalletUIKit", "WayfinderNavigation", "WayfinderTesting", "WayfinderUIKit",
      ],
      swiftSettings: strict),

    // The DocC and docs/ samples that import UIKit, SwiftUI or a core module, extracted by
    // extract-samples.sh (with the reference apps in scope where a sample names them).
    .target(
      name: "DocSamples",
      dependencies: [
        "UIKit", "SwiftUI", "Wayfinder", "WayfinderRouting", "WayfinderNavigation", "WayfinderCoordination",
        "WayfinderUIKit", "WayfinderSwiftUI", "WayfinderTesting", "WayfinderReferenceApps",
      ],
      swiftSettings: strict
    ),
    // The README's quick start as written (its samples that import UIKit or SwiftUI, extracted by
    // extract-samples.sh), against the Swift `wayfinder generate` writes for its manifest.
    .target(
      name: "ReadmeQuickStart",
      dependencies: [
        "UIKit", "SwiftUI", "Wayfinder", "WayfinderRouting", "WayfinderNavigation", "WayfinderCoordination",
        "WayfinderUIKit", "WayfinderSwiftUI",
      ],
      swiftSettings: strict
    ),
  ]
)
