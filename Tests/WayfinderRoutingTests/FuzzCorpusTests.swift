import Foundation
import Testing
import WayfinderRouting

/// Replays every file of `Fuzz/Corpus` through the fuzzer's own checks, so each seed input is also
/// an ordinary test that names its file when it fails.
///
/// The checks are ``FuzzOracle``'s: `FuzzOracle.swift` beside this file is a symlink to
/// `Fuzz/Sources/wayfinder-fuzz/FuzzOracle.swift`, the file the libFuzzer target runs. A file's
/// name adds what it must do as written: `match-…` opens a route, `reject-…` is turned away by the
/// policy, `nomatch-…` passes the policy but opens nothing, and `path-…` opens a route as the
/// bare path `/` + its contents.
@Suite struct FuzzCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appending(path: "../../Fuzz/Corpus").standardized
  static let files = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()

  @Test func corpusIsThere() {
    #expect(Self.files.count >= 25, "no corpus at \(Self.corpus.path)")
  }

  @Test(arguments: FuzzCorpusTests.files)
  func corpusFile(_ name: String) throws {
    let bytes = try Data(contentsOf: Self.corpus.appending(path: name))
    let report = FuzzOracle.check(bytes)
    #expect(report.failures.isEmpty, Comment(rawValue: report.failures.joined(separator: "\n\n")))
    for case .failure(let error) in report.attempts.map(\.result) {
      #expect(!error.description.isEmpty)
    }

    let text = String(decoding: bytes, as: UTF8.self)
    let asWritten = try #require(report.attempts.first { $0.call == "match" && $0.link == text })
    let asPath = try #require(report.attempts.first { $0.call == "match(path:)" && $0.link == "/" + text })
    switch name.prefix(while: { $0 != "-" }) {
    case "match":
      #expect(throws: Never.self) { try asWritten.result.get() }
    case "reject":
      #expect(throws: LinkError.self) { try asWritten.result.get() }
      if case .failure(let error) = asWritten.result { #expect(error.isRejection, "\(error)") }
    case "nomatch":
      #expect(throws: LinkError.self) { try asWritten.result.get() }
      if case .failure(let error) = asWritten.result { #expect(!error.isRejection, "\(error)") }
    case "path":
      #expect(throws: Never.self) { try asPath.result.get() }
    default:
      break
    }
  }
}
