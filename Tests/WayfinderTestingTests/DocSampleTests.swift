import Foundation
import Testing

/// The doc samples the stand-ins' check cannot compile (they need Yams or OpenCombine), compiled
/// here in `DocSamples/`: each file holds every line of its article's block, in order (spaces as
/// `swift format` leaves them), so an edit of the article that the file does not follow fails
/// here (issue 35).
@Suite struct DocSampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `swift` blocks of the article at `path`, each as its lines.
  static func blocks(_ path: String) throws -> [[String]] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if var lines = current {
        if line == "```" {
          blocks.append(lines)
          current = nil
        } else {
          lines.append(line)
          current = lines
        }
      } else if line.hasPrefix("```swift") {
        current = []
      }
    }
    return blocks
  }

  /// `line` with its runs of spaces as one, and none at its ends: as `swift format` leaves it.
  static func spaced(_ line: some StringProtocol) -> String {
    line.split(separator: " ").joined(separator: " ")
  }

  @Test(arguments: [
    ("Sources/WayfinderTooling/WayfinderTooling.docc/WayfinderTooling.md", 1, "WayfinderTooling_1.swift"),
    (
      "Sources/WayfinderGoldenScripts/WayfinderGoldenScripts.docc/WayfinderGoldenScripts.md", 1,
      "WayfinderGoldenScripts_1.swift"
    ),
    (
      "Sources/WayfinderTesting/WayfinderTesting.docc/TestingYourLinks.md", 3,
      "WayfinderGoldenScripts_1.swift"
    ),
    ("Sources/WayfinderCombine/WayfinderCombine.docc/WayfinderCombine.md", 2, "WayfinderCombine_2.swift"),
  ])
  func theCompiledSampleHoldsTheBlockAsWritten(_ article: String, _ number: Int, _ file: String) throws {
    let block = try #require(try Self.blocks(article).dropFirst(number - 1).first)
    let sample = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/WayfinderTestingTests/DocSamples/\(file)"),
      encoding: .utf8
    ).split(separator: "\n").map(Self.spaced)
    var rest = sample[...]
    for line in block.map(Self.spaced) where !line.isEmpty {
      guard let found = rest.firstIndex(of: line) else {
        Issue.record("\(file) does not hold, in order, the line of \(article)'s block \(number): \(line)")
        return
      }
      rest = rest[(found + 1)...]
    }
  }
}
