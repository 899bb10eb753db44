import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// The link shapes of issue 22 item 5 in a manifest: value types (`bool`, sets, value patterns,
/// `types:`), the fragment, the query passed on whole, a refused query item, and one screen
/// reached through routes with different parameter sets; with `explain`, the exports, `lint`
/// and `generate` saying the same, and each misuse pointed at in the file.
@MainActor
@Suite struct ManifestLinkShapeTests {
  static func art(types: String = "", routes: String = "", screens: String = "") -> String {
    """
    app: art
    links: {schemes: [art], hosts: [art.example.com]}
    types:
      slug: {pattern: "[a-z0-9][a-z0-9-]{0,63}"}
      section: {oneOf: [overview, insights]}
      webURL: {url: [http, https]}
    \(types)
    graph:
      main: {tabs: [home, browse]}
      home: {stack: home}
      browse: {stack: browse}
    screens:
      artist: {in: home, parameters: [id, tab]}
      article: {in: browse, parameters: [title, part?]}
      faq: {in: browse}
      feature: {in: home, parameters: [on]}
      web: {in: browse, parameters: [url]}
      product: {in: browse, parameters: [id, rest?]}
      checkout: {in: home}
      profile: {in: home, parameters: [id?, name?]}
    \(screens)
    routes:
      /artist/:id(slug)/:tab(section): artist(id, tab)
      /article/:title#:part?: article(title, part)
      /help#faq: faq
      /feature?on=:on(bool): feature(on)
      /open?url=:url(webURL): web(url)
      /products/:id(int)?*rest: product(id, rest)
      /checkout?!preview: checkout
      /u/:id(int): profile(id)
      /user?name=:name: profile(name)
    \(routes)

    """
  }

  @Test func valueTypesChooseAndRefuse() throws {
    let app = try Manifest.parse(Self.art(), file: "art.yaml")
    #expect(app.reading("art://artist/banksy/insights").route == "artist(id: banksy, tab: insights)")
    #expect(app.reading("art://artist/Banksy/insights").error?.code == .noMatch)
    #expect(app.reading("art://artist/banksy/auctions").error?.code == .noMatch)
    #expect(app.reading("art://feature?on=1").route == "feature(true)")
    #expect(app.reading("art://feature?on=false").route == "feature(false)")
    #expect(app.reading("art://feature?on=yes").error?.code == .noMatch)
    #expect(
      app.reading("art://open?url=https%3A%2F%2Fart.example.com%2Fx").route
        == #"web("https://art.example.com/x")"#)
    #expect(app.reading("art://open?url=javascript%3Aalert(1)").error?.code == .noMatch)
    #expect(app.reading("art://open?url=javascript://art.example.com/%0Aalert(1)").error != nil)
  }

  @Test func theFragmentIsReadAndChooses() throws {
    let app = try Manifest.parse(Self.art(), file: "art.yaml")
    #expect(app.reading("art://article/cubism#history").route == "article(part: history, title: cubism)")
    #expect(app.reading("art://article/cubism").route == "article(cubism)")
    #expect(app.reading("art://help#faq").route == "faq")
    #expect(app.reading("art://help").error?.code == .noMatch)
  }

