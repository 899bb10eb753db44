import Foundation
import Testing

/// `Manifests/press.yaml` on the command line: `explain` shows a link decoded once more and the
/// whole link a route keeps, in text and JSON, and exits 1 past the bound.
@Suite struct PressCommandTests {
  typealias Command = WayfinderCommandTests

  static var manifest: String { Command.root.appendingPathComponent("Manifests/press.yaml").path }

  @Test func explainShowsTheExtraRound() async throws {
    let link = "https://press.example.com/search%3Fq%3Dred%2520shoes"
    let text = try await Command.run("explain", "--manifest", Self.manifest, link)
    #expect(text.status == 0, "\(text.errors)")
    #expect(
      text.output.contains(
        "decoded     once more (decode: twice) → https://press.example.com/search?q=red%20shoes\n"),
      "\(text.output)")
    let json = try await Command.run("explain", "--format", "json", "--manifest", Self.manifest, link)
    let explanation = try #require((try Command.json(json)["explanations"] as? [[String: Any]])?.first)
    #expect(explanation["decodedAgain"] as? String == "https://press.example.com/search?q=red%20shoes")
    #expect(explanation["route"] as? String == #"search("red shoes")"#)
    let bank = try await Command.run("explain", "--format", "json", "bank://cards/42")
    let plain = try #require((try Command.json(bank)["explanations"] as? [[String: Any]])?.first)
    #expect(plain["decodedAgain"] is NSNull)
  }

  @Test func explainShowsTheWholeLinkInTheRouteNotAmongTheParameters() async throws {
    let run = try await Command.run(
      "explain", "--manifest", Self.manifest, "https://press.example.com/a/7?ref=mail")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("parameter   id = 7\n"), "\(run.output)")
    #expect(!run.output.contains("parameter   source"), "\(run.output)")
    #expect(
      run.output.contains(#"route       article(id: 7, source: "https://press.example.com/a/7?ref=mail")"#),
      "\(run.output)")
  }

  @Test func aLinkPastTheBoundIsRejectedAndExitsOne() async throws {
    let run = try await Command.run(
      "explain", "--format", "json", "--manifest", Self.manifest, "press://files/a%25252Fb")
    #expect(run.status == 1)
    let explanation = try #require((try Command.json(run)["explanations"] as? [[String: Any]])?.first)
    #expect(explanation["outcome"] as? String == "rejected")
    #expect(explanation["code"] as? String == "too-many-encodings")
  }
}
