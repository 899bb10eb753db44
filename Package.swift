// swift-tools-version: 6.2
import PackageDescription

// Wayfinder: one target per layer of docs/Design.md, dependencies pointing one way.
// The library targets depend on Foundation alone; only the command-line tool and the
// tests use other packages.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Wayfinder",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    // What an app imports: routing, navigation and coordination in one module.
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderRouting", targets: ["WayfinderRouting"]),
    .library(name: "WayfinderNavigation", targets: ["WayfinderNavigation"]),
    .library(name: "WayfinderCoordination", targets: ["WayfinderCoordination"]),
    .library(name: "WayfinderTooling", targets: ["WayfinderTooling"]),
    // For an app's tests: the headless navigator, the manual clock, `idle()` and link checks.
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    // The golden-link scripts of `wayfinder play`, run in an app's tests.
    .library(name: "WayfinderGoldenScripts", targets: ["WayfinderGoldenScripts"]),
    .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
    .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
    .library(name: "WayfinderCombine", targets: ["WayfinderCombine"]),
    .executable(name: "wayfinder", targets: ["wayfinder"]),
    // A target holding `wayfinder.yaml` gets its typed routes, screens and graph at build time.
    .plugin(name: "WayfinderGenerator", targets: ["WayfinderGenerator"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // Layer 1: link → typed route. Foundation only.
    .target(name: "WayfinderRouting", swiftSettings: strict),
    // Layers 2, 3 and 8: navigation state, transition planner, navigators. Foundation only;
    // it knows nothing of links.
    .target(name: "WayfinderNavigation", dependencies: ["WayfinderRouting"], swiftSettings: strict),
    // Layers 4 and 5: coordinators and the navigation graph. Foundation only.
    .target(
      name: "WayfinderCoordination",
      dependencies: ["WayfinderRouting", "WayfinderNavigation"],
      swiftSettings: strict
    ),
    // The umbrella an app imports: it re-exports the three layers above.
    .target(
      name: "Wayfinder",
      dependencies: ["WayfinderRouting", "WayfinderNavigation", "WayfinderCoordination"],
      swiftSettings: strict
    ),
    // The three reference apps of docs/ReferenceApps.md, written with the public API.
    .target(
      name: "WayfinderReferenceApps",
      dependencies: ["WayfinderRouting", "WayfinderNavigation", "WayfinderCoordination"],
      swiftSettings: strict
    ),
    // For apps' own tests: the headless navigator, the manual clock, `idle()`, link checks
    // with tree diffs. The core alone.
    .target(
      name: "WayfinderTesting",
      dependencies: ["WayfinderRouting", "WayfinderNavigation", "WayfinderCoordination"],
      swiftSettings: strict
    ),
    // What the command-line tool does, as a library its tests (and WayfinderGoldenScripts)
    // call: apps erased to one type, manifests, scripts, exports, lint and output, run on the
    // headless navigator and the manual clock. Not a core target: it reads YAML with Yams.
    .target(
      name: "WayfinderTooling",
      dependencies: [
        "WayfinderRouting", "WayfinderNavigation", "WayfinderCoordination", "WayfinderReferenceApps",
        "WayfinderTesting", .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strict
    ),
    // Golden-link scripts in-process, for apps' tests: they read the app's manifest. And the
    // same scripts as a UI test replays them on a device (`devicePlan(contentsOf:)`).
    .target(
      name: "WayfinderGoldenScripts",
      dependencies: ["WayfinderNavigation", "WayfinderTesting", "WayfinderTooling"],
      swiftSettings: strict
    ),
    // The Combine bridge: publishers of outcomes and state, and a link relay. Combine on Apple
    // platforms, OpenCombine where Combine is missing, so that it is built and tested here.
    .target(
      name: "WayfinderCombine",
      dependencies: [
        "WayfinderNavigation", "WayfinderCoordination",
        .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict
    ),
    // Layer 9: the UIKit and SwiftUI adapters. What they decide compiles and is tested on every
    // platform; only their files inside `#if canImport(UIKit)` / `#if canImport(SwiftUI)` touch
    // the platform, as a thin translation. Foundation and Observation only.
    // Each re-exports `Wayfinder`, so an app writes one import.
    .target(
      name: "WayfinderUIKit",
      dependencies: ["Wayfinder", "WayfinderNavigation", "WayfinderCoordination"],
      swiftSettings: strict
    ),
    .target(
      name: "WayfinderSwiftUI", dependencies: ["Wayfinder", "WayfinderNavigation", "WayfinderCoordination"],
      swiftSettings: strict),
    .executableTarget(
      name: "wayfinder",
      dependencies: [
        "WayfinderRouting",
        "WayfinderReferenceApps",
        "WayfinderTooling",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    // The build-tool plugin: runs `wayfinder generate` on a target's `wayfinder.yaml`.
    .plugin(name: "WayfinderGenerator", capability: .buildTool(), dependencies: ["wayfinder"]),
    // What the UIKit and SwiftUI behavioural models share: their harness (links, outcomes,
    // failures, the outcome checks, results and statistics), their clock and their random
    // generator; the events both have, their scenes and windows, and the scenarios both play
    // (`ModelScenario`); their one table of transition durations and the reference links the
    // time-to-screen table of docs/Speed.md runs through both; and `Soak`, the long tests' size
    // (`WAYFINDER_SOAK=1` for the full soaks).
    // Test support only; no product.
    .target(
      name: "WayfinderModelSupport",
      dependencies: [
        "WayfinderCoordination", "WayfinderNavigation", "WayfinderReferenceApps", "WayfinderRouting",
        "WayfinderTesting",
      ],
      path: "Tests/WayfinderModelSupport", swiftSettings: strict),
    .testTarget(
      name: "WayfinderRoutingTests",
      dependencies: [
        "WayfinderRouting",
        "WayfinderReferenceApps",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderNavigationTests",
      dependencies: [
        "WayfinderModelSupport",
        "WayfinderNavigation", "WayfinderTesting",
        "WayfinderReferenceApps",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderCoordinationTests",
      dependencies: [
        "WayfinderModelSupport",
        "WayfinderCoordination", "WayfinderNavigation", "WayfinderReferenceApps", "WayfinderRouting",
        "WayfinderTesting",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderToolingTests",
      dependencies: [
        "WayfinderModelSupport",
        "WayfinderTooling", "WayfinderCoordination", "WayfinderNavigation", "WayfinderReferenceApps",
        "WayfinderRouting", "WayfinderTesting",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderTestingTests",
      dependencies: [
        "WayfinderTesting", "WayfinderGoldenScripts", "WayfinderTooling", "WayfinderCoordination",
        "WayfinderNavigation", "WayfinderReferenceApps",
        // The doc samples of WayfinderCombine, compiled (Tests/WayfinderTestingTests/DocSamples).
        "WayfinderCombine",
        .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderCombineTests",
      dependencies: [
        "WayfinderModelSupport",
        "WayfinderCombine", "WayfinderCoordination", "WayfinderNavigation", "WayfinderReferenceApps",
        "WayfinderTesting",
        .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderUIKitTests",
      dependencies: [
        "WayfinderUIKit", "WayfinderCoordination", "WayfinderNavigation", "WayfinderReferenceApps",
        "WayfinderRouting", "WayfinderModelSupport", "WayfinderTesting",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderSwiftUITests",
      dependencies: [
        "WayfinderSwiftUI", "WayfinderCoordination", "WayfinderNavigation", "WayfinderReferenceApps",
        "WayfinderRouting", "WayfinderModelSupport", "WayfinderTesting",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderCLITests",
      dependencies: ["wayfinder"],
      swiftSettings: strict
    ),
  ]
)
