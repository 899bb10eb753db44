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

  /// `Manifests/deals.yaml` names the origin bare paths stand for: `explain` says which link it
  /// reads, in text and JSON, and `open` opens it so.
  @Test func anOriginForBarePathsIsShownByExplainAndOpenedByOpen() async throws {
    let manifest = Command.root.appendingPathComponent("Manifests/deals.yaml").path
    let json = try await Command.run("explain", "--format", "json", "--manifest", manifest, "/p/5")
    #expect(json.status == 0, "\(json.errors)")
    let explanation = try #require((try Command.json(json)["explanations"] as? [[String: Any]])?.first)
    #expect(explanation["readsAs"] as? String == "https://deals.example.com/p/5")
    #expect(explanation["route"] as? String == "product(5)")
    let text = try await Command.run("explain", "--manifest", manifest, "/p/5")
    #expect(text.output.contains("reads as    https://deals.example.com/p/5\n"), "\(text.output)")
    let open = try await Command.run("open", "--manifest", manifest, "/products/5")
    #expect(open.status == 0, "\(open.errors)")
    #expect(open.output.contains("product(5)"), "\(open.output)")
    // The bank names none: its JSON says null.
    let bank = try await Command.run("explain", "--format", "json", "/cards/42")
    let plain = try #require((try Command.json(bank)["explanations"] as? [[String: Any]])?.first)
    #expect(plain["readsAs"] is NSNull)
  }

  /// `Manifests/deals.yaml`'s duplicate window, said by `explain` for a link that has a route.
  @Test func explainSaysTheDuplicateWindow() async throws {
    let manifest = Command.root.appendingPathComponent("Manifests/deals.yaml").path
    let run = try await Command.run("explain", "--manifest", manifest, "deals://products/5")
    #expect(
      run.output.contains(
        "duplicate   the same link again within 500ms is dropped (dispatch.duplicateWindow)\n"),
      "\(run.output)")
    let bank = try await Command.run("explain", "bank://cards/42")
    #expect(!bank.output.contains("duplicate"))
  }
}
