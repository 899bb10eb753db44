import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTooling

/// Storyboards: each picture shows what its state has — the tab bar, the back button's
/// title, the sheet — read back from the SVG text it draws, and no text breaks the page.
@MainActor
@Suite struct StoryboardTests {
  typealias Bank = BankNavigation.Screens
  typealias Messenger = MessengerNavigation.Screens

  static func picture(_ state: NavigationState, _ graph: NavigationGraph?, width: Storyboard.Width = .compact)
    -> StoryboardReader
  {
    StoryboardReader(Storyboard.picture(of: state, graph: graph, width: width))
  }

  @Test func aPictureOfATabBarShowsEveryTabTheSelectedOneMarked() throws {
    let state = BankNavigation.state(BankNavigation.home(settings: [Bank.settings], selected: "settings"))
    let picture = Self.picture(state, try BankNavigation.graph())
    #expect(picture.groups.contains("tab-bar"))
    #expect(picture.values("tab") == ["Dashboard", "Profile"])
    #expect(picture.values("tab-selected") == ["Settings"])
    #expect(picture.values("title") == ["Settings"])
    #expect(picture.values("back").isEmpty)
    #expect(picture.title == "Settings; tab bar: Dashboard, Profile, Settings (selected)")
  }

  @Test func aPushedScreenHasABackButtonWithThePreviousScreensTitleAndItsParameters() throws {
    let state = BankNavigation.state(
      BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(42), Bank.cardDetail(42)]))
    let picture = Self.picture(state, try BankNavigation.graph())
    #expect(picture.values("title") == ["Card Detail"])
    #expect(picture.values("back") == ["Card"])
    #expect(picture.values("content") == ["Card Detail"])
    #expect(picture.values("parameter") == ["cardID"])
    #expect(picture.values("value") == ["42"])
  }

  @Test func aSheetIsDrawnOverTheScreenWithItsOwnTitleAndCloseButton() throws {
    let state = BankNavigation.state(
      BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings"),
      modals: [BankNavigation.supportSheet])
    let picture = Self.picture(state, try BankNavigation.graph())
    #expect(picture.groups.contains("sheet"))
    #expect(picture.values("title", inside: "sheet") == ["Support"])
    #expect(picture.values("close", inside: "sheet") == ["Close"])
    // The screen beneath is still drawn, dimmed, with its back button.
    #expect(picture.values("back") == ["Settings"])
    #expect(picture.values("title") == ["Notifications", "Support"])
  }

  @Test func aScreenThatHidesTheTabBarHasNoTabBarAndACoverCoversAll() throws {
    let graph = try MessengerNavigation.graph()
    let photo = MessengerNavigation.state(
      MessengerNavigation.application(feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5")]))
    let hidden = Self.picture(photo, graph)
    #expect(!hidden.groups.contains("tab-bar"))
    #expect(hidden.values("back") == ["Post"])
    let covered = Self.picture(MessengerNavigation.state(modals: [MessengerNavigation.authorization]), graph)
    #expect(covered.groups.contains("cover"))
    #expect(covered.values("title", inside: "cover") == ["Sign In"])
  }

  @Test func anAlertTheAppShowedAndAForeignScreenAreDrawnAsSuch() throws {
    let state = BankNavigation.state(
      BankNavigation.home(dashboard: [Bank.dashboard, Screen.foreign("PromoViewController")]),
      modals: [Modal.foreign("UIAlertController", named: "foreign-modal-1")])
    let picture = Self.picture(state, try BankNavigation.graph())
    #expect(picture.groups.contains("alert"))
    #expect(picture.values("content") == ["Promo View Controller"])
    #expect(picture.title.hasSuffix("alert shown by the app over it"))
  }

  @Test func regularWidthShowsTheTabBarAsASplitViewsSidebar() throws {
    let state = BankNavigation.state(BankNavigation.home(profile: [Bank.profile], selected: "profile"))
    let picture = Self.picture(state, try BankNavigation.graph(), width: .regular)
    #expect(picture.groups.contains("sidebar"))
    #expect(!picture.groups.contains("tab-bar"))
    #expect(picture.values("tab-selected") == ["Profile"])
    #expect(picture.values("title") == ["Profile"])
  }

  @Test func titlesComeFromTheGraphElseFromTheNames() throws {
    var builder = NavigationGraph.Builder(root: "main")
    builder.tabs("main", ["home", "search"])
    builder.stack("home", root: Screen("home"), title: "Shop")
    builder.stack("search", root: Screen("search"))
    builder.screen("productDetail", in: "home", parameters: ["id"], title: "Product")
    let graph = try builder.build()
    let state = NavigationState(
      root: .tabs(
        "main",
        [
          .stack("home", [Screen("home"), Screen("productDetail", parameters: ["id": "7"])]),
          .stack("search", [Screen("search")]),
        ]))
    let picture = Self.picture(state, graph)
    #expect(picture.values("title") == ["Product"])
    #expect(picture.values("back") == ["Shop"])
    #expect(picture.values("tab-selected") == ["Shop"])
    #expect(picture.values("tab") == ["Search"])
    #expect(Storyboard.readableTitle("cardDetail") == "Card Detail")
    #expect(Storyboard.readableTitle("UIAlertController") == "UI Alert Controller")
    #expect(Storyboard.readableTitle("rate-order") == "Rate Order")
    #expect(Storyboard.readableTitle("channel2") == "Channel 2")
  }

  @Test func markupAndLongTextAreEscapedAndShortened() throws {
    let hostile = "<script>alert(\"x\")</script>&\u{202E}gnp.exe\u{0007}" + String(repeating: "W", count: 500)
    var builder = NavigationGraph.Builder(root: "home")
    builder.stack("home", root: Screen("home"), title: hostile)
    builder.screen("detail", in: "home", parameters: ["q"], title: "</text><g>")
    let graph = try builder.build()
    let state = NavigationState(
      root: .stack("home", [Screen("home"), Screen("detail", parameters: ["q": hostile])]))
    let svg = Storyboard.picture(of: state, graph: graph)
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("</text><g>"))
    #expect(!svg.contains("\u{202E}"))
    #expect(!svg.contains("\u{0007}"))
    let picture = StoryboardReader(svg)
    #expect(picture.values("title") == ["</text><g>"])
    // A previous title too long for the back button is "Back", as in UIKit.
    #expect(picture.values("back") == ["Back"])
    let value = try #require(picture.values("value").first)
    #expect(value.hasPrefix("<script>alert(\"x\")"))
    #expect(value.hasSuffix("…") && value.count < 40)
    let home = StoryboardReader(
      Storyboard.picture(of: NavigationState(root: .stack("home", [Screen("home")])), graph: graph))
    let title = try #require(home.values("title").first)
    #expect(title.hasPrefix("<script>") && title.hasSuffix("…") && title.count < 40)
    #expect(home.title.count < 1000)
  }

  @Test func aFailingScriptsStoryboardMarksTheFailedCheckExpectedBesideOnScreen() async throws {
    let script = try Script.parse(
      """
      app: bank
      steps:
        - open: bank://cards/7
        - expect: {top: "card(8)", outcome: handled}
        - present: support
        - expect: {top: support}
      """, file: "golden.yaml")
    let app = try EmbeddedApp.bank.app()
    let (result, session) = await ScriptRunner(app: app).run(script)
    #expect(!result.passed)
    let html = Storyboard(script: script, result: result, session: session).html()
    #expect(html.contains("<figure class=\"frame failed\""))
    #expect(
      html.contains(
        "<th scope=\"row\">top</th><td class=\"expected\">card(8)</td><td class=\"found\">card(7)</td>"))
    #expect(html.contains("1 marked failed"))
    #expect(html.contains("✓ expect top support"))
    // The start, the link's one step (push the card), the person presenting support.
    #expect(html.components(separatedBy: "<figure").count - 1 == 3)
    #expect(html.contains("handled: card(7) on screen"))
    // Self-contained: nothing is fetched.
    for external in ["http://", "https://", "src=", "@import", "url(http"] {
      #expect(!html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains(external))
    }
  }

  @Test func anOutputPathThatCannotBeWrittenIsATypedError() async throws {
    let session = ToolSession(app: try EmbeddedApp.bank.app())
    await session.open("bank://cards/7")
    let storyboard = Storyboard(session: session)
    #expect(throws: StoryboardError.self) { try storyboard.write(to: "/nonexistent-folder/x/story.html") }
    #expect(throws: StoryboardError.self) { try storyboard.write(to: NSTemporaryDirectory()) }
  }
}
