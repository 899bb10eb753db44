import Foundation
import Testing
@_spi(Internals) import WayfinderTooling

/// Broken manifests, each with the whole error it gets: the place, what was wrong and what
/// was expected, the line and a caret under the column.
@Suite struct ManifestErrorTests {
  /// A small bank app that loads; each case below breaks one thing in it.
  static let base = """
    app: bank
    links: {schemes: [bank], hosts: [bank.example.com]}
    dispatch: {policy: supersede, timeToLive: 60s}
    guards:
      signedIn: {shows: login}
    graph:
      app: {flows: [login, home]}
      login: {stack: login}
      home: {tabs: [dashboard, settings], guard: signedIn}
      dashboard: {stack: dashboard}
      settings: {stack: settings}
      support: {sheet: support}
    screens:
      card: {in: dashboard, parameters: [cardID]}
      cardDetail: {in: dashboard, parameters: [cardID], after: card}
    routes:
      /dashboard: dashboard
      /cards/:cardID(int): card(cardID)
      /cards/:cardID(int)/detail: cardDetail(cardID)
    start:
      signedIn: {app: home}

    """

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var replacing: String
    var with: String
    var error: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "bad YAML", replacing: "links: {schemes: [bank], hosts: [bank.example.com]}",
      with: "links: {schemes: [bank], hosts: [bank.example.com]",
      error: """
        bank.yaml:3:1: error: invalid YAML: did not find expected ',' or '}' (while parsing a flow mapping at 2:8)
        dispatch: {policy: supersede, timeToLive: 60s}
        ^
        """),
    Case(
      name: "a colon in a value", replacing: "/cards/:cardID(int): card(cardID)",
      with: "/cards/:cardID(int): card(cardID: cardID)",
      error: """
        bank.yaml:18:35: error: invalid YAML: mapping values are not allowed in this context; expected a value holding ": " to be in quotes (in a screen, write "=": card(cardID = id))
          /cards/:cardID(int): card(cardID: cardID)
                                          ^
        """),
    Case(
      name: "a key written twice", replacing: "  settings: {stack: settings}",
      with: "  settings: {stack: settings}\n  settings: {stack: settings}",
      error: """
        bank.yaml:11:3: error: the key "settings" is written twice in one mapping; expected each key once
          settings: {stack: settings}
          ^
        """),
    Case(
      name: "an unknown key", replacing: "routes:", with: "routs:",
      error: """
        bank.yaml:16:1: error: unknown key "routs" in the manifest (did you mean "routes"?); expected app, links, dispatch, guards, graph, screens, types, routes, redirects, rewrites, payloads or start
        routs:
        ^
        """),
    Case(
      name: "an unknown key in links", replacing: "hosts: [bank.example.com]",
      with: "hosst: [bank.example.com]",
      error: """
        bank.yaml:2:26: error: unknown key "hosst" in "links" (did you mean "hosts"?); expected schemes, hosts, webSchemes, maxLength, maxSegments, maxQueryItems, plusIsSpaceInQuery, anyWebLink, encodedPaths, barePaths, decode or acknowledge
        links: {schemes: [bank], hosst: [bank.example.com]}
                                 ^
        """),
    Case(
      name: "links as a list", replacing: "links: {schemes: [bank], hosts: [bank.example.com]}",
      with: "links: [bank]",
      error: """
        bank.yaml:2:8: error: "links" is a list; expected a mapping with schemes and hosts, such as {schemes: [bank], hosts: [bank.example.com]}
        links: [bank]
               ^
        """),
    Case(
      name: "no app", replacing: "app: bank\n", with: "",
      error: """
        bank.yaml:1:1: error: the manifest has no "app"; expected app: the app's name, such as bank
        links: {schemes: [bank], hosts: [bank.example.com]}
        ^
        """),
    Case(
      name: "an empty app", replacing: "app: bank", with: "app:",
      error: """
        bank.yaml:1:1: error: "app" has no value; expected the app's name, such as bank
        app:
        ^
        """),
    Case(
      name: "a number for a list", replacing: "hosts: [bank.example.com]", with: "hosts: 42",
      error: """
        bank.yaml:2:33: error: "hosts" is 42; expected a list of universal-link hosts, such as [bank.example.com]
        links: {schemes: [bank], hosts: 42}
                                        ^
        """),
    Case(
      name: "an unknown dispatch policy", replacing: "policy: supersede", with: "policy: latest",
      error: """
        bank.yaml:3:20: error: unknown dispatch policy "latest"; expected supersede, queue or dropNew
        dispatch: {policy: latest, timeToLive: 60s}
                           ^
        """),
    Case(
      name: "a duration without a unit", replacing: "timeToLive: 60s", with: "timeToLive: 60",
      error: """
        bank.yaml:3:43: error: "60" is not a duration; expected a duration such as 60s, 1.5s, 500ms or 2m
        dispatch: {policy: supersede, timeToLive: 60}
                                                  ^
        """),
    Case(
      name: "an unknown screen in a route", replacing: "/dashboard: dashboard", with: "/dashboard: dashbord",
      error: """
        bank.yaml:17:15: error: unknown screen "dashbord" (did you mean "dashboard"?); expected a screen the manifest declares
          /dashboard: dashbord
                      ^
        """),
    Case(
      name: "an unknown tab", replacing: "tabs: [dashboard, settings]", with: "tabs: [dashboard, setings]",
      error: """
        bank.yaml:9:28: error: unknown container "setings" (did you mean "settings"?); expected a container the graph declares
          home: {tabs: [dashboard, setings], guard: signedIn}
                                   ^
        """),
    Case(
      name: "an unknown stack", replacing: "card: {in: dashboard", with: "card: {in: dashbaord",
      error: """
        bank.yaml:14:14: error: unknown container "dashbaord" (did you mean "dashboard"?); expected the stack the screen is pushed in
          card: {in: dashbaord, parameters: [cardID]}
                     ^
        """),
    Case(
      name: "an unknown guard", replacing: "guard: signedIn", with: "guard: signedin",
      error: """
        bank.yaml:9:46: error: unknown guard "signedin" (did you mean "signedIn"?); expected a guard declared under guards, such as signedIn: {shows: login}
          home: {tabs: [dashboard, settings], guard: signedin}
                                                     ^
        """),
    Case(
      name: "an unknown screen for a guard", replacing: "shows: login", with: "shows: logon",
      error: """
        bank.yaml:5:21: error: unknown screen "logon" (did you mean "login"?); expected a screen the manifest declares
          signedIn: {shows: logon}
                            ^
        """),
    Case(
      name: "a container with no kind", replacing: "settings: {stack: settings}",
      with: "settings: {guard: signedIn}",
      error: """
        bank.yaml:11:3: error: the container "settings" has no kind; expected one of {flows: […]}, {tabs: […]}, {stack: screen}, {sheet: screen} or {fullScreen: screen}
          settings: {guard: signedIn}
          ^
        """),
    Case(
      name: "a misspelled kind", replacing: "settings: {stack: settings}", with: "settings: {stak: settings}",
      error: """
        bank.yaml:11:14: error: unknown key "stak" in the container "settings" (did you mean "stack"?); expected one of {flows: […]}, {tabs: […]}, {stack: screen}, {sheet: screen} or {fullScreen: screen}
          settings: {stak: settings}
                     ^
        """),
    Case(
      name: "a container of two kinds", replacing: "settings: {stack: settings}",
      with: "settings: {stack: settings, tabs: [a]}",
      error: """
        bank.yaml:11:31: error: the container "settings" is both stack and tabs; expected one kind
          settings: {stack: settings, tabs: [a]}
                                      ^
        """),
    Case(
      name: "a key of another kind", replacing: "home: {tabs: [dashboard, settings], guard: signedIn}",
      with: "home: {tabs: [dashboard, settings], initial: settings}",
      error: """
        bank.yaml:9:39: error: unknown key "initial" in the tab bar "home"; expected tabs, selected or guard
          home: {tabs: [dashboard, settings], initial: settings}
                                              ^
        """),
    Case(
      name: "an initial flow that is not one", replacing: "app: {flows: [login, home]}",
      with: "app: {flows: [login, home], initial: hom}",
      error: """
        bank.yaml:7:40: error: unknown flow "hom" (did you mean "home"?); expected one of login or home
          app: {flows: [login, home], initial: hom}
                                               ^
        """),
  ]

  @Test(arguments: [
    (
      "", "empty.yaml",
      "empty.yaml:1:1: error: the manifest is empty; expected a mapping with app, links, graph and routes\n\n^"
    ),
    (
      "- app: bank\n", "list.yaml",
      "list.yaml:1:1: error: the manifest is a list; expected a mapping with app, links, graph and routes\n- app: bank\n^"
    ),
    (
      "{\"app\": \"bank\",\n \"links\": {\"schemes\": [\"bank\"]}\n \"graph\": {}}", "bank.json",
      "bank.json:3:2: error: invalid JSON: did not find expected ',' or '}' (while parsing a flow mapping at 1:1)\n \"graph\": {}}\n ^"
    ),
    (
      "{\"app\": \"bank\", \"links\": {\"schemes\": [\"bank\"], \"hosst\": []}}", "inline",
      "inline:1:49: error: unknown key \"hosst\" in \"links\" (did you mean \"hosts\"?); expected schemes, hosts, webSchemes, maxLength, maxSegments, maxQueryItems, plusIsSpaceInQuery, anyWebLink, encodedPaths, barePaths, decode or acknowledge\n{\"app\": \"bank\", \"links\": {\"schemes\": [\"bank\"], \"hosst\": []}}\n                                                ^"
    ),
  ])
  func aManifestThatIsNoMappingGetsItsError(text: String, file: String, expected: String) {
    do {
      _ = try Manifest.parse(text, file: file)
      Issue.record("the manifest loaded")
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func aFileThatCannotBeReadGetsItsError() throws {
    let missing = "/nonexistent/bank.yaml"
    do {
      _ = try Manifest.load(contentsOf: missing)
      Issue.record("a missing file loaded")
    } catch {
      #expect(error.description == "/nonexistent/bank.yaml: error: cannot read the manifest: no such file")
      #expect(error.code == .unreadable)
    }
    let binary = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID()).yaml")
    try Data([0x61, 0x70, 0x70, 0x3A, 0x20, 0xFF, 0xFE]).write(to: binary)
    defer { try? FileManager.default.removeItem(at: binary) }
    do {
      _ = try Manifest.load(contentsOf: binary.path)
      Issue.record("a file that is not UTF-8 loaded")
    } catch {
      #expect(
        error.description
          == "\(binary.path): error: the manifest is not UTF-8 text; expected a YAML or JSON file")
    }
  }

  /// Every manifest made by cutting, doubling or changing a piece of the bank manifest loads
  /// or gets a `ManifestError`; none crashes.
  @Test func noMangledManifestCrashes() throws {
    let text = try String(contentsOfFile: ShippedManifest.bank.path, encoding: .utf8)
    let scalars = Array(text.unicodeScalars)
    let pieces: [String] = [
      "", ":", "- ", "{", "}", "[", "]", "(", ")", ",", "\"", "'", "\n  ", "\t", "&a", "*a", "~", "é", "=",
      "?",
    ]
    var random = SplitMix(seed: 5)
    var errors = 0
    for _ in 0..<800 {
      var mangled = scalars
      let start = Int(random.next() % UInt64(mangled.count))
      let length = min(Int(random.next() % 12), mangled.count - start)
      let piece = pieces[Int(random.next() % UInt64(pieces.count))]
      mangled.replaceSubrange(start..<(start + length), with: Array(piece.unicodeScalars))
      do {
        _ = try Manifest.parse(String(String.UnicodeScalarView(mangled)), file: "bank.yaml")
      } catch {
        errors += 1
        #expect(error.line != nil)
        #expect(!error.message.isEmpty)
      }
    }
    #expect(errors > 300)
  }

  @Test func theBaseLoads() throws {
    let app = try Manifest.parse(Self.base, file: "bank.yaml")
    #expect(app.reading("bank://cards/42/detail").route == "cardDetail(42)")
  }

  /// A small, seedable random number generator, so that every run mangles the same way.
  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  @Test(arguments: cases + moreCases)
  func aBrokenManifestGetsItsError(_ broken: Case) {
    #expect(Self.base.contains(broken.replacing))
    let text = Self.base.replacingOccurrences(of: broken.replacing, with: broken.with)
    do {
      _ = try Manifest.parse(text, file: "bank.yaml")
      Issue.record("the manifest loaded")
    } catch {
      #expect(error.description == broken.error)
    }
  }
}
