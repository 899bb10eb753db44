import ArgumentParser

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
