import ArgumentParser
import Foundation
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// `wayfinder play SCRIPT`: runs a script of events and checks its expectations.
struct Play: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a script of links, user actions and checks: golden-link tests for QA and CI.",
    discussion: """
      A script is YAML (or JSON):

        app: bank         # or manifest: app.yaml (relative to the script)
        signedIn: true    # default true
        ready: true       # false: links are held until a `ready` step
        steps:
          - open: bank://settings/notifications
          - present: support        # also push SCREEN, back, selectTab: NAME
          - open: bank://cards/7
          - expect: {top: "card(7)", outcome: handled}
          - signIn                  # completes a pending sign-in; or cancelSignIn
          - finish: {rating: 5}     # ends the interrupting flow; or cancelFlow
          - allowClose              # a screen asking to close may; or refuseClose
          - advance: 90s            # moves the clock: time to live, timeouts

      `expect` checks any of: top, stack (bottom to top), path, notified (the interruption \
      hook's last call), and of the last link, or of the one `link` names (`link: 2`, the \
      second opened, or `link: bank://cards/7`): outcome, reason (words of its reason), \
      steps (each as printed) and animated (its last step). Exit status 1 when an \
      expectation or a user action fails, 2 when the script is broken.

      Examples (the golden scripts of the reference apps):
        wayfinder play Examples/scripts/bank.yaml
        wayfinder play Examples/scripts/messenger.yaml --format json
        wayfinder play Examples/scripts/bank.yaml --storyboard bank.html
      """
  )

  @OptionGroup var output: FormatOptions
  @OptionGroup var storyboard: StoryboardOptions

  @Argument(help: "The script to run.")
  var script: String

  @MainActor func run() async throws {
    try await reportingFailures {
      let script: Script
      do throws(SourceError) {
        script = try Script.load(contentsOf: self.script)
      } catch {
        throw Failure(error.description, status: 2)
      }
      let app: ToolApp
      switch script.app {
      case .embedded(let embedded): app = try AppOptions.embedded(embedded)
      case .manifest: app = try loadManifest(script.manifestPath ?? "")
      }
      let (result, session) = await ScriptRunner(app: app).run(script)
      // Written before anything is printed, so that a path that cannot be written fails the
      // command (exit 2) before a report suggests all went well; a failing script still gets
      // its storyboard, its failures marked.
      try storyboard.write { Storyboard(script: script, result: result, session: session, width: $0) }
      let style = output.style
      await app.printingScreens { report(result, session, style: style) }
      if !result.passed { throw ExitCode(1) }
    }
  }

  @MainActor private func report(
    _ result: ScriptRunner.Result, _ session: ToolSession, style: SessionReport.Style
  ) {
    switch output.format {
    case .text:
      for event in result.events {
        let place = style.dim("\(self.script):\(event.line)")
        if let failure = event.failure {
          print("\(place)  \(event.step)  \(style.paint("FAILED", "31;1"))")
          print(
            failure.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
              separator: "\n"))
        } else {
          print("\(place)  \(event.step)  → \(event.result)")
        }
      }
      print("")
      let failures = result.failures.count
      print(
        failures == 0
          ? style.paint("passed", "32") + ": \(result.events.count) steps"
          : style.paint("failed", "31") + ": \(failures) of \(result.events.count) steps")
      if let path = storyboard.storyboard { print(style.dim("storyboard: \(path)")) }
    case .json:
      var object = SessionReport(session).object()
      object["passed"] = result.passed
      object["events"] = result.events.map { event -> [String: Any] in
        [
          "line": event.line, "step": event.step.description, "result": event.result,
          "failure": event.failure ?? NSNull(),
        ]
      }
      print(SessionReport.serialize(object))
    }
  }
}

extension AppOptions {
  static func embedded(_ app: EmbeddedApp) throws -> ToolApp {
    do {
      return try app.app()
    } catch {
      throw Failure("the embedded app \(app.rawValue) could not be built: \(error)", status: 2)
    }
  }
}

extension SessionReport.Style {
  func paint(_ text: String, _ code: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
  func dim(_ text: String) -> String { paint(text, "2") }
}

/// Reads a manifest; a broken one ends the command with exit status 2.
func loadManifest(_ path: String) throws -> ToolApp {
  do throws(ManifestError) {
    return try Manifest.load(contentsOf: path)
  } catch {
    throw Failure(error.description, status: 2)
  }
}
