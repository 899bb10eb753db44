// swift-tools-version: 6.2
import PackageDescription

// The generator's check: `ShopRoutes` holds only a manifest, `wayfinder.yaml`, and a little
// hand-written Swift on the generated types; the WayfinderGenerator plugin makes the rest at
// build time. The tests open links on a headless navigator. It depends on Wayfinder as an app
// would, by its products (here by path).
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "GeneratedApp",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "Wayfinder", path: "../..")],
  targets: [
    .target(
      name: "ShopRoutes",
      dependencies: [
        .product(name: "Wayfinder", package: "Wayfinder")
      ],
      swiftSettings: strict,
      plugins: [.plugin(name: "WayfinderGenerator", package: "Wayfinder")]
    ),
    .testTarget(
      name: "ShopRoutesTests",
      dependencies: [
        "ShopRoutes",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
      ],
      swiftSettings: strict
    ),
  ]
)
