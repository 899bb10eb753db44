import ArgumentParser
import Foundation
import WayfinderTooling

/// `wayfinder lint`: checks an app's routes and graph.
struct Lint: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the routes and graph: ambiguous patterns, unreachable screens, missing back stacks, …",
    discussion: """
      Reports ambiguous patterns, screens no link reaches, routes to a pushed screen without a
      back-stack rule, routes to screens the graph lacks, guards nothing configures, and hosts
      or schemes the policy accepts but the exports leave out. Exit status 1 when there is an
      error, 0 with warnings only.

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
        let findings: [[String: Any]] = report.findings.map { finding in
          [
            "severity": finding.severity.rawValue, "code": finding.code.rawValue, "message": finding.message,
            "pattern": finding.pattern ?? NSNull(), "screen": finding.screen ?? NSNull(),
          ]
        }
        print(
          SessionReport.serialize([
            "findings": findings, "errors": report.errors.count, "warnings": report.warnings.count,
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
      aasa      the apple-app-site-association file's `applinks` (components) for the web hosts
      android   <intent-filter> elements to paste inside the app's <activity>
      mermaid   a Mermaid flowchart of the navigation graph (--routes adds the routes)
      markdown  a Markdown table: pattern, screen, stack, back stack, guards

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

  @MainActor func run() async throws {
    try await reportingFailures {
      let text = try app.resolve().export(
        as: format, options: ExportOptions(appIDs: appIDs, includesRoutes: routes))
      print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
  }
}

extension ExportFormat: ExpressibleByArgument {}
