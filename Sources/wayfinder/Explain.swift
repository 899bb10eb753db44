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
        wayfinder explain --manifest Manifests/deals.yaml deals://deal/4

      A manifest's rewrites (or an app's) run first: the rewrite line shows where the link goes \
      at a cold launch and while the app runs, and the rest follows the running app's.
      """
  )

  @OptionGroup var app: AppOptions
  @OptionGroup var output: FormatOptions

  @Flag(help: "Explain from a signed-out start.")
  var signedOut = false

  @Option(
    help:
      "Where the links come from, for rewrites that take some sources only: url, universalLink, notification, handoff or shortcut."
  )
  var from: LinkSource = .url

  @Argument(help: "The links to explain.")
  var links: [String]

  @MainActor func run() async throws {
    try await reportingFailures {
      let app = try app.resolve()
      let session = ToolSession(app: app, signedIn: !signedOut)
      var explained: [(ToolApp.Reading, LinkExplanation)] = []
      await app.printingScreens {
        for link in links {
          let explanation = await session.explain(link, from: from)
          // The pattern and parameters are the rewritten link's, which the rest follows.
          let followed = (explanation.isCold ? explanation.coldRewrite : explanation.warmRewrite) ?? link
          var reading = app.reading(followed)
          reading.link = link
          explained.append((reading, explanation))
        }
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
    // A bare path, read as the link of the origin the app names for bare paths.
    if let whole = explanation.standsFor { lines.append("reads as    \(whole)") }
    // The rest is the rewritten link's, as the running app would open it.
    if let rewrite = rewriteText(explanation) { lines.append("rewrite     \(rewrite)") }
    // A link encoded twice, decoded once more (`links: {decode: twice}`).
    if let again = reading.decodedAgain { lines.append("decoded     once more (decode: twice) → \(again)") }
    if let normalized = reading.normalized { lines.append("normalized  \(normalized)") }
    if case .failed(let failure)? = explanation.stopsWith, failure.code == .rewriteRefused {
      lines.append("outcome     failed (\(failure.code)): \(failure.reason)")
      return lines.joined(separator: "\n")
    }
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
    if let window = session.app.duplicateWindow, explanation.route != nil {
      lines.append(
        "duplicate   the same link again within \(ScriptStep.format(window)) is dropped (dispatch.duplicateWindow)"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// Where the rewrite sends the link: `→ shop://inbox at a cold launch; unchanged while the
  /// app runs`, or one target for both; `nil` when it leaves the link as it is.
  static func rewriteText(_ explanation: LinkExplanation) -> String? {
    guard explanation.coldRewrite != nil || explanation.warmRewrite != nil else { return nil }
    let cold = explanation.coldRewrite.map { "→ \($0)" } ?? "unchanged"
    let warm = explanation.warmRewrite.map { "→ \($0)" } ?? "unchanged"
    return cold == warm ? cold : "\(cold) at a cold launch; \(warm) while the app runs"
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
      "readsAs": explanation.standsFor ?? NSNull(),
      "decodedAgain": reading.decodedAgain ?? NSNull(),
      "normalized": reading.normalized?.description ?? NSNull(),
      "redirects": explanation.redirects,
      "rewrite": [
        "cold": explanation.coldRewrite ?? NSNull(), "warm": explanation.warmRewrite ?? NSNull(),
      ] as [String: Any],
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
      // Said under a link's plan, as the text says it: a link that makes no route is no duplicate.
      "duplicateWindow": session.app.duplicateWindow.flatMap { window in
        explanation.route.map { _ in ScriptStep.format(window) }
      } ?? NSNull(),
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

extension LinkSource: ExpressibleByArgument {}
