import ArgumentParser
import Foundation
@_spi(Internals) import WayfinderTooling

/// `wayfinder generate`: the Swift of an app's manifest.
struct Generate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the Swift of a manifest: typed routes and screens, the route table, the graph.",
    discussion: """
      Writes one Swift file that needs only WayfinderRouting, WayfinderNavigation and
      WayfinderCoordination: the typed screen enum (the route type too when every route is a
      screen; a route enum beside it otherwise), the route table, the navigation graph, the guards, the dispatch settings, the start states and a round-trip
      check. The WayfinderGenerator build plugin writes the same bytes at build time. A broken
      manifest is reported at its line and column (exit status 2), and nothing is written.

      Examples:
        wayfinder generate --manifest Manifests/bank.yaml
        wayfinder generate --manifest wayfinder.yaml --output Sources/App/Wayfinder.swift
      """
  )

  @Option(help: "The app's manifest (YAML or JSON).")
  var manifest: String

  @Option(help: "The Swift file to write; the standard output when not given.")
  var output: String?

  func run() throws {
    let text: String
    do {
      text = try Manifest.generateSwift(contentsOf: manifest)
    } catch {
      // As a compiler reports: `file:line:column: error: …` at the start of a line.
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      throw ExitCode(2)
    }
    guard let output else {
      print(text, terminator: "")
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      Failure("cannot write \(output): \(error.localizedDescription)", status: 2).exit()
    }
  }
}
