import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Each export of each reference app, read back the way its consumer reads it: the AASA as
/// JSON, the Android filters as XML, the Mermaid chart by its grammar, the Markdown table by
/// its rows.
@Suite struct ExportFormatTests {
  // MARK: apple-app-site-association

  @Test(arguments: EmbeddedApp.allCases)
  func theAASAIsTheApplinksComponentsFormat(_ embedded: EmbeddedApp) throws {
    let app = try embedded.app()
    let text = app.export(as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.\(app.name)"]))
    let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(Array(root.keys) == ["applinks"])
    let applinks = try #require(root["applinks"] as? [String: Any])
    let details = try #require(applinks["details"] as? [[String: Any]])
    #expect(details.count == 1)
    #expect(details[0]["appIDs"] as? [String] == ["ABCDE12345.com.example.\(app.name)"])
    let components = try #require(details[0]["components"] as? [[String: Any]])
    #expect(!components.isEmpty)
    for component in components {
      #expect(Set(component.keys).isSubset(of: ["/", "?", "comment"]))
      let path = try #require(component["/"] as? String)
      #expect(path.hasPrefix("/"))
      #expect(!path.contains(":"), "a parameter is a wildcard, never its name")
      #expect(component["comment"] is String)
      if let query = component["?"] {
        let items = try #require(query as? [String: String])
        #expect(items.values.allSatisfy { $0 == "?*" })
      }
    }
    // Every pattern has a component that takes its example path.
    for pattern in app.patterns {
      #expect(
        components.contains { Self.aasaMatches($0, pattern.examplePath) },
        "no component takes \(pattern.examplePath)")
    }
  }

