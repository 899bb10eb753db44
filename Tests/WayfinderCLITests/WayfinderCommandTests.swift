import Foundation
import Testing

/// Runs the built `wayfinder` binary as a user would, and reads what it prints.
@Suite struct WayfinderCommandTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The `wayfinder` executable beside this test bundle in the build folder.
  static func executable() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("wayfinder")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    let fromSource = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug/wayfinder")
    return try #require(
      FileManager.default.isExecutableFile(atPath: fromSource.path) ? fromSource : nil,
      "wayfinder was not built")
  }

  static func run(_ arguments: String...) throws -> Run {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }

  @Test func explainsAMatchingLink() throws {
    let run = try Self.run("explain", "bank://cards/42/detail")
    #expect(run.status == 0)
    #expect(
      run.output == """
        link        bank://cards/42/detail
        normalized  /cards/42/detail
        pattern     /cards/:cardID(int)/detail
        parameter   cardID = 42
        route       cardDetail(42)

        """)
  }

  @Test func explainsWhyALinkFails() throws {
    let run = try Self.run("explain", "https://evil.example.com/cards/1")
    #expect(run.status == 1)
    #expect(
      run.output == """
        link        https://evil.example.com/cards/1
        outcome     rejected
        rejected: host "evil.example.com" is not accepted; accepted hosts: bank.example.com, www.bank.example.com
          https://evil.example.com/cards/1
                  ^~~~~~~~~~~~~~~~

        """)
  }

  @Test func explainsInJSON() throws {
    let run = try Self.run(
      "explain", "--app", "messenger", "--format", "json", "com.myapp://channels?channelId=1234",
      "com.myapp://nowhere")
    #expect(run.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let explanations = try #require(object["explanations"] as? [[String: Any]])
    #expect(explanations.count == 2)
    #expect(explanations[0]["outcome"] as? String == "matched")
    #expect(explanations[0]["route"] as? String == "channel(1234)")
    #expect(explanations[0]["pattern"] as? String == "/channels?channelId=:channelID")
    #expect(explanations[0]["parameters"] as? [String: String] == ["channelID": "1234"])
    #expect(explanations[1]["outcome"] as? String == "unmatched")
    #expect(explanations[1]["code"] as? String == "no-match")
  }

  @Test func listsRoutes() throws {
    let run = try Self.run("routes", "--app", "recipes")
    #expect(run.status == 0)
    #expect(
      run.output == """
        schemes  recipes
        hosts    recipes.example.com (https)

        /recipes/:recipeID(int)
        /recipes/:recipeID(int)/ratings
        /search?q=:query

        """)
  }

  @Test func badUsageExitsWithTwo() throws {
    let run = try Self.run("explain", "--app", "nope", "bank://cards/1")
    #expect(run.status == 2)
    #expect(run.errors.contains("nope"))
  }

  @Test func everyCommandsHelpHasAnExample() throws {
    for command in ["explain", "routes"] {
      let run = try Self.run(command, "--help")
      #expect(run.status == 0)
      #expect(run.output.contains("Example:"), "\(command)")
    }
  }
}
