import Testing
@_spi(Internals) import WayfinderRouting

/// A route may drop an optional query value of the wrong type rather than refuse the link.
@Suite struct LenientQueryTests {
  struct Episode: Hashable, Sendable {
    var id: Int
    var at: Int?
  }

  static func table(lenient: Set<String>) throws -> RouteTable<Episode> {
    var routes = RouteTable<Episode>.Builder(policy: LinkPolicy(schemes: ["pods"]))
    routes.add(
      "/episodes/:id(int)?t=:t(int)?", lenient: lenient,
      parse: { Episode(id: try $0.int("id"), at: $0.contains("t") ? try $0.int("t") : nil) },
      print: { ["id": $0.id, "t": $0.at] })
    return try routes.build()
  }

  @Test func aLenientValueOfTheWrongTypeIsDropped() throws {
    let table = try Self.table(lenient: ["t"])
    #expect(try table.match("pods://episodes/7?t=90").route == Episode(id: 7, at: 90))
    let dropped = try table.match("pods://episodes/7?t=soon")
    #expect(dropped.route == Episode(id: 7, at: nil))
    #expect(dropped.parameters["t"] == nil)
    #expect(!dropped.parameters.contains("t"))
    #expect(dropped.parameters.values == ["id": "7"])
    #expect(try table.match("pods://episodes/7").route == Episode(id: 7, at: nil))
    #expect(table.patterns[0].query[0].isLenient)
    #expect(table.patterns[0].description == "/episodes/:id(int)?t=:t(int)?")
    // Printing still takes only a value of the declared type.
    #expect(try table.link(for: Episode(id: 7, at: 90)) == "pods://episodes/7?t=90")
  }

  @Test func byDefaultAValueOfTheWrongTypeRefusesTheLink() throws {
    let table = try Self.table(lenient: [])
    #expect(throws: LinkError.self) { try table.match("pods://episodes/7?t=soon") }
    do {
      _ = try table.match("pods://episodes/7?t=soon")
    } catch {
      #expect(error.code == .invalidQueryValue)
    }
    #expect(!table.patterns[0].query[0].isLenient)
  }

  @Test func onlyAnOptionalQueryParameterCanBeLenient() {
    for name in ["id", "q", "nothing"] {
      var routes = RouteTable<Int>.Builder(policy: LinkPolicy(schemes: ["pods"]))
      routes.add("/episodes/:id(int)?q=:q", lenient: [name], parse: { _ in 1 }, print: { _ in [:] })
      #expect(throws: RouteTableError.self) { try routes.build() }
    }
  }
}