  @Test func bankComponentsMapLiteralsParametersAndQueries() throws {
    let bank = try EmbeddedApp.bank.app().export(as: .aasa)
    let messenger = try EmbeddedApp.messenger.app().export(as: .aasa)
    let paths = try Self.components(bank).compactMap { $0["/"] as? String }
    #expect(paths.contains("/cards/?*/detail"))
    #expect(paths.contains("/settings/notifications"))
    let channel = try #require(
      try Self.components(messenger).first { $0["?"] != nil && $0["/"] as? String == "/channels" })
    #expect(channel["?"] as? [String: String] == ["channelId": "?*"])
  }

  @Test func anAppWithoutAnHTTPSHostNamesNoApp() throws {
    let app = try Fixture.app(
      policy: LinkPolicy(schemes: ["tiny"]), routes: [("/a", "a")], graph: Fixture.graph(screens: ["a"]))
    let root = try JSONSerialization.jsonObject(with: Data(app.export(as: .aasa).utf8)) as? [String: Any]
    let details = (root?["applinks"] as? [String: Any])?["details"] as? [Any]
    #expect(details?.isEmpty == true)
  }

  // MARK: Android

  @Test(arguments: EmbeddedApp.allCases)
  func theAndroidFiltersAreWellFormedAndVerifiable(_ embedded: EmbeddedApp) throws {
    let app = try embedded.app()
    let elements = try Self.parseAndroid(app.export(as: .android))
    let filters = elements.filter { $0.name == "intent-filter" }
    #expect(filters.count == 1 + app.policy.schemes.count)
    #expect(filters.first?.attributes == ["android:autoVerify": "true"])
    #expect(filters.dropFirst().allSatisfy { $0.attributes.isEmpty })
    for filter in filters {
      let children = elements.filter { $0.filter == filter.filter && $0.name != "intent-filter" }
      #expect(
        children.filter { $0.name == "action" }.map(\.attributes) == [
          ["android:name": "android.intent.action.VIEW"]
        ])
      #expect(
        Set(children.filter { $0.name == "category" }.compactMap { $0.attributes["android:name"] })
          == ["android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"])
    }
    let verified = elements.filter { $0.filter == 0 && $0.name == "data" }.map(\.attributes)
    #expect(verified.compactMap { $0["android:scheme"] } == ["https"])
    #expect(verified.compactMap { $0["android:host"] } == app.policy.hosts)
    let paths = verified.filter { $0["android:scheme"] == nil && $0["android:host"] == nil }
    #expect(paths.allSatisfy { $0.count == 1 })
    #expect(
      paths.allSatisfy {
        ["android:path", "android:pathPrefix", "android:pathPattern"].contains($0.keys.first)
      })
    // Each custom scheme has a filter naming it alone: no host, so no path either.
    let custom = elements.filter { $0.filter > 0 && $0.name == "data" }.map(\.attributes)
    #expect(custom == app.policy.schemes.map { ["android:scheme": $0] })
  }

  @Test func bankPathsAreLiteralOrGlobs() throws {
    let elements = try Self.parseAndroid(EmbeddedApp.bank.app().export(as: .android))
    let data = elements.filter { $0.name == "data" }.map(\.attributes)
    #expect(data.contains(["android:path": "/settings/notifications"]))
    #expect(data.contains(["android:pathPattern": "/cards/..*/detail"]))
  }

  // MARK: Mermaid

  @Test(arguments: EmbeddedApp.allCases, [false, true])
  func theMermaidChartDeclaresEveryNodeItLinks(_ embedded: EmbeddedApp, _ routes: Bool) throws {
    let app = try embedded.app()
    let chart = try MermaidChart(app.export(as: .mermaid, options: ExportOptions(includesRoutes: routes)))
    #expect(chart.header == "flowchart TD")
    #expect(chart.nodes.keys.allSatisfy(MermaidChart.isIdentifier))
    for edge in chart.edges {
      #expect(chart.nodes[edge.from] != nil, "\(edge.from) is not declared")
      #expect(chart.nodes[edge.to] != nil, "\(edge.to) is not declared")
    }
    // Every screen and container of the graph is drawn, and every screen has an edge in.
    let labels = Set(chart.nodes.values.map(\.label))
    for name in app.graph.screenNames {
      #expect(labels.contains { $0 == name || $0.hasPrefix(name + "(") }, "\(name) is not drawn")
    }
    #expect(
      chart.nodes.count == app.graph.screenNames.count + app.graph.containerNames.count
        + (routes ? app.patterns.count + app.redirects.count : 0))
    let targets = Set(chart.edges.map(\.to))
    #expect(chart.nodes.keys.filter { $0.hasPrefix("s_") }.allSatisfy(targets.contains))
  }

  /// A manifest's decision has an edge to each screen it chooses among, and a redirect an
  /// edge to the route its links go on to (issue 35: the chart drew neither).
  @Test func decisionsAndRedirectsHaveEdges() throws {
    let recipes = try MermaidChart(
      ShippedManifest.recipes.app().export(as: .mermaid, options: ExportOptions(includesRoutes: true)))
    let decided = recipes.edges.filter { $0.from == "r1" }
    #expect(decided.map(\.to) == ["s_recipe"])
    #expect(decided.map(\.label) == ["decided by the app"])
    let messenger = try MermaidChart(
      ShippedManifest.messenger.app().export(as: .mermaid, options: ExportOptions(includesRoutes: true)))
    #expect(messenger.nodes["d1"]?.label == "/chat/:channelID (redirect)")
    let redirect = try #require(messenger.edges.first { $0.from == "d1" })
    #expect(redirect.to == "r5")
    #expect(messenger.nodes["r5"]?.label == "/channels?channelId=:channelID")
  }

  @Test func bankModalsAreDottedAndLabelledWithTheirStyle() throws {
    let chart = try MermaidChart(EmbeddedApp.bank.app().export(as: .mermaid))
    let support = try #require(chart.edges.first { $0.to == "c_support" })
    #expect(support.arrow == "-.->")
    #expect(support.label == "sheet, over anything")
    #expect(chart.edges.contains { $0.from == "s_card" && $0.to == "s_cardDetail" && $0.label == "push" })
    #expect(chart.edges.contains { $0.to == "c_home" && $0.label == "flow, guard signedIn" })
    #expect(chart.classes == ["modal": ["c_support"]])
  }

  // MARK: Markdown

  @Test(arguments: EmbeddedApp.allCases)
  func theMarkdownTableHasARowPerRoute(_ embedded: EmbeddedApp) throws {
    let app = try embedded.app()
    let rows = app.export(as: .markdown).split(separator: "\n").filter { $0.hasPrefix("|") }.map(Self.cells)
    #expect(rows.first == ["Pattern", "Target", "Stack", "Back stack", "Guards"])
    #expect(rows.dropFirst().first == ["---", "---", "---", "---", "---"])
    #expect(rows.count == 2 + app.patterns.count)
    #expect(rows.allSatisfy { $0.count == 5 })
    #expect(rows.dropFirst(2).map { $0[0] } == app.patterns.map { "`\($0)`" })
  }

  // MARK: Reading the formats back

  static func components(_ aasa: String) throws -> [[String: Any]] {
    let root = try JSONSerialization.jsonObject(with: Data(aasa.utf8)) as? [String: Any]
    let details = (root?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
    return details?.first?["components"] as? [[String: Any]] ?? []
  }

  /// Whether an AASA component takes a path and query, by Apple's rules: `*` any run of
  /// characters, `?` one character; each query item named must match.
  static func aasaMatches(_ component: [String: Any], _ link: String) -> Bool {
    let parts = link.split(separator: "?", maxSplits: 1).map(String.init)
    guard let path = component["/"] as? String, glob(path, parts[0]) else { return false }
    let items = Dictionary(
      (parts.count > 1 ? parts[1].split(separator: "&") : []).map { item -> (String, String) in
        let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
        return (pair[0], pair.count > 1 ? pair[1] : "")
      }, uniquingKeysWith: { first, _ in first })
    let query = component["?"] as? [String: String] ?? [:]
    return query.allSatisfy { key, pattern in items[key].map { glob(pattern, $0) } ?? false }
  }

  static func glob(_ pattern: String, _ text: String) -> Bool {
    let (p, t) = (Array(pattern), Array(text))
    func match(_ i: Int, _ j: Int) -> Bool {
      if i == p.count { return j == t.count }
      switch p[i] {
      case "*": return (j...t.count).contains { match(i + 1, $0) }
      case "?": return j < t.count && match(i + 1, j + 1)
      default: return j < t.count && p[i] == t[j] && match(i + 1, j + 1)
      }
    }
    return match(0, 0)
  }

  struct Element: Equatable {
    var name: String
    var attributes: [String: String]
    /// The index of the intent filter it is in.
    var filter: Int
  }

  /// Parses the Android fragment as the content of an `<activity>`, as it is meant to be
  /// pasted; throws when it is not well-formed.
  static func parseAndroid(_ fragment: String) throws -> [Element] {
    let document =
      "<activity xmlns:android=\"http://schemas.android.com/apk/res/android\">\n\(fragment)</activity>"
    let parser = XMLParser(data: Data(document.utf8))
    let collector = ElementCollector()
    parser.delegate = collector
    // NB: swift-corelibs-foundation's parse() returns true after some fatal errors (a
    // mismatched end tag); parserError is set for all of them.
    let parsed = parser.parse()
    guard parsed, parser.parserError == nil else {
      throw XMLError(description: parser.parserError.map { "\($0)" } ?? "not well-formed")
    }
    return collector.elements
  }

  struct XMLError: Error, CustomStringConvertible {
    var description: String
  }

  final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    private var filters = -1

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if name == "activity" { return }
      if name == "intent-filter" { filters += 1 }
      elements.append(Element(name: name, attributes: attributes, filter: filters))
    }
  }

  /// Splits a table row into its cells, keeping `\|` inside a cell.
  static func cells(_ row: Substring) -> [String] {
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in row.dropFirst() {
      if escaped {
        cell.append(character)
        escaped = false
      } else if character == "\\" {
        cell.append(character)
        escaped = true
      } else if character == "|" {
        cells.append(cell.trimmingCharacters(in: .whitespaces))
        cell = ""
      } else {
        cell.append(character)
      }
    }
    return cells
  }
}

