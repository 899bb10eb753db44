import Foundation
import Testing

/// `--storyboard FILE` on `play` and `open`: the file is written whatever the checks said, and
/// a path that cannot be written is exit status 2.
@Suite struct StoryboardCommandTests {
  static func folder() throws -> URL {
    URL(fileURLWithPath: try WayfinderCommandTests.file("x", "")).deletingLastPathComponent()
  }

  @Test(arguments: ["bank", "messenger"])
  func theGoldenScriptsStoryboardsAreWritten(_ app: String) async throws {
    let output = try Self.folder().appendingPathComponent("\(app).html").path
    let script = WayfinderCommandTests.root.appendingPathComponent("Examples/scripts/\(app).yaml").path
    let run = try await WayfinderCommandTests.run("play", script, "--storyboard", output)
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("storyboard: \(output)\n"))
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.components(separatedBy: "<figure").count > 10)
    #expect(!html.contains("class=\"frame failed\""))
    #expect(html.contains("prefers-color-scheme:dark"))
    #expect(html.contains("ArrowRight"))
  }

  @Test func aFailingScriptStillWritesItsStoryboardWithTheFailureMarked() async throws {
    let script = try WayfinderCommandTests.file(
      "golden.yaml",
      """
      steps:
        - open: bank://cards/7
        - expect: {top: "card(8)"}
      """)
    let output = URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("story.html")
      .path
    let run = try await WayfinderCommandTests.run(
      "play", script, "--storyboard", output, "--storyboard-width", "regular")
    #expect(run.status == 1)
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.contains("<body class=\"regular\">"))
    #expect(html.contains("class=\"frame failed\""))
    #expect(html.contains("<td class=\"expected\">card(8)</td><td class=\"found\">card(7)</td>"))
  }

  @Test func anUnwritablePathIsExitStatusTwoWithAClearMessage() async throws {
    let script = WayfinderCommandTests.root.appendingPathComponent("Examples/scripts/bank.yaml").path
    let run = try await WayfinderCommandTests.run(
      "play", script, "--storyboard", "/no-such-folder/story.html")
    #expect(run.status == 2)
    #expect(
      run.errors
        == "wayfinder: cannot write the storyboard /no-such-folder/story.html: the folder /no-such-folder does not exist\n"
    )
    let open = try await WayfinderCommandTests.run(
      "open", "bank://cards/7", "--storyboard", try Self.folder().path)
    #expect(open.status == 2)
    #expect(open.errors.hasSuffix(": it is a folder\n"))
  }

  @Test func openWritesAPicturePerStepAndTheOutcome() async throws {
    let output = try Self.folder().appendingPathComponent("open.html").path
    let run = try await WayfinderCommandTests.run(
      "open", "bank://cards/42/detail", "bank://nowhere", "--storyboard", output, "--format", "json")
    #expect(run.status == 1)
    #expect(run.output.hasPrefix("{"))
    let html = try String(contentsOfFile: output, encoding: .utf8)
    // The start, the dashboard stack's one change (both screens), and the unmatched link
    // where it left things.
    #expect(html.components(separatedBy: "<figure").count - 1 == 3)
    #expect(html.contains("handled: cardDetail(42) on screen"))
    #expect(html.contains("<div class=\"outcome bad\">unmatched: "))
  }
}
