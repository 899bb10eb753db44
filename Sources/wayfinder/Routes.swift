import ArgumentParser
import Foundation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `wayfinder routes`: the app's route table.
struct Routes: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the app's link patterns, where each leads, and the links it accepts.",
    discussion: """
      Example:
        wayfinder routes --app messenger
      """
  )

  @OptionGroup var app: AppOptions

  @MainActor func run() async throws {
    try await reportingFailures {
      let app = try app.resolve()
      let policy = app.policy
      print("schemes  \(policy.schemes.joined(separator: ", "))")
      print("hosts    \(policy.hosts.joined(separator: ", ")) (\(policy.webSchemes.joined(separator: ", ")))")
      print("")
      let width = app.patterns.map(\.text.count).max() ?? 0
      for target in app.targets {
        let text = target.pattern.text.padding(toLength: width, withPad: " ", startingAt: 0)
        print("\(text)  \(Self.describe(target))")
      }
    }
  }

  static func describe(_ target: ToolApp.RouteTarget) -> String {
    switch target.kind {
    case .screen: (target.screen ?? "?") + (target.stack.map { " in \($0)" } ?? "")
    case .interrupt: "interrupts with \(target.screen ?? "?")"
    case .resolved: "a screen found at run time"
    case .responder: "the coordinator that answers it"
    case .action: "runs the app's action \(target.screen ?? "?")"
    }
  }
}
