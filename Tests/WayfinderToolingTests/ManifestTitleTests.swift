import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderTooling

/// `title:` beside containers and screens: what storyboards show for tabs and screens, read
/// into the graph, written into generated Swift, and pointed at when broken.
@Suite struct ManifestTitleTests {
  static func manifest(_ replacements: [(String, String)]) -> String {
    var text = ManifestErrorTests.base
    for (old, new) in replacements {
      text = text.replacing(old, with: new, maxReplacements: 1)
    }
    return text
  }

  @Test func titlesAreReadIntoTheGraph() throws {
    let app = try Manifest.parse(
      Self.manifest([
        ("dashboard: {stack: dashboard}", "dashboard: {stack: dashboard, title: Accounts}"),
        ("support: {sheet: support}", "support: {sheet: support, title: \"Help & <Support>\"}"),
        ("after: card}", "after: card, title: Card details}"),
      ]), file: "bank.yaml")
    #expect(app.graph.title(ofContainer: "dashboard") == "Accounts")
    #expect(app.graph.title(ofScreen: "dashboard") == "Accounts")
    #expect(app.graph.title(ofScreen: "support") == "Help & <Support>")
    #expect(app.graph.title(ofScreen: "cardDetail") == "Card details")
    #expect(app.graph.title(ofScreen: "card") == nil)
    #expect(app.graph.title(ofContainer: "settings") == nil)
  }

  @Test func generatedSwiftKeepsTheTitles() throws {
    let text = Self.manifest([
      ("settings: {stack: settings}", "settings: {stack: settings, title: \"Réglages \\\"pro\\\"\"}"),
      (
        "card: {in: dashboard, parameters: [cardID]}",
        "card: {in: dashboard, parameters: [cardID], title: Card}"
      ),
    ])
    let swift = try Manifest.generateSwift(text, file: "bank.yaml")
    #expect(swift.contains(#"graph.stack("settings", root: Screen("settings"), title: "Réglages \"pro\"")"#))
    #expect(swift.contains(#"title: "Card")"#))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var replacing: String
    var with: String
    var error: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an empty title", replacing: "settings: {stack: settings}",
      with: "settings: {stack: settings, title: \"  \"}",
      error: """
        bank.yaml:11:38: error: the title of the stack "settings" is empty; expected a title people read, such as "Card Detail": one line of text
          settings: {stack: settings, title: "  "}
                                             ^
        """),
    Case(
      name: "a list for a title", replacing: "after: card}", with: "after: card, title: [Card, Detail]}",
      error: """
        bank.yaml:15:73: error: the title of the screen "cardDetail" is a list; expected a title people read, such as "Card Detail": one line of text
        …tail: {in: dashboard, parameters: [cardID], after: card, title: [Card, Detail]}
                                                                         ^
        """),
    Case(
      name: "a title of two lines", replacing: "settings: {stack: settings}",
      with: "settings: {stack: settings, title: \"Set\\ntings\"}",
      error: #"""
        bank.yaml:11:38: error: the title of the stack "settings" has more than one line; expected a title people read, such as "Card Detail": one line of text
          settings: {stack: settings, title: "Set\ntings"}
                                             ^
        """#),
    Case(
      name: "a title on a tab bar", replacing: "home: {tabs: [dashboard, settings], guard: signedIn}",
      with: "home: {tabs: [dashboard, settings], guard: signedIn, title: Home}",
      error: """
        bank.yaml:9:56: error: unknown key "title" in the tab bar "home"; expected tabs, selected or guard
          home: {tabs: [dashboard, settings], guard: signedIn, title: Home}
                                                               ^
        """),
    Case(
      name: "an empty title key", replacing: "after: card}", with: "after: card, title: }",
      error: """
        bank.yaml:15:73: error: the title of the screen "cardDetail" has no value; expected a title people read, such as "Card Detail": one line of text
          cardDetail: {in: dashboard, parameters: [cardID], after: card, title: }
                                                                                ^
        """),
  ]

  @Test(arguments: cases)
  func aBrokenTitleIsPointedAt(_ broken: Case) {
    let text = ManifestErrorTests.base.replacing(broken.replacing, with: broken.with, maxReplacements: 1)
    #expect(text != ManifestErrorTests.base)
    do {
      _ = try Manifest.parse(text, file: "bank.yaml")
      Issue.record("the manifest loaded")
    } catch {
      #expect(error.description == broken.error)
    }
  }
}
