// swift-tools-version: 6.2
import PackageDescription

// The libFuzzer targets: Wayfinder's link policy, normalizer and matcher (wayfinder-fuzz), the
// matcher against a reference on random tables (wayfinder-fuzz-differential), the
// manifest reader (wayfinder-fuzz-manifest) and the script reader (wayfinder-fuzz-script). A
// package of its own so that `swift build` of the library never sees the fuzzing flags; run
// them with Scripts/fuzz.sh, which builds them with `--sanitize=fuzzer --sanitize=address`.
let settings: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "WayfinderFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Wayfinder", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "wayfinder-fuzz",
      dependencies: [.product(name: "WayfinderRouting", package: "Wayfinder")],
      swiftSettings: settings
    ),
    // The router against a plain reference matcher, on random tables and links; the unit tests
    // replay its corpus through the same files (symlinked into Tests/WayfinderRoutingTests).
    .executableTarget(
      name: "wayfinder-fuzz-differential",
      dependencies: [.product(name: "WayfinderRouting", package: "Wayfinder")],
      swiftSettings: settings
    ),
    // The promises of the manifest and script readers; the unit tests replay the corpora
    // through the same files (symlinked into Tests/WayfinderToolingTests/FuzzOracles).
    .target(
      name: "ToolingFuzzOracles",
      dependencies: [
        .product(name: "WayfinderTooling", package: "Wayfinder"),
        .product(name: "WayfinderNavigation", package: "Wayfinder"),
        .product(name: "WayfinderRouting", package: "Wayfinder"),
      ],
      swiftSettings: settings
    ),
    // The manifest reader: YAML or JSON text to a compiled app, or a ManifestError with a place.
    .executableTarget(
      name: "wayfinder-fuzz-manifest", dependencies: ["ToolingFuzzOracles"], swiftSettings: settings),
    // The script reader: a `play` script's text to steps, or a SourceError with a place.
    .executableTarget(
      name: "wayfinder-fuzz-script", dependencies: ["ToolingFuzzOracles"], swiftSettings: settings),
  ]
)
