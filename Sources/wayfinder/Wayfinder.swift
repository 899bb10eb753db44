import ArgumentParser
import Foundation
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderTooling

@main
struct Wayfinder: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wayfinder",
    abstract: "Open, explain, play, lint and export an app's links.",
    discussion: """
      Runs the same engine as the library, on a headless navigator: against an embedded \
      reference app (bank by default, messenger or recipes) or an app's own manifest \
      (--manifest FILE, YAML or JSON).

      Exit status: 0 success; 1 a link, a check or lint failed; 2 bad usage, a bad script or \
      manifest.

      Examples:
        wayfinder open bank://cards/42/detail
        wayfinder open --signed-out bank://cards/42/detail --format json
        wayfinder explain bank://settings/notifications
        wayfinder play Examples/scripts/bank.yaml
        wayfinder lint --manifest Manifests/bank.yaml
        wayfinder export aasa --app-id ABCDE12345.com.example.bank
      """,
    subcommands: [Open.self, Explain.self, Play.self, Routes.self, Lint.self, Export.self, Generate.self]
  )

  /// Runs the command, with exit status 2 for bad usage (ArgumentParser's own is 64).
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
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

/// The options every command shares: which app.
struct AppOptions: ParsableArguments {
  @Option(name: .long, help: "The embedded app: bank (the default), messenger or recipes.")
  var app: EmbeddedApp?

  @Option(name: .long, help: "An app's own manifest (YAML or JSON), instead of an embedded app.")
  var manifest: String?

  /// Refuses two apps at once: the manifest would silently win.
  func validate() throws {
    if let app, let manifest {
      throw ValidationError(
        "--app \(app.rawValue) and --manifest \(manifest) both name the app to run; give one of them")
    }
  }

  /// The app to run; a broken manifest ends the command with exit status 2.
  func resolve() throws -> ToolApp {
    if let manifest { return try loadManifest(manifest) }
    let app = app ?? .bank
    do {
      return try app.app()
    } catch {
      throw Failure("the embedded app \(app.rawValue) could not be built: \(error)", status: 2)
    }
  }
}

/// Output options.
struct FormatOptions: ParsableArguments {
  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Flag(help: "Colour the text output even when it is not going to a terminal.")
  var colour = false

  var style: SessionReport.Style {
    SessionReport.Style(colour: format == .text && (colour || isatty(STDOUT_FILENO) != 0))
  }
}

extension EmbeddedApp: ExpressibleByArgument {}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
}

/// A command that could not do its job: the message goes to standard error, and the status is
/// the exit status (1 a failed check, 2 bad input).
struct Failure: Error, CustomStringConvertible {
  let description: String
  let status: Int32

  init(_ description: String, status: Int32) {
    self.description = description
    self.status = status
  }

  /// Prints the message and exits.
  func exit() -> Never {
    FileHandle.standardError.write(Data(("wayfinder: " + description + "\n").utf8))
    Foundation.exit(status)
  }
}

/// Runs `body`, turning a ``Failure`` into its message and exit status.
@MainActor func reportingFailures(_ body: @MainActor () async throws -> Void) async throws {
  do {
    try await body()
  } catch let failure as Failure {
    failure.exit()
  }
}
