import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// The last two link shapes of issue 35 (item 3) in a manifest, as `Manifests/press.yaml` and
/// docs/Manifest.md show them: the whole link beside a route's values (`link: source`), never
/// printed, and links encoded twice decoded once more, at most (`links: {decode: twice}`);
/// with `explain`, `open`, the exports, `lint` and `generate` saying the same.
@MainActor
@Suite struct ManifestPressTests {
  static let press = Result {
    try String(contentsOfFile: ShippedManifest.folder + "/press.yaml", encoding: .utf8)
  }

  static func app() throws -> ToolApp { try Manifest.parse(try press.get(), file: "press.yaml") }

  @Test func theDocsShowThePressManifestAsItIs() throws {
    let documented = try #require(try ManifestDocsTests.blocks("yaml").first { $0.hasPrefix("app: press") })
    #expect(documented + "\n" == (try Self.press.get()))
    // docs/Manifest.md shows the refusal past the bound as it is.
    let refused = try #require(try Self.app().reading("press://files/a%25252Fb").error)
    #expect(try ManifestDocsTests.blocks("").contains(refused.description), "\(refused)")
  }

  @Test func eachShapeOpensWhatTheDocsSay() throws {
    let app = try Self.app()
    let article = app.reading("https://press.example.com/a/7?ref=mail")
    #expect(article.route == #"article(id: 7, source: "https://press.example.com/a/7?ref=mail")"#)
    // The whole link is the route's, not a value of the pattern.
    #expect(article.parameters.map(\.name) == ["id"])
    #expect(article.decodedAgain == nil)
    let search = app.reading("https://press.example.com/search%3Fq%3Dred%2520shoes")
    #expect(search.route == #"search("red shoes")"#)
    #expect(search.decodedAgain == "https://press.example.com/search?q=red%20shoes")
    #expect(search.normalized?.description == "/search?q=red%20shoes")
    #expect(app.reading("press://files/a%252Fb").route == "file(a/b)")
    // The link as a `URL` holds it, as the generated Swift does: a raw letter encoded.
    #expect(app.reading("press://a/caf\u{E9}").route == #"article(id: café, source: "press://a/caf%C3%A9")"#)
    #expect(app.reading("press://files/a%25252Fb").error?.code == .tooManyEncodings)
    #expect(app.reading("press://files/%252E%252E").error?.code == .dotSegment)
    #expect(app.reading("press://files/a%250Ab").error?.code == .controlCharacter)
  }

  @Test func openPrintsAndExplainsTheWholeLink() async throws {
    let session = ToolSession(app: try Self.app())
    let record = await session.open("https://press.example.com/a/7?ref=mail")
    #expect(
      record.outcome?.description
        == #"handled: article(id: 7, source: "https://press.example.com/a/7?ref=mail") on screen"#)
    let refused = await session.open("press://files/a%25252Fb")
    #expect(
      refused.outcome?.description.hasPrefix("rejected") == true, "\(String(describing: refused.outcome))")
    let explanation = await session.explain("https://press.example.com/search%3Fq%3Dshoes")
    #expect(explanation.description.contains(#"search(shoes)"#), "\(explanation)")
  }

  @Test func theExportsClaimWhatTheAppDecodesAndNothingOfTheWholeLink() throws {
    let app = try Self.app()
    let aasa = app.export(as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.press"]))
    #expect(aasa.contains(#""/": "/a/?*""#))
    #expect(aasa.contains(#""/": "/*%25*""#))
    #expect(aasa.contains(#""/": "/*%3F*""#))
    #expect(!aasa.contains("source"))
    let android = app.export(as: .android)
    #expect(android.contains(#"android:pathPattern=".*%.*""#))
    #expect(android.contains(#"android:pathPattern=".*?.*""#))
    // Decoding once, the default, claims no more than before.
    let once = try Manifest.parse(
      try Self.press.get().replacingOccurrences(of: ", decode: twice", with: ""), file: "press.yaml")
    #expect(!once.export(as: .aasa, options: ExportOptions(appIDs: ["A.b"])).contains("%25"))
    #expect(once.reading("press://files/a%252Fb").route == "file(a%2Fb)")
  }

  @Test func lintIsQuietAndGenerateWritesTheShapes() throws {
    let app = try Self.app()
    #expect(app.lint().findings.isEmpty, "\(app.lint().findings)")
    let generated = try String(
      contentsOfFile:
        "\(ShippedManifest.folder)/../Tests/WayfinderToolingTests/Generated/PressNavigation.generated.swift",
      encoding: .utf8)
    #expect(try Manifest.generateSwift(contentsOf: "\(ShippedManifest.folder)/press.yaml") == generated)
    #expect(generated.contains("policy.decodesTwice = true"))
    #expect(generated.contains("case article(id: String, source: URL)"))
    #expect(generated.contains(#"parse: { try .article(id: $0.string("id"), source: $0.linkURL()) },"#))
    #expect(generated.contains("guard case .article(let id, _) = route else { return nil }"))
  }

  /// `Generated/PressNavigation.generated.swift`, compiled into these tests: the case holds the
  /// link as a `URL`, which `print` ignores.
  @Test func theGeneratedSwiftHoldsTheLinkAndPrintsWithoutIt() async throws {
    let table = try PressNavigation.routes()
    let link = "https://press.example.com/a/7?ref=mail"
    #expect(try table.match(link).route == .article(id: "7", source: try #require(URL(string: link))))
    #expect(try table.link(for: .article(id: "7", source: try #require(URL(string: link)))) == "press://a/7")
    #expect(try table.match("press://files/a%252Fb").route == .file(path: "a/b"))
    #expect(try PressNavigation.roundTripFailures() == [])
    let navigator = HeadlessNavigator(state: PressNavigation.signedInStart)
    let center = DeepLinkCenter(
      routes: table, graph: try PressNavigation.graph(), navigator: navigator, clock: ManualClock(),
      destination: { $0.destination })
    center.becomeReady()
    #expect(await center.open(link).name == "handled")
    #expect(
      navigator.state.topScreen
        == PressScreen.article(id: "7", source: try #require(URL(string: link))).screen)
  }

  @Test(arguments: [
    (
      "link: source}", "link: id}",
      "press.yaml:10:49: error: the whole link \"id\" clashes with a value \"id\" of /a/:id; expected a name of its own for the whole link, such as link: source"
    ),
    (
      "link: source}", "link: origin}",
      "press.yaml:10:49: error: the whole link \"origin\" is given to no parameter of \"article\"; expected article(…, origin), or no \"link\" key"
    ),
    (
      #""article(id, source)""#, #""article(id, source = '/' + source)""#,
      "press.yaml:10:48: error: \"source\" puts text before the whole link \"source\"; expected the whole link as it arrived, such as article(source = source)"
    ),
    (
      "decode: twice", "decode: thrice",
      "press.yaml:2:63: error: \"thrice\" is not a way to decode links; expected once (the default) or twice (a link encoded twice is decoded once more, at most)"
    ),
  ])
  func aMisuseIsPointedAt(_ replacing: String, _ with: String, _ expected: String) throws {
    let text = try Self.press.get()
    let range = try #require(text.range(of: replacing))
    let broken = text.replacingCharacters(in: range, with: with)
    do {
      _ = try Manifest.parse(broken, file: "press.yaml")
      Issue.record("loaded")
    } catch {
      #expect(String(error.description.prefix { $0 != "\n" }) == expected)
      #expect(error.code == .invalidValue)
      // generate refuses it with the same error, which lint reports as the manifest's.
      #expect(throws: error) { try Manifest.generateSwift(broken, file: "press.yaml") }
    }
  }
}
