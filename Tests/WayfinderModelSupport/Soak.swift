import Foundation

/// How long the long tests run: the soaks (the UIKit and SwiftUI models' random runs, the storm
/// of links, the flows that must leave no coordinator behind, the property tests at size).
///
/// By default a soak runs a smaller count, so that `swift test` takes minutes; with
/// `WAYFINDER_SOAK=1` in the environment it runs the full count, as CI's soak step does
/// (`.ci/run`). Both run the same inputs from the first: the default runs are the first ones
/// of the full soak (a model's seeds `1...count`), so a run that fails by default fails in the
/// soak too.
///
/// ```swift
/// static let runs = Soak.count(full: 10_000, byDefault: 1_000)
/// ```
///
/// ```sh
/// WAYFINDER_SOAK=1 swift test --filter UIKitModelTests
/// ```
public enum Soak {
  /// The environment variable that asks for the full soaks: `WAYFINDER_SOAK=1`.
  public static let environmentVariable = "WAYFINDER_SOAK"

  /// Whether this run was asked for the full soaks: the variable is set to `1`.
  public static var isFull: Bool {
    ProcessInfo.processInfo.environment[environmentVariable] == "1"
  }

  /// `full` when the full soaks were asked for, else `byDefault`.
  public static func count(full: Int, byDefault: Int) -> Int {
    isFull ? full : byDefault
  }

  /// `full runs` or `the first 1,000 of 10,000 runs (WAYFINDER_SOAK=1 for all)`: what a soak
  /// prints, so that a log says which it ran.
  public static func describe(_ count: Int, of full: Int, _ unit: String) -> String {
    count == full
      ? "\(ModelTally.grouped(full)) \(unit)"
      : "the first \(ModelTally.grouped(count)) of \(ModelTally.grouped(full)) \(unit) "
        + "(\(environmentVariable)=1 for all)"
  }
}