/// A Mermaid flowchart read line by line, by the shapes the export writes: node declarations
/// `id["label"]` (and the `[[…]]`, `([…])`, `{{…}}` shapes), edges `a -->|"label"| b` or
/// `a -.->|"label"| b`, `classDef` and `class` lines, and `%%` comments.
struct MermaidChart {
  struct Node {
    var shape: String
    var label: String
  }

  struct Edge {
    var from: String
    var arrow: String
    var label: String?
    var to: String
  }

  struct SyntaxError: Error, CustomStringConvertible {
    var description: String
  }

  var header = ""
  var nodes: [String: Node] = [:]
  var edges: [Edge] = []
  var classes: [String: [String]] = [:]

  static func isIdentifier(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
      }
  }

  init(_ text: String) throws {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.last == "" else { throw SyntaxError(description: "no final newline") }
    lines.removeLast()
    header = lines.removeFirst()
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("%%") || trimmed.hasPrefix("classDef ") { continue }
      if trimmed.hasPrefix("class ") {
        let parts = trimmed.split(separator: " ")
        guard parts.count == 3 else { throw SyntaxError(description: "bad class line: \(line)") }
        classes[String(parts[2]), default: []] += parts[1].split(separator: ",").map(String.init)
        continue
      }
      if let edge = try Self.edge(trimmed) {
        edges.append(edge)
        continue
      }
      let (id, node) = try Self.node(trimmed)
      guard nodes[id] == nil else { throw SyntaxError(description: "\(id) declared twice") }
      nodes[id] = node
    }
  }

  private static func edge(_ line: String) throws -> Edge? {
    let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.count == 2, isIdentifier(parts[0]) else { return nil }
    var rest = Substring(parts[1])
    let arrow: String
    if rest.hasPrefix("-->") {
      arrow = "-->"
    } else if rest.hasPrefix("-.->") {
      arrow = "-.->"
    } else {
      return nil
    }
    rest = rest.dropFirst(arrow.count)
    var label: String?
    if rest.hasPrefix("|") {
      guard let end = rest.dropFirst().firstIndex(of: "|") else { throw SyntaxError(description: line) }
      label = try quoted(String(rest[rest.index(after: rest.startIndex)..<end]))
      rest = rest[rest.index(after: end)...]
    }
    guard rest.hasPrefix(" ") else { throw SyntaxError(description: line) }
    let to = String(rest.dropFirst())
    guard isIdentifier(to) else { throw SyntaxError(description: "bad target in \(line)") }
    return Edge(from: parts[0], arrow: arrow, label: label, to: to)
  }

  private static func node(_ line: String) throws -> (String, Node) {
    guard let open = line.firstIndex(where: { "[({".contains($0) }) else {
      throw SyntaxError(description: "not a node: \(line)")
    }
    let id = String(line[..<open])
    guard isIdentifier(id) else { throw SyntaxError(description: "bad ID \(id)") }
    let body = line[open...]
    for (start, end) in [("[[", "]]"), ("([", "])"), ("{{", "}}"), ("[", "]")]
    where body.hasPrefix(start) && body.hasSuffix(end) {
      let inner = String(body.dropFirst(start.count).dropLast(end.count))
      return (id, Node(shape: start, label: try quoted(inner)))
    }
    throw SyntaxError(description: "bad shape: \(line)")
  }

  /// The text of a quoted label, with entity codes decoded; throws when a `"` is inside.
  private static func quoted(_ text: String) throws -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
      throw SyntaxError(description: "unquoted label \(text)")
    }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("\""), !inner.contains("|"), !inner.contains("`") else {
      throw SyntaxError(description: "unescaped character in \(text)")
    }
    var out = ""
    var rest = Substring(inner)
    while let hash = rest.firstIndex(of: "#") {
      out += rest[..<hash]
      guard let semicolon = rest[hash...].firstIndex(of: ";"),
        let code = UInt32(rest[rest.index(after: hash)..<semicolon]), let scalar = Unicode.Scalar(code)
      else { throw SyntaxError(description: "bare # in \(text)") }
      out.unicodeScalars.append(scalar)
      rest = rest[rest.index(after: semicolon)...]
    }
    return out + rest
  }
}
