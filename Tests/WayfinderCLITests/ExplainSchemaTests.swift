import Foundation
import Testing

/// `explain --format json` as `docs/CommandLine.md` documents it: the key table and the outcome
/// table are read from the doc, and the tool's output for links of every kind of outcome has
/// exactly the documented keys, each of its documented type, and only documented outcomes.
@Suite struct ExplainSchemaTests {
  static let doc = WayfinderCommandTests.root.appendingPathComponent("docs/CommandLine.md")

  /// The rows of the table that follows `heading` and whose header's first cell is `first`.
  static func table(after heading: String, first: String) throws -> [[String]] {
    let text = try String(contentsOf: doc, encoding: .utf8)
    let section = try #require(text.range(of: heading).map { text[$0.upperBound...] })
    let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(lines.firstIndex { $0.hasPrefix("| \(first) |") })
    return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// `` `name` `` → `name`; a cell of several, each.
  static func names(_ cell: String) -> [String] {
    cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"]) }
  }

  /// Whether `value` is of the documented `type`.
  static func value(_ value: Any, isOf type: String) -> Bool {
    switch type {
    case "string": value is String
    case "string or null": value is String || value is NSNull
    case "bool": value is Bool
    case "[string]": value is [String]
    case "[string] or null": value is [String] || value is NSNull
    case "{string: string}": value is [String: String]
    case "object": value is [String: Any]
    default: false
    }
  }

  /// A marketplace with an action, for `matched`.
  static let market = """
    app: market
    links: {schemes: [market], hosts: [www.example.com]}
    graph:
      main: {stack: home}
    screens:
      item: {in: main, parameters: [id]}
    routes:
      /item/:id: item(id)
      /close: {action: closeShop}

    """

  @Test func theOutputIsTheDocumentedSchema() async throws {
    let keys = try Self.table(after: "### `explain --format json`", first: "key | type")
    let types = Dictionary(uniqueKeysWithValues: keys.map { (Self.names($0[0])[0], $0[1]) })
    #expect(types.count == 23, "\(types.keys.sorted())")
    let outcomes = try Self.table(after: "### `explain --format json`", first: "`outcome` | when").flatMap {
      Self.names($0[0])
    }
    let manifests = WayfinderCommandTests.root.appendingPathComponent("Manifests").path
    let market = try WayfinderCommandTests.file("market.yaml", Self.market)
    let runs: [[String]] = [
      ["bank://cards/42", "bank://nowhere", "ftp://bank.example.com/cards/1", "cards/42"],
      ["--manifest", "\(manifests)/recipes.yaml", "recipes:///recipes/4", "recipes:///search?q=x"],
      ["--manifest", "\(manifests)/deals.yaml", "deals://deal/4"],
      ["--manifest", "\(manifests)/messenger.yaml", "com.myapp://chat/7"],
      ["--manifest", market, "market://close"],
    ]
    var seen: Set<String> = []
    for arguments in runs {
      let run = try await WayfinderCommandTests.run(["explain", "--format", "json"] + arguments)
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
      let explanations = try #require(json["explanations"] as? [[String: Any]])
      #expect(explanations.count == arguments.count - (arguments.first == "--manifest" ? 2 : 0))
      for explanation in explanations {
        let link = explanation["link"] as? String ?? "?"
        let outcome = try #require(explanation["outcome"] as? String)
        seen.insert(outcome)
        #expect(outcomes.contains(outcome), "\(link): outcome \(outcome) is not documented")
        var expected = Set(types.keys)
        if !["unmatched", "rejected"].contains(outcome) { expected.remove("code") }
        #expect(Set(explanation.keys) == expected, "\(link): keys \(explanation.keys.sorted())")
        for (key, value) in explanation {
          #expect(Self.value(value, isOf: types[key] ?? "?"), "\(link): \(key) is not \(types[key] ?? "?")")
        }
      }
    }
    for outcome in ["would-handle", "matched", "decided-by-the-app", "unmatched", "rejected", "failed"] {
      #expect(seen.contains(outcome), "no link above explains \(outcome)")
    }
  }

  @Test func theNewKeysSayWhatTheyAreAbout() async throws {
    let manifests = WayfinderCommandTests.root.appendingPathComponent("Manifests").path
    func explain(_ arguments: String...) async throws -> [String: Any] {
      let run = try await WayfinderCommandTests.run(["explain", "--format", "json"] + arguments)
      let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
      return try #require((json?["explanations"] as? [[String: Any]])?.first, "\(run.output)")
    }
    let decided = try await explain("--manifest", "\(manifests)/recipes.yaml", "recipes:///recipes/4")
    #expect(decided["outcome"] as? String == "decided-by-the-app")
    #expect(decided["choices"] as? [String] == ["recipe"])
    #expect(decided["decidedByApp"] as? Bool == true)
    let rewritten = try await explain("--manifest", "\(manifests)/deals.yaml", "deals://deal/4")
    #expect(rewritten["rewrite"] as? [String: String] == ["cold": "deals://home", "warm": "deals://p/4"])
    // deals.yaml sets `dispatch: {duplicateWindow: 500ms}`; recipes.yaml sets none.
    #expect(rewritten["duplicateWindow"] as? String == "500ms")
    #expect(decided["duplicateWindow"] is NSNull)
    let acted = try await explain(
      "--manifest", try WayfinderCommandTests.file("market.yaml", Self.market), "market://close")
    #expect(acted["outcome"] as? String == "matched")
    #expect(acted["action"] as? String == "closeShop")
  }
}
