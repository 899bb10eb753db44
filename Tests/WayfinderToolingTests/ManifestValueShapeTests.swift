import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// The value shapes of issue 35 (item 3) in a manifest, as `Manifests/paint.yaml` and the
/// docs show them: a set of one value (`:kind('photo')`), types that take either case
/// (`anyCase: true`), and values that refuse a link (`:name!(admin|root)`), with `explain`,
/// `open`, the exports, `lint` and `generate` saying the same.
@MainActor
@Suite struct ManifestValueShapeTests {
  static let paint = Result {
    try String(contentsOfFile: ShippedManifest.folder + "/paint.yaml", encoding: .utf8)
  }

  static func app() throws -> ToolApp { try Manifest.parse(try paint.get(), file: "paint.yaml") }

  @Test func theDocsShowThePaintManifestAsItIs() throws {
    let documented = try #require(try ManifestDocsTests.blocks("yaml").first { $0.hasPrefix("app: paint") })
    #expect(documented + "\n" == (try Self.paint.get()))
  }

  @Test func eachShapeOpensWhatTheDocsSay() throws {
    let app = try Self.app()
    #expect(app.reading("paint://p/photo/7").route == "photo(id: 7, kind: photo)")
    #expect(app.reading("paint://p/video/7").error?.code == .noMatch)
    for link in ["paint://colors/RED", "paint://colors/Red", "paint://colors/red"] {
      #expect(app.reading(link).route == "swatch(red)", "\(link)")
    }
    #expect(app.reading("paint://colors/green").error?.code == .noMatch)
    #expect(app.reading("paint://codes/AB12").route == "product(AB12)")
    #expect(app.reading("paint://codes/ab12").route == "product(ab12)")
    #expect(app.reading("paint://users/ada").route == "user(ada)")
    #expect(app.reading("paint://users/admin").error?.code == .refusedValue)
    #expect(app.reading("paint://files?path=.env").error?.code == .refusedValue)
    #expect(app.reading("paint://files?path=notes.txt").route == "file(notes.txt)")
    #expect(app.reading("paint://go/docs/intro").route == "page(/docs/intro)")
    #expect(app.reading("paint://users/ada").pattern == "/users/:name!(admin|root)")
    // docs/Manifest.md shows the refusal as it is.
    let refused = try #require(app.reading("paint://users/admin").error)
    #expect(try ManifestDocsTests.blocks("").contains(refused.description), "\(refused)")
  }

  @Test func openAndExplainSayARefusedValueIsRejected() async throws {
    let session = ToolSession(app: try Self.app())
    let record = await session.open("paint://users/admin")
    #expect(record.outcome?.description.hasPrefix("rejected") == true)
    #expect(
      record.outcome?.description.contains(#"the value "admin" of "name" is refused"#) == true,
      "\(String(describing: record.outcome))")
    let page = await session.open("paint://go/docs/intro")
    #expect(page.outcome?.description == "handled: page(/docs/intro) on screen")
    let explanation = await session.explain("paint://colors/BLUE")
    #expect(explanation.description.contains("swatch(blue)"), "\(explanation)")
  }

