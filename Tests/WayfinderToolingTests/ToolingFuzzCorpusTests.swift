import Foundation
import Testing

/// Replays every file of `Fuzz/ManifestCorpus` and `Fuzz/ScriptCorpus` through the fuzzers' own
/// checks, so each seed input (and each input a fuzzer once broke a promise with) is also an
/// ordinary test that names its file when it fails.
///
/// The checks are ``ManifestFuzzOracle``'s and ``ScriptFuzzOracle``'s: the files of
/// `FuzzOracles/` beside this file are symlinks to `Fuzz/Sources/ToolingFuzzOracles/`, the
/// files the libFuzzer targets run.
@Suite struct ToolingFuzzCorpusTests {
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appending(path: "../../Fuzz").standardized

  static func files(_ corpus: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: fuzz.appending(path: corpus).path)) ?? []
    return names.sorted().map { "\(corpus)/\($0)" }
  }

  @Test func theCorporaAreThere() {
    #expect(Self.files("ManifestCorpus").count >= 15)
    #expect(Self.files("ScriptCorpus").count >= 12)
  }

  @Test(arguments: ToolingFuzzCorpusTests.files("ManifestCorpus"))
  func manifestCorpusFile(_ name: String) throws {
    let failures = ManifestFuzzOracle.check(try Data(contentsOf: Self.fuzz.appending(path: name)))
    #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n\n")))
  }

  @Test(arguments: ToolingFuzzCorpusTests.files("ScriptCorpus"))
  func scriptCorpusFile(_ name: String) throws {
    let failures = ScriptFuzzOracle.check(try Data(contentsOf: Self.fuzz.appending(path: name)))
    #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n\n")))
  }
}
