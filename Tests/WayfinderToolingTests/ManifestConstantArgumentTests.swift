import Foundation
import Testing
import WayfinderCoordination
import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// Constant route arguments in a manifest: `/artist/:id/auction-results` opens
/// `artist(id, tab = 'insights')`, prints back through the right pattern, and generates Swift
/// that does the same.
@MainActor
@Suite struct ManifestConstantArgumentTests {
  static func art(_ route: String = "  /artist/:id/auction-results: artist(id, tab = 'insights')") -> String {
    """
    app: art
    links: {schemes: [art], hosts: [art.example.com]}
    graph:
      main: {tabs: [home]}
      home: {stack: home}
    screens:
      artist: {in: home, parameters: [id, tab]}
    routes:
      /artist/:id: "artist(id, tab = 'overview')"
    \(route)

    """
  }

  @Test func aConstantIsGivenWhateverTheLink() async throws {
    let app = try Manifest.parse(Self.art(), file: "art.yaml")
    #expect(app.reading("art://artist/banksy/auction-results").route == "artist(id: banksy, tab: insights)")
    #expect(app.reading("art://artist/banksy").route == "artist(id: banksy, tab: overview)")
    let session = ToolSession(app: app)
    let record = await session.open("https://art.example.com/artist/banksy/auction-results")
    #expect(record.outcome?.description == "handled: artist(id: banksy, tab: insights) on screen")
  }

  @Test func generateGivesTheConstantAndPrintsThroughItsPattern() throws {
    let swift = try Manifest.generateSwift(Self.art(), file: "art.yaml")
    #expect(swift.contains(#"parse: { try .artist(id: $0.string("id"), tab: "insights") }"#))
    #expect(
      swift.contains(#"guard case .artist(let id, let tab) = route, tab == "insights" else { return nil }"#))
  }

  @Test(arguments: [
    (
      "  /artist/:id/auction-results: \"artist(id, tab = 'insights)\"",
      "art.yaml:10:50: error: the constant of \"tab\" is not closed in \"artist(id, tab = 'insights)\"; expected a closing \"'\""
    ),
    (
      "  /artist/:id/shows: artist(id, tab = '')",
      "art.yaml:10:39: error: the constant of \"tab\" is empty; expected a value, such as 'insights'"
    ),
    (
      "  /artist/:id/shows: artist(id, tabs = 'shows')",
      "art.yaml:10:33: error: screen \"artist\" has no parameter \"tabs\" (did you mean \"tab\"?); expected one of its parameters, id or tab, such as tab = 'shows'"
    ),
  ])
  func aMisuseIsPointedAt(_ route: String, _ expected: String) {
    do {
      _ = try Manifest.parse(Self.art(route), file: "art.yaml")
      Issue.record("loaded")
    } catch {
      #expect(String(error.description.prefix(while: { $0 != "\n" })).hasPrefix(expected), "\(error)")
    }
  }
}
