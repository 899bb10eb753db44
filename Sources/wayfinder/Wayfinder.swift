import ArgumentParser
import Foundation

@main
struct Wayfinder: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wayfinder",
    abstract: "Open, explain and check an app's links.",
    discussion: """
      Runs against an embedded reference app (bank by default, messenger or recipes).

      Example:
        wayfinder explain bank://cards/42/detail
        wayfinder routes --app messenger
      """,
    subcommands: [Explain.self, Routes.self]
  )

  /// Runs the command, with exit status 2 for bad usage (ArgumentParser's own is 64): 0 is
  /// success, 1 a link or check that failed, 2 a mistake in how the tool was called.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}

/// The options every command shares.
struct AppOptions: ParsableArguments {
  @Option(name: .long, help: "The embedded app: bank, messenger or recipes.")
  var app: EmbeddedApp = .bank
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
}
