import ArgumentParser
import Foundation
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `wayfinder explain LINK…`: the dry run.
struct Explain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "The dry run: how a link is read, its guards, path, back stack and plan.",
    discussion: """
      Shows the normalized link, the matched pattern and parameters, the route, the screen and \
      stack it leads to, the guards on the way, the path through the graph, the back stack \
      synthesized under the screen, and the plan from a fresh app's screen. Nothing is opened. \
      Exit status 0 when every link would reach its screen, 1 otherwise.

      Examples:
        wayfinder explain bank://cards/42/detail
        wayfinder explain --app messenger 'com.myapp://channels?channelId=1234'
        wayfinder explain --signed-out bank://cards/7 --format json
      """
  )

  @OptionGroup var app: AppOptions
  @OptionGroup var output: FormatOptions

  @Flag(help: "Explain from a signed-out start.")
  var signedOut = false

  @Argument(help: "The links to explain.")
  var links: [String]

  @MainActor func run() async throws {
    try await reportingFailures {
      let app = try app.resolve()
      let session = ToolSession(app: app, signedIn: !signedOut)
      var explained: [(ToolApp.Reading, LinkExplanation)] = []
      await app.printingScreens {
        for link in links { explained.append((app.reading(link), await session.explain(link))) }
        switch output.format {
        case .text:
          print(explained.map { Self.text($0, $1, session: session) }.joined(separator: "\n\n"))
        case .json:
          print(
            SessionReport.serialize(["explanations": explained.map { Self.json($0, $1, session: session) }]))
        }
      }
      if explained.contains(where: {
        ($0.1.stopsWith != nil && !Self.leftToTheApp($0.0, $0.1)) || $0.1.target == nil && $0.0.error != nil
      }) {
        throw ExitCode(1)
      }
    }
  }

  @MainActor static func text(
    _ reading: ToolApp.Reading, _ explanation: LinkExplanation, session: ToolSession
  ) -> String {
    var lines = ["link        \(reading.link)"]
    if let normalized = reading.normalized { lines.append("normalized  \(normalized)") }
    if let error = reading.error {
      lines.append("outcome     \(error.code.category)")
      lines.append(error.description)
      return lines.joined(separator: "\n")
    }
    for hop in explanation.redirects { lines.append("redirect    → \(hop)") }
    lines.append("pattern     \(reading.pattern ?? "")")
    for (name, value) in reading.parameters { lines.append("parameter   \(name) = \(value)") }
    lines.append("route       \(explanation.route ?? reading.route ?? "")")
    if let action = explanation.action {
      lines.append("action      runs the app's action \(action)")
      lines.append("guards      \(guardText(explanation.guards, session: session))")
    }
    if let screen = explanation.screen {
      lines.append(
        "screen      \(screen)" + (explanation.interrupts ? " (an interrupting flow)" : "")
          + (explanation.stack.map { " in \($0)" } ?? "")
          + (explanation.decidedByApp ? " (decided by the app)" : ""))
    } else if leftToTheApp(reading, explanation), let choices = reading.choices {
      // A manifest's app decides when the link runs: a script's decisions say what, for `play`.
      lines.append("screen      decided by the app: one of \(choices.joined(separator: ", ")), or a redirect")
      return lines.joined(separator: "\n")
    }
    if !explanation.path.isEmpty { lines.append("path        \(explanation.path.joined(separator: " › "))") }
    if explanation.backStack.count > 1 {
      lines.append(
        "back stack  \(explanation.backStack.dropLast().map(\.description).joined(separator: ", "))")
    }
    if explanation.screen != nil {
      lines.append("guards      \(guardText(explanation.guards, session: session))")
    }
    if let outcome = explanation.stopsWith { lines.append("outcome     \(outcome)") }
    if explanation.target != nil {
      if explanation.steps.isEmpty { lines.append("plan        none: already there") }
      for (index, step) in explanation.steps.enumerated() {
        lines.append((index == 0 ? "plan        " : "            ") + step.description)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Whether the link goes where a manifest's app decides, which nothing decided here.
  static func leftToTheApp(_ reading: ToolApp.Reading, _ explanation: LinkExplanation) -> Bool {
    reading.choices != nil && explanation.screen == nil && explanation.decidedByApp
  }

  @MainActor static func guardText(_ guards: [String], session: ToolSession) -> String {
    guard !guards.isEmpty else { return "none" }
    return guards.map { name in
      let shows = session.app.guards.first { $0.name == name }?.screen.description ?? "nothing"
      return session.isSignedIn ? "\(name) (passes)" : "\(name) (would show \(shows) and wait)"
    }.joined(separator: ", ")
  }

  @MainActor static func json(
    _ reading: ToolApp.Reading, _ explanation: LinkExplanation, session: ToolSession
  ) -> [String: Any] {
    var object: [String: Any] = [
      "link": reading.link,
      "normalized": reading.normalized?.description ?? NSNull(),
      "redirects": explanation.redirects,
      "pattern": reading.pattern ?? NSNull(),
      "parameters": Dictionary(
        reading.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }),
      "route": (explanation.route ?? reading.route).map { $0 as Any } ?? NSNull(),
      "screen": explanation.screen?.description ?? NSNull(),
      "interrupts": explanation.interrupts,
      "action": explanation.action ?? NSNull(),
      "decidedByApp": explanation.decidedByApp,
      "choices": reading.choices ?? NSNull(),
      "stack": explanation.stack ?? NSNull(),
      "guards": explanation.guards,
      "path": explanation.path,
      "backStack": explanation.backStack.dropLast().map(\.description),
      "steps": explanation.steps.map(\.description),
    ]
    if let error = reading.error {
      object["outcome"] = error.code.category.rawValue
      object["code"] = error.code.description
      object["reason"] = error.reason
    } else if leftToTheApp(reading, explanation) {
      object["outcome"] = "decided-by-the-app"
      object["reason"] = NSNull()
    } else if let outcome = explanation.stopsWith {
      object["outcome"] = outcome.name
      object["reason"] = outcome.description
    } else {
      object["outcome"] = explanation.target == nil ? "matched" : "would-handle"
      object["reason"] = NSNull()
    }
    return object
  }
}
