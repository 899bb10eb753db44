import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// Each lint rule, found in an app made to break it and nowhere else; and the reference apps'
/// findings, exactly.
@Suite struct LintTests {
  // MARK: Reference apps

  @Test func bankLintsClean() throws {
    let report = try EmbeddedApp.bank.app().lint()
    #expect(report.findings.isEmpty)
    #expect(report.text == "no findings\n")
    #expect(report.exitStatus == 0)
  }

  @Test func recipesLintsClean() throws {
    // Its recipe and ratings routes resolve at run time; they are taken to lead to the screens
    // named like their routes, so neither screen is reported unreachable.
    #expect(try EmbeddedApp.recipes.app().lint().findings.isEmpty)
  }

  @Test func messengerAcknowledgesTheThreeScreensNoLinkShows() throws {
    let report = try EmbeddedApp.messenger.app().lint()
    #expect(!report.hasErrors)
    #expect(report.findings.isEmpty)
    #expect(report.exitStatus == 0)
    #expect(
      report.text == """
        acknowledged warning[unreachable-screen] screen comment: no route leads to "comment", nor puts it under a screen a route leads to: no link can show it (pushed by the rating's first page)
        acknowledged warning[unreachable-screen] screen editProfile: no route leads to "editProfile", nor puts it under a screen a route leads to: no link can show it (pushed by the profile's Edit button)
        acknowledged warning[unreachable-screen] screen thanks: no route leads to "thanks", nor puts it under a screen a route leads to: no link can show it (pushed once the comment is sent)
        no findings, 3 acknowledged

        """)
    // The manifest acknowledges them as the embedded app does.
    #expect(try ShippedManifest.messenger.app().lint() == report)
  }

  // MARK: Ambiguous patterns

  @Test func patternsMoreSpecificInTurnAreAmbiguous() throws {
    let app = try Fixture.app(
      routes: [("/:a(int)/:b", "x"), ("/:c/edit", "y")], graph: Fixture.graph(screens: ["x", "y"]))
    #expect(
      app.lint().findings.map(\.description) == [
        #"warning[ambiguous-patterns] /:a(int)/:b: "/1/edit" matches both /:a(int)/:b and /:c/edit, and neither is more specific at every segment: /:a(int)/:b takes it, as segments are compared from the left; make one of them more specific, or check that this is meant"#
      ])
  }

  @Test func aWildcardBeforeALiteralIsAmbiguous() throws {
    let app = try Fixture.app(
      routes: [("/a/*rest", "x"), ("/:x/b/c", "y")], graph: Fixture.graph(screens: ["x", "y"]))
    let finding = try #require(app.lint().findings.first)
    #expect(finding.code == .ambiguousPatterns)
    #expect(finding.pattern == "/a/*rest")
    #expect(finding.message.hasPrefix(#""/a/b/c" matches both /a/*rest and /:x/b/c"#))
    #expect(finding.message.contains("/a/*rest takes it"))
  }

  @Test func typesThatAcceptTheSameTextAreAmbiguous() throws {
    let app = try Fixture.app(
      types: [Fixture.slug], routes: [("/posts/:id(int)", "x"), ("/posts/:name(slug)", "y")],
      graph: Fixture.graph(screens: ["x", "y"]))
    #expect(
      app.lint().findings.map(\.description) == [
        #"warning[ambiguous-patterns] /posts/:id(int): "/posts/1" matches both /posts/:id(int) and /posts/:name(slug): the parameter types int and slug both accept "1", and /posts/:id(int) takes it, as typed parameters are tried in a fixed order; make one of them more specific, or check that this is meant"#
      ])
  }

  @Test(arguments: [
    ["/users/:id", "/users/me"],  // the literal wins, as meant
    ["/files/*rest", "/files/:name"],  // the parameter is more specific
    ["/v/:id(int)", "/v/:id(uuid)"],  // no text is both
    ["/cards/:id(int)", "/cards/:id(int)/detail"],  // no link matches both
    ["/channels", "/channels?channelId=:id"],  // told apart by the query
    ["/a/:b(int)", "/:c/:d"],  // the first is more specific everywhere
  ])
  func overlapsWithAClearWinnerAreFine(_ patterns: [String]) throws {
    let app = try Fixture.app(
      routes: [(patterns[0], "x"), (patterns[1], "y")], graph: Fixture.graph(screens: ["x", "y"]))
    #expect(app.lint().findings.filter { $0.code == .ambiguousPatterns }.isEmpty)
  }

  /// Patterns that meet at literals, parameters and wildcards at every depth: each pair a link
  /// matches both of is found, as comparing every pattern with every other found them.
  @Test func overlapsAreFoundAtEveryDepth() throws {
    let patterns = [
      "/:p0/a", "/", "/*rest", "/:p0(string)", "/:p0?q=:q(int)", "/a/:p1", "/42/*rest", "/:p0/*rest", "/1/a",
      "/1/:p1(string)/b/*rest", "/:p0(int)/me/:p2(uuid)", "/:p0(string)/1/*rest",
    ]
    let screens = patterns.indices.map { "s\($0)" }
    let app = try Fixture.app(
      routes: Array(zip(patterns, screens)), graph: Fixture.graph(screens: screens))
    let tail = "and neither is more specific at every segment"
    let advice =
      "as segments are compared from the left; make one of them more specific, or check that this is meant"
    #expect(
      app.lint().findings.filter { $0.code == .ambiguousPatterns }.map(\.description) == [
        #"warning[ambiguous-patterns] /:p0/a: "/42/a" matches both /:p0/a and /42/*rest, \#(tail): /42/*rest takes it, \#(advice)"#,
        #"warning[ambiguous-patterns] /:p0/a: "/a/a" matches both /:p0/a and /a/:p1, \#(tail): /a/:p1 takes it, \#(advice)"#,
        #"warning[ambiguous-patterns] /42/*rest: "/42/1/x" matches both /42/*rest and /:p0/1/*rest, \#(tail): /42/*rest takes it, \#(advice)"#,
        #"warning[ambiguous-patterns] /42/*rest: "/42/me/00000000-0000-0000-0000-000000000001" matches both /42/*rest and /:p0(int)/me/:p2(uuid), \#(tail): /42/*rest takes it, \#(advice)"#,
        #"warning[ambiguous-patterns] /1/:p1/b/*rest: "/1/1/b/x" matches both /1/:p1/b/*rest and /:p0/1/*rest, \#(tail): /1/:p1/b/*rest takes it, \#(advice)"#,
      ])
  }

  // MARK: Route targets

  @Test func aRouteToAScreenTheGraphLacksIsAnError() throws {
    let app = try Fixture.app(routes: [("/ghost", "ghost")], graph: Fixture.graph())
    let report = app.lint()
    #expect(
      report.findings.map(\.description) == [
        #"error[unknown-screen] /ghost: the route leads to "ghost", which the graph does not declare: every link to it fails"#
      ])
    #expect(report.hasErrors)
    #expect(report.exitStatus == 1)
  }

  static func twoTabs() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "home")
    graph.tabs("home", ["veggie", "meat"])
    graph.stack("veggie", root: Screen("list", parameters: ["kind": "veggie"]))
    graph.stack("meat", root: Screen("list", parameters: ["kind": "meat"]))
    graph.screen("recipe", in: ["veggie", "meat"], parameters: ["recipeID"], after: "list")
    return try graph.build()
  }

  @Test func aRouteNamingAStackItsScreenIsNotInIsAnError() throws {
    let app = try Fixture.app(
      routes: [("/recipes/:id(int)", "recipe")], graph: Self.twoTabs(),
      destination: { _ in .screen(Screen("recipe", parameters: ["recipeID": "1"]), in: "fish") })
    #expect(
      app.lint().findings.map(\.description) == [
        #"error[unknown-stack] /recipes/:id(int): the route shows "recipe" in "fish", which is not one of its stacks ("veggie", "meat")"#
      ])
  }

  @Test func aRouteToAScreenInSeveralStacksMustPickOne() throws {
    let app = try Fixture.app(
      routes: [("/recipes/:id(int)", "recipe"), ("/veggie", "list")], graph: Self.twoTabs(),
      destination: { route in
        route == "list"
          ? .screen(Screen("list", parameters: ["kind": "veggie"]))
          : .screen(Screen("recipe", parameters: ["recipeID": "1"]))
      })
    // The root screen in both tabs is told apart by its fixed parameters: not reported.
    #expect(
      app.lint().findings.map(\.description) == [
        #"error[ambiguous-placement] /recipes/:id(int): "recipe" is in "veggie", "meat" and the route picks none: every link to it fails; name the stack in the route's destination"#
      ])
  }

  @Test func anInterruptionOutsideAModalIsAWarning() throws {
    let app = try Fixture.app(
      routes: [("/rate", "rate")], graph: Fixture.graph(screens: ["rate"]),
      destination: { .interrupt(Screen($0)) })
    #expect(
      app.lint().findings.map(\.description) == [
        #"warning[interrupt-not-modal] /rate: the route interrupts with "rate", which is not in a modal: an interruption is presented over what is on screen, then dismissed"#
      ])
  }

  @Test func aRouteMissingTheScreenItsPatternExtendsIsAWarning() throws {
    let graph = try Fixture.graph { graph in
      graph.screen("card", in: "main", parameters: ["cardID"])
      graph.screen("cardDetail", in: "main", parameters: ["cardID"])
    }
    let app = try Fixture.app(
      routes: [("/cards/:cardID(int)", "card"), ("/cards/:cardID(int)/detail", "cardDetail")], graph: graph)
    #expect(
      app.lint().findings.map(\.description) == [
        #"warning[missing-after] /cards/:cardID(int)/detail: "cardDetail" is declared without after:, so a link puts only "home" under it, though its pattern extends /cards/:cardID(int), which opens "card" in the same stack; if it goes under it, declare after: "card""#
      ])
  }

  @Test func flatStacksNeedNoAfter() throws {
    // `/settings/notifications` extends `/settings`, but settings is the root under it anyway.
    let graph = try Fixture.graph { graph in
      graph.screen("notifications", in: "main")
      graph.screen("privacy", in: "main")
    }
    let app = try Fixture.app(
      routes: [("/home", "home"), ("/home/notifications", "notifications"), ("/home/privacy", "privacy")],
      graph: graph)
    #expect(app.lint().findings.isEmpty)
  }

  // MARK: Guards

  static func guarded() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "app")
    graph.flows("app", ["login", "home"])
    graph.stack("login", root: Screen("login"))
    graph.stack("home", root: Screen("dashboard"), guard: "signedIn")
    graph.screen("vault", in: "home", guard: "admin")
    return try graph.build()
  }

  @Test func aRouteBehindAGuardTheAppLacksIsAnError() throws {
    let app = try Fixture.app(
      routes: [("/vault", "vault"), ("/dashboard", "dashboard")], graph: Self.guarded(),
      guards: [ToolApp.Guard("signedIn", showing: Screen("login"))])
    #expect(
      app.lint().findings.map(\.description) == [
        #"error[unconfigured-guard] /vault: "vault" is behind the guard "admin", which the app does not configure: links to it cannot pass"#
      ])
  }

  @Test func aGuardMustShowAScreenItCanShow() throws {
    let app = try Fixture.app(
      routes: [("/vault", "vault")], graph: Self.guarded(),
      guards: [
        ToolApp.Guard("signedIn", showing: Screen("nowhere")),
        ToolApp.Guard("admin", showing: Screen("vault")),
        ToolApp.Guard("beta", showing: Screen("login")),
      ])
    #expect(
      app.lint().text == """
        error[guarded-guard-screen] screen vault: the guard "admin" shows "vault" while it waits, which is itself behind "admin": it can never be shown
        error[unknown-guard-screen] screen nowhere: the guard "signedIn" shows "nowhere" while it waits, which the graph does not declare
        warning[unused-guard] screen login: the app configures the guard "beta", which nothing in the graph is behind
        2 errors, 1 warning

        """)
  }

  // MARK: Reach

  @Test func aScreenNoLinkShowsIsAWarning() throws {
    let graph = try Fixture.graph { graph in
      graph.screen("a", in: "main")
      graph.screen("b", in: "main", after: "a")
      graph.screen("lonely", in: "main")
      graph.modal("sheet", .sheet, root: Screen("sheetRoot"))
      graph.screen("sheetPage", in: "sheet")
    }
    // b puts a under it; home and sheetRoot are roots.
    let app = try Fixture.app(routes: [("/b", "b")], graph: graph)
    #expect(app.lint().findings.map(\.screen) == ["lonely", "sheetPage"])
    #expect(app.lint().findings.allSatisfy { $0.code == .unreachableScreen && $0.severity == .warning })
  }

  // MARK: Policy and exports

  @Test func aHostWithoutHTTPSIsNotExported() throws {
    let app = try Fixture.app(
      policy: LinkPolicy(schemes: ["tiny"], hosts: ["tiny.example.com"], webSchemes: ["http", "ftp"]),
      routes: [("/a", "a")], graph: Fixture.graph(screens: ["a"]))
    #expect(
      app.lint().text == """
        warning[host-not-exported] policy: "tiny.example.com" is accepted without https: universal links are https links, so the AASA leaves it out
        warning[scheme-not-exported] policy: the web scheme "ftp" is neither http nor https: no association file covers it and the Android export leaves it out
        2 warnings

        """)
  }

  @Test func aHostWithNoPatternIsNotExported() throws {
    let app = try Fixture.app(routes: [], graph: Fixture.graph())
    #expect(
      app.lint().findings.map(\.description) == [
        #"warning[host-not-exported] policy: "tiny.example.com" is accepted but the app has no route pattern: the exports list no path for it"#
      ])
  }

  @Test func httpsAsACustomSchemeIsAnError() throws {
    let app = try Fixture.app(
      policy: LinkPolicy(schemes: ["https"]), routes: [("/a", "a")], graph: Fixture.graph(screens: ["a"]))
    #expect(
      app.lint().findings.map(\.description) == [
        #"error[web-scheme-as-custom] policy: "https" is listed as a custom scheme, whose links fold their host into the path: list its hosts in hosts instead"#
      ])
  }

  @Test func httpBesideHTTPSIsAWarningAsUniversalLinksAreHTTPSOnly() throws {
    let app = try Fixture.app(
      policy: LinkPolicy(schemes: ["tiny"], hosts: ["tiny.example.com"], webSchemes: ["https", "http"]),
      routes: [("/a", "a")], graph: Fixture.graph(screens: ["a"]))
    #expect(
      app.lint().findings.map(\.description) == [
        #"warning[http-web-scheme] policy: the web scheme "http" is accepted for tiny.example.com, so the Android export verifies http links too, but iOS universal links are https only: on iOS an http link opens in the browser, never in the app; drop http from webSchemes, or check that this is meant"#
      ])
  }

  // MARK: Start states

  /// The bank manifest with its `start:` replaced.
  static func bank(start: String) throws -> ToolApp {
    let text = try String(contentsOfFile: ShippedManifest.bank.path, encoding: .utf8)
    let head = try #require(text.range(of: "start:\n")).lowerBound
    return try Manifest.parse(String(text[..<head]) + "start:\n" + start, file: "bank.yaml")
  }

  @Test func aSignedOutStartBehindAGuardIsAnError() throws {
    let app = try Self.bank(start: "  signedIn: {app: home}\n  signedOut: {app: home, home: settings}\n")
    let report = app.lint()
    #expect(
      report.text == """
        error[guarded-start] screen settings: the signed-out start shows "settings", which is behind the guard "signedIn", and no guard passes signed out; start it outside the guard, such as on "login", which the guard shows while it waits
        1 error

        """)
    #expect(report.exitStatus == 1)
  }

  @Test func withoutASignedOutStartTheSignedInOneIsChecked() throws {
    let app = try Self.bank(start: "  signedIn: {app: home, dashboard: [dashboard, card(7)]}\n")
    #expect(
      app.lint().findings.map(\.description) == [
        #"error[guarded-start] screen dashboard: the signed-out start shows "dashboard", which is behind the guard "signedIn", and no guard passes signed out (without a signedOut start, a signed-out launch starts where a signed-in one does); start it outside the guard, such as on "login", which the guard shows while it waits"#
      ])
  }

  @Test(arguments: [
    "  signedIn: {app: home}\n  signedOut: {app: login}\n",  // the bank's own
    "  signedOut: {app: login}\n",  // signed in: the initial state, login
    "  signedIn: {app: login, login: [login, registration]}\n",
  ])
  func aSignedOutStartOutsideItsGuardsIsFine(_ start: String) throws {
    #expect(try Self.bank(start: start).lint().findings.isEmpty)
  }

  // MARK: Report

  @Test func errorsComeFirstThenCodesThenTableOrder() throws {
    let app = try Fixture.app(
      routes: [("/z", "ghostZ"), ("/a", "ghostA"), ("/rate", "rate")],
      graph: Fixture.graph(screens: ["rate", "lonely"]),
      destination: { $0 == "rate" ? .interrupt(Screen($0)) : .screen(Screen($0)) })
    let report = app.lint()
    #expect(
      report.findings.map { "\($0.severity) \($0.code) \($0.location)" } == [
        "error unknown-screen /z", "error unknown-screen /a", "warning interrupt-not-modal /rate",
        "warning unreachable-screen screen lonely",
      ])
    #expect(report.errors.count == 2)
    #expect(report.warnings.count == 2)
    #expect(report.text.hasSuffix("2 errors, 2 warnings\n"))
  }
}
