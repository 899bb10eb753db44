// swift-tools-version: 6.2
import PackageDescription

// The libFuzzer target for Wayfinder's link policy, normalizer and matcher. A package of its
// own so that `swift build` of the library never sees the fuzzing flags; run it with
// Scripts/fuzz.sh, which builds it with `--sanitize=fuzzer --sanitize=address`.
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
      swiftSettings: [
        .treatAllWarnings(as: .error),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    )
  ]
)
