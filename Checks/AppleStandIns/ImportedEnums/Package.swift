// swift-tools-version: 6.2
import PackageDescription

// Part of the Checks/AppleStandIns check, never shipped: the stand-ins of UIKit's imported C enums
// (`NS_ENUM`). They are open on Apple platforms, so a switch over one outside UIKit needs
// `@unknown default`. Built with library evolution, in a package of their own (the compiler
// treats an enum of a module in the same package as frozen), these enums have the same rule.
let package = Package(
  name: "ImportedEnums",
  products: [.library(name: "UIKitImportedEnums", targets: ["UIKitImportedEnums"])],
  targets: [
    .target(
      name: "UIKitImportedEnums",
      swiftSettings: [
        .treatAllWarnings(as: .error),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .unsafeFlags(["-enable-library-evolution"]),
      ]
    )
  ]
)
