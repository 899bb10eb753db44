import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// Query literals and nested links in a manifest: as in Swift, with `explain`, the exports and
/// `generate` saying the same, and a misuse pointed at in the file.
@MainActor
@Suite struct ManifestQueryShapeTests {
  static func browser(routes: String = "", redirects: String = "  /deep-link?url=:url: \":url\"") -> String {
    """
    app: browser
    links: {schemes: [browser], hosts: [browser.example.com]}
    graph:
      main: {tabs: [home, search, settings]}
      home: {stack: home}
      search: {stack: search}
      settings: {stack: settings}
    screens:
      people: {in: search, parameters: [q]}
      places: {in: search}
      results: {in: search, parameters: [type]}
      section: {in: settings, parameters: [name]}
    routes:
      /search?type=people&q=:q: people(q)
      /search?type=places: places
      /search?type=:type: results(type)
      /settings/:name: section(name)
    \(routes)
    redirects:
    \(redirects)

    """
  }

  @Test func aQueryLiteralChoosesTheScreen() async throws {
    let app = try Manifest.parse(Self.browser(), file: "browser.yaml")
    #expect(app.reading("browser://search?q=ada&type=people").route == "people(ada)")
    #expect(app.reading("browser://search?type=places").route == "places")
    #expect(app.reading("browser://search?type=films").route == "results(films)")
    let session = ToolSession(app: app)
    let record = await session.open("https://browser.example.com/search?type=places")
    #expect(record.outcome?.description == "handled: places on screen")
  }

  @Test func aNestedLinkOpensTheScreenOfItsPath() async throws {
    let app = try Manifest.parse(Self.browser(), file: "browser.yaml")
    #expect(app.reading("browser://deep-link?url=%2Fsettings%2FnewTab").route == "section(newTab)")
    #expect(app.reading("browser://deep-link?url=javascript:alert(1)").error?.code == .notAbsolute)
    let session = ToolSession(app: app)
    #expect(
      await session.explain("browser://deep-link?url=/search?type=places").redirects == [
        "/search?type=places"
      ])
  }

  @Test func theExportsClaimTheLiteralsAndTheNestingLink() throws {
    let app = try Manifest.parse(Self.browser(), file: "browser.yaml")
    let aasa = app.export(as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.browser"]))
    #expect(aasa.contains(#""type": "places""#))
    #expect(aasa.contains(#""type": "people""#))
    #expect(aasa.contains(#""/deep-link?url=:url redirects to :url""#))
  }

  @Test func generateWritesTheLiteralsAndTheNestedRedirect() throws {
    let swift = try Manifest.generateSwift(Self.browser(), file: "browser.yaml")
    #expect(swift.contains(#"routes.add("/search?type=places""#))
    #expect(swift.contains(#"routes.redirect("/deep-link?url=:url", to: ":url")"#))
  }

  @Test(arguments: [
    (
      "  /search?type=places&x=:x?: places", "",
      "browser.yaml:18:3: error: ambiguous patterns: \"/search?type=places&x=:x?\" and \"/search?type=places\": both match the same links"
    ),
    (
      "  /search?type=a%20b: places", "",
      "browser.yaml:18:17: error: invalid pattern: a query literal cannot hold \"%\"; write the decoded text itself, or a parameter \":name\" to take any value"
    ),
    (
      "", "  /deep-link?url=:url?: \":url\"",
      "browser.yaml:20:26: error: invalid redirect: the redirect to \":url\" is the optional \":url\", which a link may not give; a nested link's parameter is required"
    ),
  ])
  func aMisuseIsPointedAt(_ routes: String, _ redirects: String, _ expected: String) throws {
    do {
      _ = try Manifest.parse(
        Self.browser(
          routes: routes, redirects: redirects.isEmpty ? "  /deep-link?url=:url: \":url\"" : redirects),
        file: "browser.yaml")
      Issue.record("loaded")
    } catch {
      #expect(String(error.description.prefix(while: { $0 != "\n" })) == expected)
      // docs/Manifest.md shows the ambiguity and the optional nested parameter as they are.
      if !expected.contains("cannot hold") {
        #expect(try ManifestDocsTests.blocks("").contains(error.description), "\(error)")
      }
    }
  }
}

/// `lint` with query literals: an overlap is found with a witness that gives the literal, and
/// literals that differ keep two patterns apart.
@Suite struct LintQueryLiteralTests {
  @Test func anOverlapIsFoundThroughTheLiteral() throws {
    let app = try Fixture.app(
      routes: [
        ("/:a(int)/:b?type=people", "x"), ("/:c/edit?type=people", "y"), ("/:c/edit?type=places", "z"),
      ],
      graph: Fixture.graph(screens: ["x", "y", "z"]))
    let findings = app.lint().findings.filter { $0.code == .ambiguousPatterns }
    #expect(findings.count == 1)
    #expect(findings.first?.message.hasPrefix(#""/1/edit?type=people" matches both"#) == true)
  }
}
