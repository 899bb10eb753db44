import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// Names and literals that mean something in the formats: quotes, `#`, `|`, `&`, `<`, `.`, `*`,
/// a screen named `end`, and the root path.
@Suite struct ExportEscapingTests {
  static let quoted = "say \"hi\"|now"
  static let marked = "a<b>&c"

  static func oddApp() throws -> ToolApp {
    let graph = try Fixture.graph { graph in
      graph.screen("end", in: "main")
      graph.screen(quoted, in: "main", parameters: ["id"])
      graph.modal("sheet #1", .sheet, root: Screen(marked), over: "end")
    }
    return try Fixture.app(
      name: "odd app!",
      policy: LinkPolicy(schemes: ["odd"], hosts: ["odd.example.com"]),
      routes: [("/", "home"), ("/files/*rest", "end"), ("/a.b/:id/x*y", quoted), ("/q&a", marked)],
      graph: graph)
  }

  @Test func mermaidIDsAreIdentifiersAndLabelsAreEntityCoded() throws {
    let text = try Self.oddApp().export(as: .mermaid, options: ExportOptions(includesRoutes: true))
    let chart = try MermaidChart(text)
    #expect(chart.nodes["s_end"]?.label == "end")
    #expect(chart.nodes["s_say_20__22_hi_22__7C_now"]?.label == "say \"hi\"|now(id)")
    #expect(chart.nodes["c_sheet_20__23_1"]?.label == "sheet #1 (sheet)")
    #expect(chart.nodes["s_a_3C_b_3E__26_c"]?.label == "a<b>&c")
    #expect(text.contains(#"s_say_20__22_hi_22__7C_now["say #34;hi#34;#124;now(id)"]"#))
    #expect(chart.edges.contains { $0.from == "s_end" && $0.to == "c_sheet_20__23_1" && $0.label == "sheet" })
    #expect(chart.edges.contains { $0.from == "r4" && $0.to == "s_a_3C_b_3E__26_c" && $0.label == "opens" })
    for edge in chart.edges {
      #expect(chart.nodes[edge.from] != nil && chart.nodes[edge.to] != nil)
    }
  }

  @Test func androidPathsEscapeGlobAndXML() throws {
    let text = try Self.oddApp().export(as: .android)
    #expect(text.contains(#"<data android:path="/q&amp;a" />"#))
    let data = try ExportFormatTests.parseAndroid(text).filter { $0.name == "data" }.map(\.attributes)
    #expect(
      data == [
        ["android:scheme": "https"], ["android:host": "odd.example.com"], ["android:path": "/"],
        ["android:pathPrefix": "/files/"], ["android:pathPattern": #"/a\\.b/..*/x\\*y"#],
        ["android:pathPattern": #"/a\\.b/..*/x\\*y/"#], ["android:path": "/q&a"], ["android:path": "/q&a/"],
        ["android:scheme": "odd"],
      ])
  }

  @Test func aNameThatWouldEndAnXMLCommentIsBrokenUp() throws {
    let app = try Fixture.app(name: "a--b", routes: [("/a", "a")], graph: Fixture.graph(screens: ["a"]))
    #expect(throws: Never.self) { try ExportFormatTests.parseAndroid(app.export(as: .android)) }
    #expect(throws: (any Error).self) { try ExportFormatTests.parseAndroid("<intent-filter>") }
  }

  @Test func aasaPatternsAndCommentsAreJSON() throws {
    let components = try ExportFormatTests.components(Self.oddApp().export(as: .aasa))
    // A path that ends in a literal is claimed with its trailing slash too.
    #expect(
      components.map { $0["/"] as? String } == [
        "/", "/files/?*", "/a.b/?*/x*y", "/a.b/?*/x*y/", "/q&a", "/q&a/",
      ])
    #expect(components[2]["comment"] as? String == "/a.b/:id/x*y opens \(Self.quoted)")
  }

  @Test func aasaNamesThePlaceholderAppIDUnlessGivenOne() throws {
    let app = try Self.oddApp()
    let placeholder =
      try JSONSerialization.jsonObject(with: Data(app.export(as: .aasa).utf8)) as? [String: Any]
    let details = (placeholder?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
    #expect(details?.first?["appIDs"] as? [String] == ["TEAMID.com.example.oddapp"])
    let given = app.export(as: .aasa, options: ExportOptions(appIDs: ["A1.com.x", "A1.com.y"]))
    #expect(given.contains("\"A1.com.x\",\n          \"A1.com.y\""))
  }

  @Test func aasaPercentEncodesWhatAURLWould() throws {
    let app = try Fixture.app(routes: [("/caf\u{E9}/x\"y", "a")], graph: Fixture.graph(screens: ["a"]))
    let components = try ExportFormatTests.components(app.export(as: .aasa))
    #expect(components.first?["/"] as? String == "/caf%C3%A9/x%22y")
  }

  @Test func markdownCellsEscapePipes() throws {
    let text = try Self.oddApp().export(as: .markdown)
    #expect(text.contains(#"| `/a.b/:id/x*y` | say "hi"\|now | main | home | — |"#))
    #expect(text.contains("| `/q&a` | a<b>&c (sheet) | sheet #1 | over end | — |"))
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("|") }.map(ExportFormatTests.cells)
    #expect(rows.allSatisfy { $0.count == 5 })
  }

  @Test func everyFormatEndsWithANewlineAndIsTheSameEachTime() throws {
    let app = try Self.oddApp()
    for format in ExportFormat.allCases {
      let text = app.export(as: format)
      #expect(text.hasSuffix("\n"))
      #expect(text == app.export(as: format))
    }
  }
}