  @Test func theQueryIsPassedOnAndAnItemRefuses() throws {
    let app = try Manifest.parse(Self.art(), file: "art.yaml")
    #expect(
      app.reading("art://products/7?utm_source=mail&b=2").route == "product(id: 7, rest: utm_source=mail&b=2)"
    )
    #expect(app.reading("art://products/7").route == "product(7)")
    #expect(app.reading("art://checkout?step=2").route == "checkout")
    #expect(app.reading("art://checkout?preview=1").error?.code == .refusedQueryItem)
  }

  @Test func oneScreenOpensThroughTwoParameterSetsAndPrintsBackThroughEach() async throws {
    let app = try Manifest.parse(Self.art(), file: "art.yaml")
    #expect(app.reading("art://u/5").route == "profile(5)")
    #expect(app.reading("art://user?name=ada").route == "profile(ada)")
    // Each route prints only the values its pattern has.
    let swift = try Manifest.generateSwift(Self.art(), file: "art.yaml")
    #expect(
      swift.contains(
        "guard case .screen(.profile(let id, let name)) = route, id != nil, name == nil else { return nil }"))
    #expect(
      swift.contains(
        "guard case .screen(.profile(let id, let name)) = route, id == nil, name != nil else { return nil }"))
    let session = ToolSession(app: app)
    let record = await session.open("art://user?name=ada")
    #expect(record.outcome?.description == "handled: profile(ada) on screen")
  }

  @Test func theExportsClaimWhatTheRouterAccepts() throws {
    let app = try Manifest.parse(Self.art(), file: "art.yaml")
    let aasa = app.export(as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.art"]))
    #expect(aasa.contains(#""/": "/artist/?*/overview""#))
    #expect(aasa.contains(#""/": "/artist/?*/insights""#))
    #expect(!aasa.contains(#""/": "/artist/?*/?*""#))
    #expect(aasa.contains(##""#": "faq""##))
    #expect(aasa.contains(#""exclude": true"#))
    #expect(aasa.contains(#""preview": "*""#))
    let exclude = try #require(aasa.range(of: #""exclude": true"#))
    let checkout = try #require(aasa.range(of: #""comment": "/checkout?!preview opens checkout""#))
    #expect(exclude.lowerBound < checkout.lowerBound)
    let android = app.export(as: .android, options: ExportOptions())
    #expect(android.contains(#"android:pathPattern="/artist/..*/overview""#))
    #expect(android.contains(#"android:pathPattern="/artist/..*/insights""#))
  }

  @Test func generateWritesTheTypes() throws {
    let swift = try Manifest.generateSwift(Self.art(), file: "art.yaml")
    #expect(
      swift.contains(
        "public enum ArtSection: String, CaseIterable, Hashable, Sendable, LosslessStringConvertible"))
    #expect(swift.contains("public struct ArtSlug: Hashable, Sendable, LosslessStringConvertible"))
    #expect(swift.contains("public struct ArtWebURL: Hashable, Sendable, LosslessStringConvertible"))
    #expect(
      swift.contains(#"routes.register(try ParameterType(name: "slug", pattern: "[a-z0-9][a-z0-9-]{0,63}"))"#)
    )
    #expect(swift.contains(#"routes.register(ParameterType(name: "webURL") { ArtWebURL($0) != nil })"#))
    #expect(swift.contains("case artist(id: ArtSlug, tab: ArtSection)"))
    #expect(swift.contains("case feature(on: Bool)"))
    #expect(swift.contains("case profile(id: Int?, name: String?)"))
    #expect(swift.contains("case article(title: String, part: String?)"))
  }

  @Test func lintFindsAnOverlapThroughASetAndAValuePattern() throws {
    let app = try Manifest.parse(
      Self.art(routes: "  /artist/:id(slug)/:name(slug): web(url = name)"), file: "art.yaml")
    let findings = app.lint().findings.filter { $0.code == .ambiguousPatterns }
    #expect(findings.contains { $0.message.contains("/artist/") && $0.message.contains("section") })
  }

  @Test(arguments: [
    (
      "", "  /article/:name#:x?: faq",
      "art.yaml:32:3: error: ambiguous patterns: \"/article/:name#:x?\" and \"/article/:title#:part?\": both match the same links"
    ),
    (
      "", "  /a/:t(x|x): faq",
      "art.yaml:32:11: error: invalid pattern: \"x\" is in the set twice"
    ),
    (
      "", "  /b?!: faq",
      "art.yaml:32:6: error: invalid pattern: \"!\" is followed by the query key whose presence refuses the link"
    ),
    (
      "", "  /c#a#b: faq",
      "art.yaml:32:7: error: invalid pattern: a pattern has one fragment: a second \"#\""
    ),
    (
      "  code: {pattern: \"[a-z]{2,1}\"}", "",
      "art.yaml:7:25: error: invalid value pattern of \"code\": in {n,m}, m is at least n"
    ),
    (
      "  code: {pattern: \"(a|b)\"}", "",
      "art.yaml:7:20: error: invalid value pattern of \"code\": a value pattern has no groups or alternatives"
    ),
    (
      "  code: {oneOf: [a, b], url: [https]}", "",
      "art.yaml:7:25: error: the type \"code\" has 2 rules"
    ),
    (
      "  int: {oneOf: [a]}", "",
      "art.yaml:7:3: error: \"int\" is a built-in type and cannot be declared again"
    ),
    (
      "  link: {url: [\"javascript:\"]}", "",
      "art.yaml:7:16: error: \"javascript:\" is not a URL scheme"
    ),
  ])
  func aMisuseIsPointedAt(_ types: String, _ routes: String, _ expected: String) throws {
    do {
      _ = try Manifest.parse(Self.art(types: types, routes: routes), file: "art.yaml")
      Issue.record("loaded")
    } catch {
      #expect(String(error.description.prefix(while: { $0 != "\n" })).hasPrefix(expected), "\(error)")
      // docs/Manifest.md shows these two as they are.
      if expected.contains("m is at least n") || expected.contains("one fragment") {
        #expect(try ManifestDocsTests.blocks("").contains(error.description), "\(error)")
      }
    }
  }

  @Test func theDocumentedRefusalIsTheOneALinkGets() throws {
    let app = try Manifest.parse(Self.art(), file: "art.yaml")
    let error = try #require(app.reading("art://checkout?preview=1").error)
    #expect(try ManifestDocsTests.blocks("").contains(error.description), "\(error)")
  }

  @Test func anOptionalParameterDeclaredTwiceIsPointedAt() throws {
    let text = Self.art().replacingOccurrences(
      of: "parameters: [id?, name?]", with: "parameters: [id?, name?, id]")
    do {
      _ = try Manifest.parse(text, file: "art.yaml")
      Issue.record("loaded")
    } catch {
      #expect(
        String(error.description.prefix(while: { $0 != "\n" })).hasPrefix(
          "art.yaml:20:48: error: screen \"profile\" declares \"id\" twice"), "\(error)")
    }
  }

  @Test func aRequiredParameterARouteLeavesOutIsStillAnError() throws {
    let text = Self.art().replacingOccurrences(of: "[title, part?]", with: "[title, part, extra?]")
      .replacingOccurrences(
        of: "/article/:title#:part?: article(title, part)", with: "/article/:title: article(title)")
    do {
      _ = try Manifest.parse(text, file: "art.yaml")
      Issue.record("loaded")
    } catch {
      #expect(error.description.contains("screen \"article\" needs \"part\""), "\(error)")
    }
  }
}

