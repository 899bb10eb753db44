// swift-tools-version: 6.2
import PackageDescription

// The Wallet example: a UIKit app in the papers' style — an app coordinator, a coordinator per
// tab that owns its navigation controller and pushes with its own `show…` methods, a
// coordinator per account screen, a transfer flow with a typed result for its parent, a PIN
// guard — with every link driven by Wayfinder. `WalletKit` holds its routes, screens and graph;
// `WalletUIKit` its coordinators and view controllers (compiled only where UIKit exists). CI
// compiles both against the stand-in UIKit and runs their tests there
// (Checks/AppleStandIns/run.sh): see the article "Adopting Wayfinder in a coordinator app".
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Wallet",
  platforms: [.macOS(.v13), .iOS(.v16), .visionOS(.v1)],
  products: [
    .library(name: "WalletKit", targets: ["WalletKit"]),
    .library(name: "WalletUIKit", targets: ["WalletUIKit"]),
  ],
  dependencies: [.package(name: "Wayfinder", path: "../..")],
  targets: [
    .target(
      name: "WalletKit", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")],
      swiftSettings: strict),
    .target(
      name: "WalletUIKit",
      dependencies: ["WalletKit", .product(name: "WayfinderUIKit", package: "Wayfinder")],
      swiftSettings: strict
    ),
  ]
)
