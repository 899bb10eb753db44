// swift-tools-version: 6.2
import PackageDescription

// The Shop example: one app, its decisions in `ShopKit` (routes, graph, guards, links at
// launch and while running; tested here with `swift test`), with two faces: `ShopUIKit` (a
// scene delegate and view controllers, compiled only where UIKit exists) and `ShopSwiftUI`
// (a scene's root view and its views, compiled only where SwiftUI exists; its types are
// marked iOS 17 / macOS 14, as WayfinderSwiftUI is, since this package still deploys to
// iOS 16 for the UIKit app). It uses only the public products of Wayfinder, as an app that
// depends on the package would.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Shop",
  platforms: [.macOS(.v13), .iOS(.v16), .visionOS(.v1)],
  products: [
    .library(name: "ShopKit", targets: ["ShopKit"]),
    .library(name: "ShopUIKit", targets: ["ShopUIKit"]),
    .library(name: "ShopSwiftUI", targets: ["ShopSwiftUI"]),
  ],
  dependencies: [.package(name: "Wayfinder", path: "../..")],
  targets: [
    .target(
      name: "ShopKit",
      dependencies: [
        .product(name: "Wayfinder", package: "Wayfinder")
      ],
      swiftSettings: strict
    ),
    .target(
      name: "ShopUIKit",
      dependencies: [
        "ShopKit",
        .product(name: "WayfinderUIKit", package: "Wayfinder"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "ShopSwiftUI",
      dependencies: [
        "ShopKit",
        .product(name: "WayfinderSwiftUI", package: "Wayfinder"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ShopKitTests",
      dependencies: [
        "ShopKit",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
      ],
      swiftSettings: strict
    ),
  ]
)
