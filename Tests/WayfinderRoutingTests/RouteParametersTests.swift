import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// Reading captured values: every accessor, decoding, and the errors a `parse` closure can meet.
@Suite struct RouteParametersTests {
  static func table() throws -> RouteTable<String> {
    var builder = RouteTable<String>.Builder(policy: LinkPolicy(schemes: ["app"], hosts: ["app.example.com"]))
    builder.add(
      "/u/:id(uuid)/:n(int)/*rest?q=:q&page=:page(int)?",
      parse: { _ in "matched" }, print: { _ in nil })
    return try builder.build()
  }

  static let link = "app://u/6f9619ff-8b86-d011-b42d-00c04fc964ff/-12/a%20b/c%2Fd?q=caf%C3%A9&x=1"

  @Test func readsEveryKindOfValue() throws {
    let parameters = try Self.table().match(Self.link).parameters
    #expect(parameters.link == Self.link)
    #expect(try parameters.uuid("id") == UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
    #expect(try parameters.int("n") == -12)
    #expect(try parameters.value("n", as: Int.self) == -12)
    #expect(try parameters.string("rest") == "a b/c/d")
    #expect(try parameters.segments("rest") == ["a b", "c/d"])
    #expect(try parameters.string("q") == "café")
    #expect(parameters["page"] == nil)
    #expect(parameters.contains("q"))
    #expect(!parameters.contains("page"))
    #expect(!parameters.contains("nope"))
    #expect(
      parameters.values == [
        "id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "n": "-12", "rest": "a b/c/d", "q": "café",
      ])
  }

  @Test func errorsSayWhatIsWrong() throws {
    let parameters = try Self.table().match(Self.link).parameters
    let unknown = #expect(throws: LinkError.self) { try parameters.string("nope") }
    #expect(unknown?.code == .routeConstructionFailed)
    #expect(
      unknown?.reason
        == "/u/:id(uuid)/:n(int)/*rest?q=:q&page=:page(int)? has no parameter \"nope\" (it has: \"id\", \"n\", \"rest\", \"q\", \"page\")"
    )
    let missing = #expect(throws: LinkError.self) { try parameters.int("page") }
    #expect(
      missing?.reason
        == "the link gives no value for the optional parameter \"page\" of /u/:id(uuid)/:n(int)/*rest?q=:q&page=:page(int)?"
    )
    let notInt = #expect(throws: LinkError.self) { try parameters.int("q") }
    #expect(
      notInt?.reason
        == "the value of \"q\" in /u/:id(uuid)/:n(int)/*rest?q=:q&page=:page(int)? does not convert to Int")
  }

  @Test func printsToTheFormAskedFor() throws {
    enum R: Hashable, Sendable { case card(Int) }
    var builder = RouteTable<R>.Builder(
      policy: LinkPolicy(
        schemes: ["bank", "bank-beta"], hosts: ["bank.example.com", "www.bank.example.com"]))
    builder.add(
      "/cards/:id(int)", parse: { .card(try $0.int("id")) },
      print: { if case .card(let id) = $0 { ["id": id] } else { nil } })
    let table = try builder.build()
    #expect(try table.link(for: .card(1), as: .customScheme("bank-beta")) == "bank-beta://cards/1")
    #expect(
      try table.link(for: .card(1), as: .universalLink(host: "www.bank.example.com"))
        == "https://www.bank.example.com/cards/1")
  }

  @Test(arguments: [
    (
      "app://u/6f9619ff-8b86-d011-b42d-00c04fc964ff/0042/a%20b/c?q=Caf%C3%A9&page=-0", "id",
      "6F9619FF-8B86-D011-B42D-00C04FC964FF"
    ),
    ("app://u/6F9619FF-8B86-D011-B42D-00C04FC964FF/0042/a/c?q=x", "n", "42"),
    ("app://u/6F9619FF-8B86-D011-B42D-00C04FC964FF/-0/a/c?q=x", "n", "0"),
    ("app://u/6F9619FF-8B86-D011-B42D-00C04FC964FF/-007/a/c?q=x", "n", "-7"),
    ("app://u/6F9619FF-8B86-D011-B42D-00C04FC964FF/1/a%20b/c?q=x", "rest", "a b/c"),
    ("app://u/6F9619FF-8B86-D011-B42D-00C04FC964FF/1/a/c?q=Caf%C3%A9", "q", "Café"),
    ("app://u/6F9619FF-8B86-D011-B42D-00C04FC964FF/1/a/c?q=x&page=0010", "page", "10"),
  ])
  func canonicalValuesReadAsTheirSwiftTypesPrint(link: String, name: String, canonical: String) throws {
    let parameters = try Self.table().match(link).parameters
    #expect(parameters.canonicalValue(name) == canonical)
  }

  @Test func aCanonicalValueTheLinkLacksIsNil() throws {
    let parameters = try Self.table().match(Self.link).parameters
    #expect(parameters.canonicalValue("page") == nil)
    #expect(parameters.canonicalValue("nope") == nil)
  }
}
