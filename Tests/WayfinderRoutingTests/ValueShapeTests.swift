import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// The value shapes of issue 35 (item 3): a set of one value, values compared without regard
/// to case, and values that refuse a link.
@Suite struct ValueShapeTests {
  enum Route: Sendable, Hashable {
    case paint(kind: String, id: Int)
    case color(String)
    case code(String)
    case user(String)
    case search(String)
    case other(String)
  }

  static func table() throws(RouteTableError) -> RouteTable<Route> {
    var routes = RouteTable<Route>.Builder(
      policy: LinkPolicy(schemes: ["paint"], hosts: ["paint.example.com"]))
    routes.register(ParameterType(name: "color", oneOf: ["red", "blue"]).ignoringCase)
    routes.register(try ParameterType(name: "code", pattern: "[a-z]{2}[0-9]{2}").ignoringCase)
    routes.register(try ParameterType(name: "reserved", pattern: "[._].*"))
    routes.add(
      "/p/:kind('photo')/:id(int)", parse: { .paint(kind: try $0.string("kind"), id: try $0.int("id")) },
      print: { if case .paint(let kind, let id) = $0 { ["kind": kind, "id": id] } else { nil } })
    routes.add(
      "/p/:name", parse: { .other(try $0.string("name")) },
      print: { if case .other(let name) = $0 { ["name": name] } else { nil } })
    routes.add(
      "/colors/:c(color)", parse: { .color($0.canonicalValue("c") ?? "") },
      print: { if case .color(let color) = $0 { ["c": color] } else { nil } })
    routes.add(
      "/codes/:c(code)", parse: { .code(try $0.string("c")) },
      print: { if case .code(let code) = $0 { ["c": code] } else { nil } })
    routes.add(
      "/users/:name!(admin|root)", parse: { .user(try $0.string("name")) },
      print: { if case .user(let name) = $0 { ["name": name] } else { nil } })
    routes.add(
      "/search?q=:q!(reserved)", parse: { .search(try $0.string("q")) },
      print: { if case .search(let q) = $0 { ["q": q] } else { nil } })
    return try routes.build()
  }

  @Test func aSetOfOneValueTakesThatValueAndCapturesIt() throws {
    let table = try Self.table()
    #expect(try table.match("paint://p/photo/7").route == .paint(kind: "photo", id: 7))
    // Not the value: the route is not taken (here /p/:name takes nothing of two segments).
    #expect(throws: LinkError.self) { try table.match("paint://p/video/7") }
    #expect(try table.link(for: .paint(kind: "photo", id: 7)) == "paint://p/photo/7")
    #expect(table.patterns[0].description == "/p/:kind('photo')/:id(int)")
  }

  @Test(arguments: [
    ("/a/:x('red|blue')", "invalid pattern: a quoted set holds one value; list several as :color(red|blue)"),
    ("/a/:x('')", "invalid pattern: a set of one value is written in single quotes, as in :color('red')"),
    (
      "/a/:x('re d')",
      "invalid pattern: a value of a set is letters, digits, \"-\", \"_\", \".\" and \"~\"; for other values, declare a type"
    ),
    (
      "/a/:x!()",
      "invalid pattern: refused values are written in parentheses after \"!\", as in :name!(admin|root)"
    ),
    ("/a#:x!(b)", "invalid pattern: a fragment refuses no values: a web page's anchors are not the app's"),
    ("/a/:x!(nope)", "invalid pattern: unknown parameter type \"nope\" (known: bool, int, string, uuid)"),
  ])
  func aMisuseIsPointedAt(_ pattern: String, _ expected: String) {
    #expect(throws: RouteTableError.self) { try RoutePattern(pattern) }
    do {
      _ = try RoutePattern(pattern)
    } catch {
      #expect(String(error.description.prefix { $0 != "\n" }) == expected)
    }
  }