  @Test func theExportsClaimEitherCaseAndExcludeTheRefusedValues() throws {
    let app = try Self.app()
    let aasa = app.export(as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.paint"]))
    #expect(aasa.contains(#""/": "/p/photo/?*""#))
    // A type of either case is claimed as any value: neither format lists every spelling.
    #expect(aasa.contains(#""/": "/colors/?*""#))
    #expect(!aasa.contains(#""/": "/colors/red""#))
    let admin = try #require(aasa.range(of: #""/": "/users/admin""#))
    let users = try #require(aasa.range(of: #""/": "/users/?*""#))
    #expect(admin.lowerBound < users.lowerBound)
    #expect(aasa.contains(#"refuses \"root\" as \"name\""#))
    let android = app.export(as: .android, options: ExportOptions())
    #expect(android.contains(#"android:pathPattern="/p/photo/..*""#))
    #expect(android.contains(#"android:pathPattern="/colors/..*""#))
  }

  @Test func lintIsQuietAndGenerateWritesTheShapes() throws {
    let app = try Self.app()
    #expect(app.lint().findings.filter { $0.severity == .error }.isEmpty, "\(app.lint().findings)")
    let swift = try Manifest.generateSwift(try Self.paint.get(), file: "paint.yaml")
    #expect(swift.contains("let folded = description.lowercased()"))
    #expect(
      swift.contains(
        #"routes.register(try ParameterType(name: "code", pattern: "[a-z]{2}[0-9]{2}").ignoringCase)"#))
    #expect(swift.contains(#""/users/:name!(admin|root)""#))
    #expect(swift.contains(#"path: "/" + $0.segments("rest").joined(separator: "/")"#), "\(swift)")
    #expect(swift.contains(#"path.hasPrefix("/")"#))
    #expect(swift.contains(#"return ["rest": String(path.dropFirst(1))]"#))
    #expect(swift.contains(#""/p/:kind('photo')/:id(int)""#))
  }

  @Test(arguments: [
    (
      "  code: {pattern: \"[a-z]{2}[0-9]{2}\", anyCase: true}",
      "  code: {url: [https], anyCase: true}",
      "paint.yaml:5:24: error: the type \"code\" is a url, whose scheme and host take either case already; expected anyCase on a oneOf or pattern type"
    ),
    (
      #"  /go/*rest: "page(path = '/' + rest)""#,
      #"  /go?to=:rest?: "page(path = '/' + rest)""#,
      "paint.yaml:22:37: error: \"path\" puts text before \"rest\", which a link of \"/go?to=:rest?\" may not give; expected a parameter every link gives (a path segment or a required query item)"
    ),
    (
      #"  /go/*rest: "page(path = '/' + rest)""#,
      #"  /go/*rest: "page(path = '/' +)""#,
      "paint.yaml:22:32: error: \"path\" has no name after \"+\" in \"page(path = '/' +)\"; expected a parameter of the pattern, as in '/' + rest"
    ),
    (
      "  /users/:name!(admin|root): user(name)",
      "  /users/:name!(admins): user(name)",
      "paint.yaml:20:17: error: invalid pattern: unknown parameter type \"admins\" (known: bool, code, color, hidden, int, string, uuid)"
    ),
  ])
  func aMisuseIsPointedAt(_ replacing: String, _ with: String, _ expected: String) throws {
    let text = try Self.paint.get()
    let range = try #require(text.range(of: replacing))
    do {
      _ = try Manifest.parse(text.replacingCharacters(in: range, with: with), file: "paint.yaml")
      Issue.record("loaded")
    } catch {
      #expect(String(error.description.prefix { $0 != "\n" }) == expected)
    }
  }
}

/// The host as a value in a manifest (`Manifests/relay.yaml`, shown in docs/Manifest.md):
/// `hosts: [":workspace.relay.app"]`.
@MainActor
@Suite struct ManifestHostValueTests {
  static let relay = Result {
    try String(contentsOfFile: ShippedManifest.folder + "/relay.yaml", encoding: .utf8)
  }

  static func app() throws -> ToolApp { try Manifest.parse(try relay.get(), file: "relay.yaml") }

  @Test func theDocsShowTheRelayManifestAsItIs() throws {
    let documented = try #require(try ManifestDocsTests.blocks("yaml").first { $0.hasPrefix("app: relay") })
    #expect(documented + "\n" == (try Self.relay.get()))
  }

  @Test func theSubdomainIsTheWorkspace() async throws {
    let app = try Self.app()
    let reading = app.reading("https://acme.relay.app/c/C1")
    #expect(reading.route == "channel(id: C1, workspace: acme)")
    #expect(reading.pattern == "/c/:id (on :workspace.relay.app)")
    #expect(app.reading("https://Acme.relay.app/join").route == "invite(acme)")
    #expect(app.reading("relay://c/C1").error?.code == .hostNotAccepted)
    #expect(app.reading("https://relay.app/c/C1").error?.code == .hostNotAccepted)
    let session = ToolSession(app: app)
    let record = await session.open("https://acme.relay.app/c/C1")
    #expect(record.outcome?.description == "handled: channel(id: C1, workspace: acme) on screen")
  }

  @Test func theExportsClaimTheDomainsSubdomains() throws {
    let app = try Self.app()
    let aasa = app.export(
      as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.relay"], host: "acme.relay.app"))
    #expect(aasa.contains(#""/": "/c/?*""#))
    #expect(app.export(as: .android).contains(#"<data android:host="*.relay.app" />"#))
  }

  @Test func lintIsQuietAndGenerateWritesTheHostValue() throws {
    let app = try Self.app()
    #expect(app.lint().findings.filter { $0.severity == .error }.isEmpty, "\(app.lint().findings)")
    let swift = try Manifest.generateSwift(try Self.relay.get(), file: "relay.yaml")
    #expect(swift.contains(#"routes.on(hosts: [":workspace.relay.app"]) { routes in"#))
    #expect(swift.contains(#"$0.string("workspace")"#))
  }

  @Test(arguments: [
    (
      #"hosts: [":workspace.relay.app"]}   #"#, #"hosts: [":workspace.relay.app", relay.app]}   #"#,
      "relay.yaml:9:54: error: \":workspace.relay.app\" is not a host value; expected \":name.\" and a domain, as in \":workspace.example.com\", the route's only host"
    ),
    (
      #"hosts: [":workspace.relay.app"]}   #"#, #"hosts: [":workspace.relay.org"]}   #"#,
      "relay.yaml:9:54: error: the route \"/c/:id\" is on host \":workspace.relay.org\", which \"links\" does not accept (did you mean \"*.relay.app\"?); expected a host of links.hosts: relay.app or *.relay.app (a wildcard takes its subdomains)"
    ),
  ])
  func aMisuseIsPointedAt(_ replacing: String, _ with: String, _ expected: String) throws {
    let text = try Self.relay.get()
    let range = try #require(text.range(of: replacing))
    do {
      _ = try Manifest.parse(text.replacingCharacters(in: range, with: with), file: "relay.yaml")
      Issue.record("loaded")
    } catch {
      #expect(String(error.description.prefix { $0 != "\n" }) == expected)
    }
  }
}
