// swift-tools-version: 6.2
import PackageDescription

// The Shop example: one app, its decisions in `ShopKit` (routes, graph, guards, links at
// launch and while running; tested here with `swift test`), its UIKit face in `ShopUIKit`
// (a scene delegate and view controllers, compiled only where UIKit exists). It uses only the
// public products of Wayfinder, as an app that depends on the package would.
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
  ],
  dependencies: [.package(name: "Wayfinder", path: "../..")],
  targets: [
    .target(
      name: "ShopKit",
      dependencies: [
        .product(name: "WayfinderRouting", package: "Wayfinder"),
        .product(name: "WayfinderNavigation", package: "Wayfinder"),
        .product(name: "WayfinderCoordination", package: "Wayfinder"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "ShopUIKit",
      dependencies: [
        "ShopKit",
        .product(name: "WayfinderNavigation", package: "Wayfinder"),
        .product(name: "WayfinderCoordination", package: "Wayfinder"),
        .product(name: "WayfinderUIKit", package: "Wayfinder"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ShopKitTests",
      dependencies: [
        "ShopKit",
        .product(name: "WayfinderRouting", package: "Wayfinder"),
        .product(name: "WayfinderNavigation", package: "Wayfinder"),
        .product(name: "WayfinderCoordination", package: "Wayfinder"),
      ],
      swiftSettings: strict
    ),
  ]
)
