import ArgumentParser
import Foundation
import WayfinderCoordination
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `wayfinder routes`: the app's route table.
struct Routes: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the app's link patterns, where each leads, and the links it accepts.",
    discussion: """
      The routes first, then the redirects (where each sends its links on) and the rewrites \
      (where each sends a link at a cold launch and while the app runs, and from which sources).

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
      print(Self.table(of: app), terminator: "")
    }
  }

  /// The routes, then the redirects and the rewrites, each a pattern and where it leads.
  static func table(of app: ToolApp) -> String {
    var rows = app.targets.map { ("\($0.pattern)", describe($0)) }
    rows += app.redirects.map { ("\($0.from)", "redirects to \($0.to)") }
    for (index, (pattern, rule)) in app.rewritePatterns.enumerated() {
      let sources = app.rewrites?.sources[index].map(\.rawValue).sorted() ?? []
      let targets = [rule.cold.map { "cold → \($0)" }, rule.warm.map { "warm → \($0)" }].compactMap { $0 }
      let from = sources.isEmpty ? "" : " (from \(sources.joined(separator: ", ")))"
      rows.append(("\(pattern)", "rewrites: \(targets.joined(separator: "; "))\(from)"))
    }
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "\($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)\n" }.joined()
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