/// The Swift `generate` writes for the link shapes, committed beside this file and compiled
/// with the tests: its value types take what the manifest's rules take, and each of its routes
/// prints back through the pattern of its parameter set.
@Suite struct GeneratedLinkShapeTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ArtNavigation.generated.swift").path

  /// Regenerate with `swift run wayfinder generate` on ManifestLinkShapeTests.art() saved as
  /// art.yaml, into Tests/WayfinderToolingTests/ArtNavigation.generated.swift.
  @Test @MainActor func theCommittedFileIsWhatGenerateWrites() throws {
    let expected = try String(contentsOfFile: Self.file, encoding: .utf8)
    #expect(try Manifest.generateSwift(ManifestLinkShapeTests.art(), file: "art.yaml") == expected)
  }

  @Test func theGeneratedTypesAndRoutesMatchAndPrint() throws {
    let routes = try ArtNavigation.routes()
    let artist = try routes.match("art://artist/banksy/insights").route
    #expect(artist == .screen(.artist(id: ArtSlug("banksy")!, tab: .insights)))
    #expect(ArtSlug("Banksy") == nil && ArtSection("auctions") == nil)
    #expect(try routes.match("art://feature?on=0").route == .screen(.feature(on: false)))
    #expect(ArtWebURL("javascript:alert(1)") == nil && ArtWebURL("HTTPS://a.example/x") != nil)
    #expect(throws: LinkError.self) { try routes.match("art://open?url=javascript%3Aalert(1)") }
    #expect(throws: LinkError.self) { try routes.match("art://checkout?preview=1") }
  }

  @Test func everySampleRouteComesBack() throws {
    #expect(try ArtNavigation.roundTripFailures() == [])
  }

  @Test func eachParameterSetPrintsThroughItsRoute() throws {
    let routes = try ArtNavigation.routes()
    #expect(try routes.link(for: .screen(.profile(id: 5, name: nil))) == "art://u/5")
    #expect(try routes.link(for: .screen(.profile(id: nil, name: "ada"))) == "art://user?name=ada")
    #expect(throws: RouteTableError.self) { try routes.link(for: .screen(.profile(id: nil, name: nil))) }
    #expect(
      try routes.link(for: .screen(.article(title: "cubism", part: "history")))
        == "art://article/cubism#history")
    #expect(try routes.link(for: .screen(.product(id: 7, rest: "b=2"))) == "art://products/7?b=2")
    #expect(try routes.link(for: .screen(.feature(on: true))) == "art://feature?on=true")
  }
}
