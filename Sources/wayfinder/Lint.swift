import ArgumentParser
import Foundation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `wayfinder lint`: checks an app's routes and graph.
struct Lint: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the routes and graph: ambiguous patterns, unreachable screens, missing back stacks, …",
    discussion: """
      Reports ambiguous patterns, screens no link reaches, routes to a pushed screen without a \
      back-stack rule, routes to screens the graph lacks, guards nothing configures, a \
      signed-out start that shows a guarded screen, hosts or schemes the policy accepts but \
      the exports leave out, and http links that open the app on Android but never on iOS. \
      Exit status 1 when there is an error, 0 with warnings only.

      Examples:
        wayfinder lint --app messenger
        wayfinder lint --manifest Manifests/bank.yaml --format json
      """
  )

  @OptionGroup var app: AppOptions

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  @MainActor func run() async throws {
    try await reportingFailures {
      let report = try app.resolve().lint()
      switch format {
      case .text: print(report.text, terminator: "")
      case .json:
        func object(_ finding: LintFinding) -> [String: Any] {
          [
            "severity": finding.severity.rawValue, "code": finding.code.rawValue, "message": finding.message,
            "pattern": finding.pattern ?? NSNull(), "screen": finding.screen ?? NSNull(),
            "place": finding.place ?? NSNull(),
          ]
        }
        let acknowledged = report.acknowledged.map { item in
          object(item.finding).merging(["reason": item.reason]) { _, reason in reason }
        }
        print(
          SessionReport.serialize([
            "findings": report.findings.map(object), "errors": report.errors.count,
            "warnings": report.warnings.count, "acknowledged": acknowledged,
          ]))
      }
      if report.hasErrors { throw ExitCode(report.exitStatus) }
    }
  }
}

/// `wayfinder export FORMAT`: the app's links in another format.
struct Export: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Write the apple-app-site-association, Android intent filters, a Mermaid chart or a Markdown table.",
    discussion: """
      Formats:
        aasa      the apple-app-site-association `applinks` for the web hosts
        android   <intent-filter> elements for the app's <activity>
        mermaid   a Mermaid flowchart of the navigation graph
        markdown  a Markdown table: pattern, screen, stack, back stack, guards

      aasa needs the app ID of each app its links open, --app-id TEAMID.bundle.id (the \
      team ID and bundle ID, which a manifest does not hold: they belong to the signing, \
      not the navigation). --routes draws the routes on the mermaid chart. Each option is \
      refused by the formats that have no use for it.

      Examples:
        wayfinder export aasa --app-id ABCDE12345.com.example.bank
        wayfinder export mermaid --manifest Manifests/bank.yaml --routes > graph.mmd
      """
  )

  @OptionGroup var app: AppOptions

  @Argument(help: "What to write: aasa, android, mermaid or markdown.")
  var format: ExportFormat

  @Option(
    name: .customLong("app-id"), help: "An app ID for the AASA file (TEAMID.bundle.id); repeat for several.")
  var appIDs: [String] = []

  @Flag(help: "Draw the routes too (mermaid).")
  var routes = false

  @Option(help: "The host whose AASA file to write, when routes differ by host (aasa).")
  var host: String?

  /// Refuses an AASA without an app ID, a malformed one, and options for another format.
  func validate() throws {
    if routes, format != .mermaid {
      throw ValidationError(
        "--routes is only for export mermaid, where it draws the routes on the chart; export \(format.rawValue) does not take it"
      )
    }
    guard format == .aasa else {
      if host != nil {
        throw ValidationError(
          "--host is only for export aasa, whose file each host serves; export \(format.rawValue) does not take it"
        )
      }
      if !appIDs.isEmpty {
        throw ValidationError(
          "--app-id is only for export aasa, whose file names the apps its links open; export \(format.rawValue) does not take it"
        )
      }
      return
    }
    if appIDs.isEmpty {
      throw ValidationError(
        "export aasa needs --app-id TEAMID.bundle.id: the team ID and bundle ID of the app the links open, as in ABCDE12345.com.example.bank; repeat it for several apps"
      )
    }
    for appID in appIDs where !Self.isAppID(appID) {
      throw ValidationError(
        "--app-id \"\(appID)\" is not TEAMID.bundle.id: expected the 10-character team ID (capital letters and digits), a dot, then the bundle ID, as in ABCDE12345.com.example.bank"
      )
    }
  }

  /// Whether `text` is a team ID (ten capital letters and digits), a dot and a bundle ID.
  static func isAppID(_ text: String) -> Bool {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[1].isEmpty, parts[0].count == 10 else { return false }
    return parts[0].unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
  }

  @MainActor func run() async throws {
    try await reportingFailures {
      let resolved = try app.resolve()
      if format == .aasa { try Self.checkHost(host, of: resolved) }
      let text = resolved.export(
        as: format, options: ExportOptions(appIDs: appIDs, includesRoutes: routes, host: host))
      print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
  }
}

extension ExportFormat: ExpressibleByArgument {}

extension Export {
  /// Refuses an AASA of routes that differ by host without `--host`, and a host the app does
  /// not accept.
  static func checkHost(_ host: String?, of app: ToolApp) throws {
    let scoped = (app.patterns + app.redirects.map(\.from)).flatMap(\.hosts)
    guard let host else {
      guard scoped.isEmpty else {
        throw ValidationError(
          "the app's routes differ by host, and each host serves its own file: write one per host with --host, for each of \(app.policy.hosts.joined(separator: ", "))"
        )
      }
      return
    }
    guard app.policy.hosts.contains(where: { HostName.covers($0, host.lowercased()) }) else {
      throw ValidationError(
        "--host \"\(host)\" is not a host the app accepts: \(app.policy.hosts.joined(separator: ", "))")
    }
  }
}