  @Test func aTypeIgnoringCaseTakesEitherCaseAndReadsAsItsSetListsIt() throws {
    let table = try Self.table()
    for link in ["paint://colors/red", "paint://colors/RED", "paint://colors/Red"] {
      #expect(try table.match(link).route == .color("red"))
    }
    #expect(throws: LinkError.self) { try table.match("paint://colors/green") }
    #expect(try table.match("paint://codes/AB12").route == .code("AB12"))
    #expect(try table.match("paint://codes/ab12").route == .code("ab12"))
    #expect(throws: LinkError.self) { try table.match("paint://codes/ab1x") }
    let color = ParameterType(name: "color", oneOf: ["red"])
    #expect(!color.accepts("RED") && color.ignoringCase.accepts("RED") && color.ignoringCase.ignoresCase)
    #expect(ParameterType.int.ignoringCase.ignoresCase == false)
  }

  @Test func aRefusedValueRejectsTheLinkWithAReason() throws {
    let table = try Self.table()
    #expect(try table.match("paint://users/ada").route == .user("ada"))
    do {
      _ = try table.match("paint://users/admin")
      Issue.record("matched")
    } catch {
      #expect(error.code == .refusedValue)
      #expect(
        error.description == """
          rejected: the value "admin" of "name" is refused (in /users/:name!(admin|root), written ":name!(admin|root)")
            paint://users/admin
                          ^~~~~
          """)
    }
    #expect(try table.match("paint://search?q=tea").route == .search("tea"))
    #expect(throws: LinkError.self) { try table.match("paint://search?q=.env") }
    #expect((try? table.match("paint://search?q=_x")) == nil)
    #expect(table.patterns[4].description == "/users/:name!(admin|root)")
    #expect(table.patterns[5].description == "/search?q=:q!(reserved)")
    #expect(table.patterns[4].refusedValues.map(\.name) == ["name"])
  }
}

/// docs/Routing.md's table of the value shapes is what its sample's table does: the sample is
/// compiled by the Apple stand-ins check, and this is the same builder, run.
@Suite struct RoutingDocsValueShapeTests {
  enum PaintRoute: Hashable, Sendable {
    case photo(kind: String, id: Int)
    case swatch(color: String)
    case user(name: String)
  }

  static func table() throws -> RouteTable<PaintRoute> {
    var paint = RouteTable<PaintRoute>.Builder(schemes: ["paint"], hosts: ["paint.example.com"])
    paint.register(ParameterType(name: "color", oneOf: ["red", "blue"]).ignoringCase)
    paint.add(
      "/p/:kind('photo')/:id(int)",
      parse: { .photo(kind: try $0.string("kind"), id: try $0.int("id")) },
      print: { if case .photo(let kind, let id) = $0 { ["kind": kind, "id": id] } else { nil } })
    paint.add(
      "/colors/:color(color)",
      parse: { .swatch(color: $0.canonicalValue("color") ?? "") },
      print: { if case .swatch(let color) = $0 { ["color": color] } else { nil } })
    paint.add(
      "/users/:name!(admin|root)",
      parse: { .user(name: try $0.string("name")) },
      print: { if case .user(let name) = $0 { ["name": name] } else { nil } })
    return try paint.build()
  }

  @Test func theDocumentedTableIsWhatTheTableDoes() throws {
    let docs = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/Routing.md"), encoding: .utf8)
    let start = try #require(docs.range(of: "## Values: a set of one, either case, refused"))
    let end = try #require(docs.range(of: "## Priority"))
    let section = docs[start.upperBound..<end.lowerBound]
    // The sample in the docs is this builder, line for line.
    #expect(
      section.contains(#"paint.register(ParameterType(name: "color", oneOf: ["red", "blue"]).ignoringCase)"#))
    #expect(section.contains(#""/users/:name!(admin|root)","#))
    let table = try Self.table()
    var rows = 0
    for line in section.split(separator: "\n") where line.hasPrefix("| `paint://") {
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      }
      let (link, expected) = (cells[0], cells[1])
      do {
        let route = try table.match(link).route
        #expect("\(route)" == expected, "\(link)")
      } catch {
        #expect(error.code.description == expected.kebabCased, "\(link)")
      }
      rows += 1
    }
    #expect(rows == 5)
  }
}

extension String {
  /// `refusedValue` as `refused-value`.
  fileprivate var kebabCased: String {
    reduce(into: "") { text, character in
      if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
    }
  }
}
