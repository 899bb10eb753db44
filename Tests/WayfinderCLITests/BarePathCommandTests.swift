import Foundation
import Testing

/// A link that is a bare path, `/cards/42`: the center routes it as it routes what a rewrite
/// gives, and `explain` and `open` say so, each exit status with them (issue 35, bug 6).
@Suite struct BarePathCommandTests {
  typealias Command = WayfinderCommandTests

  @Test func explainShowsTheRouteAndThePlanAndExitsZero() async throws {
    let run = try await Command.run("explain", "--format", "json", "/cards/42")
    #expect(run.status == 0, "\(run.errors)")
    let explanation = try #require((try Command.json(run)["explanations"] as? [[String: Any]])?.first)
    #expect(explanation["outcome"] as? String == "would-handle")
    #expect(explanation["route"] as? String == "card(42)")
    #expect(explanation["pattern"] as? String == "/cards/:cardID(int)")
    #expect((explanation["steps"] as? [String])?.isEmpty == false)
  }

  @Test func openShowsTheRouteAndTheSteps() async throws {
    let run = try await Command.run("open", "/cards/42")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("  route    card(42)\n"), "\(run.output)")
    #expect(run.output.contains("  steps    push card(42) onto dashboard, animated\n"), "\(run.output)")
  }

  @Test func aLinkWithoutSchemeOrSlashIsRejectedAndExitsOne() async throws {
    let run = try await Command.run("explain", "--format", "json", "cards/42")
    #expect(run.status == 1)
    let explanation = try #require((try Command.json(run)["explanations"] as? [[String: Any]])?.first)
    #expect(explanation["outcome"] as? String == "rejected")
    #expect(explanation["route"] is NSNull)
  }
}
