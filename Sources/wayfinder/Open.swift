import ArgumentParser
import Foundation
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// `wayfinder open LINK…`: opens links in order on a fresh app.
struct Open: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open links in order on a fresh app; print each outcome, its steps, and the screen.",
    discussion: """
      The app starts signed in (or signed out with --signed-out) and ready. A link that waits \
      (for sign-in, say) is reported pending. Exit status 1 when a link ends unmatched, \
      rejected, expired, guard-failed or failed.

      Examples:
        wayfinder open bank://cards/42/detail
        wayfinder open bank://settings/notifications bank://support bank://cards/7
        wayfinder open --app messenger 'com.myapp://channels?channelId=1234'
        wayfinder open --signed-out bank://cards/7 --format json
        wayfinder open bank://support bank://cards/7 --storyboard links.html
      """
  )

  @OptionGroup var app: AppOptions
  @OptionGroup var output: FormatOptions
  @OptionGroup var storyboard: StoryboardOptions

  @Flag(help: "Start signed out: guarded screens show sign-in and wait.")
  var signedOut = false

  @Argument(help: "The links to open, in order.")
  var links: [String]

  @MainActor func run() async throws {
    try await reportingFailures {
      let app = try app.resolve()
      let session = ToolSession(app: app, signedIn: !signedOut)
      await app.printingScreens {
        for link in links { await session.open(link) }
      }
      try storyboard.write { Storyboard(session: session, width: $0) }
      await app.printingScreens {
        let report = SessionReport(session)
        switch output.format {
        case .text:
          print(report.text(output.style))
          if let path = storyboard.storyboard { print("\n" + output.style.dim("storyboard: \(path)")) }
        case .json: print(SessionReport.serialize(report.object()))
        }
      }
      let failed = ["unmatched", "rejected", "expired", "guard-failed", "failed"]
      if session.links.contains(where: { failed.contains($0.outcomeName) }) { throw ExitCode(1) }
    }
  }
}
