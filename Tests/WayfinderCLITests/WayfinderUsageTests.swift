import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination

/// The `wayfinder` binary's usage: its help, its route listing, and the options it refuses.
@Suite struct WayfinderUsageTests {
  typealias Run = WayfinderCommandTests.Run

  static func run(_ arguments: String...) async throws -> Run {
    try await WayfinderCommandTests.run(arguments)
  }

  static let commands = ["open", "explain", "play", "routes", "lint", "export"]

  /// The help of `command` (the root's when empty) on a terminal `columns` wide.
  static func help(_ command: String, columns: Int) async throws -> String {
    let environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "\(columns)"]) { $1 }
    let run = try await ChildProcess.run(
      try WayfinderCommandTests.executable(), (command.isEmpty ? [] : [command]) + ["--help"],
      environment: environment)
    return run.output
  }

  static let bank = WayfinderCommandTests.root.appendingPathComponent("Manifests/bank.yaml").path

  // MARK: - routes

  @Test func listsRoutes() async throws {
    let run = try await Self.run("routes", "--app", "recipes")
    #expect(run.status == 0)
    #expect(
      run.output == """
        schemes  recipes
        hosts    recipes.example.com (https)

        /recipes/:recipeID(int)          a screen found at run time
        /recipes/:recipeID(int)/ratings  a screen found at run time
        /search?q=:query                 the coordinator that answers it

        """)
  }

  // MARK: - help

  @Test func badUsageExitsWithTwo() async throws {
    let run = try await Self.run("explain", "--app", "nope", "bank://cards/1")
    #expect(run.status == 2)
    #expect(run.errors.contains("nope"))
  }

  @Test func everyCommandsHelpHasAnExample() async throws {
    for command in Self.commands {
      let run = try await WayfinderCommandTests.run([command, "--help"])
      #expect(run.status == 0)
      #expect(run.output.contains("Example"), "\(command)")
    }
  }

  /// The files the help's examples name are in the repository.
  @Test(arguments: [""] + commands)
  func theFilesExamplesNameExist(_ command: String) async throws {
    let examples = try await Self.help(command, columns: 200).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { $0.hasPrefix("wayfinder ") }
    for example in examples {
      for word in example.split(separator: " ") where word.hasSuffix(".yaml") || word.hasSuffix(".json") {
        let path = WayfinderCommandTests.root.appendingPathComponent(String(word)).path
        #expect(FileManager.default.fileExists(atPath: path), "\(example)")
      }
    }
  }

  /// On a terminal 80 columns wide the help's prose wraps only where the next word does not
  /// fit (ArgumentParser leaves the last column free), and its examples and lists are not
  /// wrapped at all: no hard line break in the middle
  /// of a sentence, no example split across lines.
  @Test(arguments: [""] + commands)
  func helpWrapsOnlyWhereItMust(_ command: String) async throws {
    let width = 80
    let text = try await Self.help(command, columns: width)
    let lines = (text.components(separatedBy: "\nUSAGE:").first ?? "").split(
      separator: "\n", omittingEmptySubsequences: false)
    func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
    for (line, next) in zip(lines, lines.dropFirst()) where !line.isEmpty && !next.isEmpty {
      if indent(line) > 0 {
        #expect(indent(next) > 0, "an indented line wrapped: \(line) / \(next)")
      } else if indent(next) == 0 {
        let word = next.prefix { $0 != " " }
        #expect(
          line.count + 1 + word.count >= width, "a line broken before it was full: \(line) / \(next)")
      }
    }
  }

  // MARK: - refused options

  @Test func anEmbeddedAppAndAManifestTogetherAreRefused() async throws {
    let run = try await Self.run("open", "--app", "messenger", "--manifest", Self.bank, "bank://cards/1")
    #expect(run.status == 2)
    #expect(
      run.errors.split(separator: "\n").first
        == "Error: --app messenger and --manifest \(Self.bank) both name the app to run; give one of them")
    #expect(run.output.isEmpty)
  }

  @Test func aasaNeedsAnAppID() async throws {
    let run = try await Self.run("export", "aasa")
    #expect(run.status == 2)
    #expect(
      run.errors.split(separator: "\n").first
        == "Error: export aasa needs --app-id TEAMID.bundle.id: the team ID and bundle ID of the app the links open, as in ABCDE12345.com.example.bank; repeat it for several apps"
    )
    #expect(run.output.isEmpty)
  }

  @Test(arguments: [
    "com.example.bank", "ABCDE.com.example.bank", "ABCDE12345.", "abcde12345.com.example.bank",
  ])
  func anAppIDNotTeamIDDotBundleIDIsRefused(_ appID: String) async throws {
    let run = try await Self.run("export", "aasa", "--app-id", appID)
    #expect(run.status == 2)
    #expect(
      run.errors.split(separator: "\n").first
        == "Error: --app-id \"\(appID)\" is not TEAMID.bundle.id: expected the 10-character team ID (capital letters and digits), a dot, then the bundle ID, as in ABCDE12345.com.example.bank"
    )
  }

  @Test(arguments: ["android", "aasa", "markdown"])
  func routesIsOnlyForMermaid(_ format: String) async throws {
    let appID = format == "aasa" ? ["--app-id", "ABCDE12345.com.example.bank"] : []
    let run = try await WayfinderCommandTests.run(["export", format, "--routes"] + appID)
    #expect(run.status == 2)
    #expect(
      run.errors.split(separator: "\n").first
        == "Error: --routes is only for export mermaid, where it draws the routes on the chart; export \(format) does not take it"
    )
  }

  @Test(arguments: ["android", "mermaid", "markdown"])
  func appIDIsOnlyForAASA(_ format: String) async throws {
    let run = try await Self.run("export", format, "--app-id", "ABCDE12345.com.example.bank")
    #expect(run.status == 2)
    #expect(
      run.errors.split(separator: "\n").first
        == "Error: --app-id is only for export aasa, whose file names the apps its links open; export \(format) does not take it"
    )
  }
}
