// swift-tools-version: 6.2
import PackageDescription

// Wayfinder's benchmarks: a package of their own, so that the library's users never resolve
// RoutingKit. Run from the repository root:
//   swift run --package-path Benchmarks -c release wayfinder-bench routing --json
//   swift run --package-path Benchmarks -c release wayfinder-bench planner --json
//   swift run --package-path Benchmarks -c release wayfinder-bench dispatch --json
//   swift run --package-path Benchmarks -c release wayfinder-bench lint --json
//   swift run --package-path Benchmarks -c release wayfinder-bench storyboard --json
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "WayfinderBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // Named, so the product is found whatever the checkout's folder is called.
    .package(name: "Wayfinder", path: ".."),
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
    // NB: only the MallocInterposer trait: the default RuntimeInterposer trait pulls a package
    // that is not mirrored here, and resolution fails.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Counts heap allocations by interposing malloc and friends (Linux/glibc).
    .target(name: "MallocCounter", cSettings: [.treatAllWarnings(as: .error)]),
    // What both runners measure: the seeded generator, and the planner's pairs of states.
    .target(
      name: "Workloads",
      dependencies: [
        .product(name: "WayfinderNavigation", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
      ],
      swiftSettings: strict
    ),
    // The bank reference app, compiled from the root package's own sources: `Sources/BankReferenceApp`
    // is a symbolic link to `../../Sources/WayfinderReferenceApps/Bank`, since the root package
    // does not export its reference apps as a product.
    .target(
      name: "BankReferenceApp",
      dependencies: [
        .product(name: "WayfinderRouting", package: "Wayfinder"),
        .product(name: "WayfinderNavigation", package: "Wayfinder"),
        .product(name: "WayfinderCoordination", package: "Wayfinder"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "wayfinder-bench",
      dependencies: [
        "BankReferenceApp",
        "MallocCounter",
        "Workloads",
        .product(name: "WayfinderRouting", package: "Wayfinder"),
        .product(name: "WayfinderNavigation", package: "Wayfinder"),
        .product(name: "WayfinderCoordination", package: "Wayfinder"),
        .product(name: "WayfinderTooling", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ],
      swiftSettings: strict
    ),
    // package-benchmark's runner, for regression tracking against a saved baseline:
    //   swift package --package-path Benchmarks benchmark --no-progress
    .executableTarget(
      name: "RoutingBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "WayfinderRouting", package: "Wayfinder"),
      ],
      path: "Benchmarks/RoutingBenchmarks",
      swiftSettings: strict,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "PlannerBenchmarks",
      dependencies: [
        "Workloads",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "WayfinderNavigation", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
      ],
      path: "Benchmarks/PlannerBenchmarks",
      swiftSettings: strict,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
