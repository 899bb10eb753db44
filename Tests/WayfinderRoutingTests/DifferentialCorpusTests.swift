import Foundation
import Testing
import WayfinderRouting

/// Replays every file of `Fuzz/DifferentialCorpus` through the differential fuzzer's checks: the
/// table each input builds must agree with ``ReferenceMatcher`` on every link the input makes.
///
/// `DifferentialOracle.swift` and `ReferenceMatcher.swift` beside this file are symlinks to
/// `Fuzz/Sources/wayfinder-fuzz-differential/`, the files the libFuzzer target runs.
@Suite struct DifferentialCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appending(path: "../../Fuzz/DifferentialCorpus").standardized
  static let files = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()

  @Test func corpusIsThere() {
    #expect(Self.files.count >= 10, "no corpus at \(Self.corpus.path)")
  }

  @Test(arguments: DifferentialCorpusTests.files)
  func corpusFile(_ name: String) throws {
    let report = DifferentialOracle.check(try Data(contentsOf: Self.corpus.appending(path: name)))
    #expect(report.failures.isEmpty, Comment(rawValue: report.failures.joined(separator: "\n\n")))
  }

  /// Inputs of a fixed pseudo-random sequence, beyond the corpus: a few thousand tables.
  @Test func seededInputs() {
    var state: UInt64 = 0x5EED
    var comparisons = 0
    var outcomes: [String: Int] = [:]
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(UInt8(truncatingIfNeeded: state >> 56))
      }
      let report = DifferentialOracle.check(bytes)
      comparisons += report.comparisons
      outcomes.merge(report.outcomes, uniquingKeysWith: +)
      let hex = bytes.map { String($0, radix: 16) }.joined(separator: " ")
      #expect(
        report.failures.isEmpty,
        Comment(rawValue: "input \(hex)\n" + report.failures.joined(separator: "\n\n")))
      if !report.failures.isEmpty { return }
    }
    #expect(comparisons > 5_000)
    // The inputs reach every way a link can end that the shapes added, not only plain routes.
    for kind in [
      "route", "redirected", "web", "no-match", "host-not-accepted", "too-many-redirects",
      "malformed-percent-encoding", "refused-query-item", "invalid-query-value",
      "refused-value", "too-many-encodings",
    ] {
      #expect(outcomes[kind, default: 0] > 0, "no link ended \(kind): \(outcomes)")
    }
  }
}
