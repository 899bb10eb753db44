import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// A screen that refuses to be closed by a link (a forced-update cover, a payment under way),
/// or asks first (unsaved edits): the link ends `close-refused` with nothing moved, or waits
/// for the app's answer.
@MainActor
@Suite struct RefusingScreenTests {
  /// `home` is a tab bar of `notes` (an `editor` pushed on it) and `inbox`; `update` is a
  /// full-screen cover.
  static func graph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "home")
    graph.tabs("home", ["notes", "inbox"])
    graph.stack("notes", root: Screen("notes"))
    graph.screen("editor", in: "notes", parameters: ["id"])
    graph.stack("inbox", root: Screen("inbox"))
    graph.screen("message", in: "inbox", parameters: ["id"])
    graph.modal("update", .fullScreen, root: Screen("update"))
    return try graph.build()
  }

  static func routes() throws -> RouteTable<Screen> {
    var routes = RouteTable<Screen>.Builder(policy: LinkPolicy(schemes: ["t"]))
    routes.add("/notes", Screen("notes"))
    routes.add("/inbox", Screen("inbox"))
    routes.add("/update", Screen("update"))
    routes.add(
      "/editors/:id(int)", parse: { Screen("editor", parameters: ["id": String(try $0.int("id"))]) },
      print: { $0.name == "editor" ? ["id": Int($0.parameters["id"] ?? "") ?? 0] : nil })
    routes.add(
      "/messages/:id(int)", parse: { Screen("message", parameters: ["id": String(try $0.int("id"))]) },
      print: { $0.name == "message" ? ["id": Int($0.parameters["id"] ?? "") ?? 0] : nil })
    return try routes.build()
  }

  static func editor(_ traits: Screen.Traits) -> Screen {
    Screen("editor", parameters: ["id": "1"], traits: traits)
  }

  /// The notes tab on screen with the editor open on it.
  static func editing(_ traits: Screen.Traits, modals: [Modal] = []) -> NavigationState {
    NavigationState(
      root: .tabs(
        "home", [.stack("notes", [Screen("notes"), editor(traits)]), .stack("inbox", [Screen("inbox")])]),
      modals: modals)
  }

  static func center(_ navigator: HeadlessNavigator) throws -> DeepLinkCenter<Screen> {
    let center = DeepLinkCenter(
      routes: try routes(), graph: try graph(), navigator: navigator, clock: ManualClock(),
      destination: { .screen($0) })
    center.becomeReady()
    return center
  }

  @Test func aLinkDoesNotCloseAScreenThatKeepsOpen() async throws {
    let start = Self.editing(.keepsOpen)
    let navigator = HeadlessNavigator(state: start)
    let center = try Self.center(navigator)
    let outcome = await center.open("t://notes")
    guard case .failed(let failure) = outcome else {
      Issue.record("the link closed the editor: \(outcome)")
      return
    }
    #expect(failure.code == .closeRefused)
    #expect(failure.description == "editor(1) stays open: a link may not close it")
    #expect(navigator.state == start)
    #expect(navigator.steps.isEmpty)
  }

  /// Found by the UIKit model (seeds 1838, 6073, 9036): the app pushed a second copy of a
  /// screen that keeps open; a link to it rebuilt the stack with one copy, and the verdict,
  /// which compared screens by identity, let the top copy — the one the person edits — close.
  @Test func aLinkDoesNotCloseTheTopCopyOfAScreenThatKeepsOpen() async throws {
    let start = NavigationState(
      root: .tabs(
        "home",
        [
          .stack("notes", [Screen("notes"), Self.editor(.keepsOpen), Self.editor(.keepsOpen)]),
          .stack("inbox", [Screen("inbox")]),
        ]))
    let navigator = HeadlessNavigator(state: start)
    let center = try Self.center(navigator)
    let outcome = await center.open("t://editors/1")
    if case .handled = outcome, navigator.state != start {
      Issue.record("the link closed a copy of the editor: \(navigator.state)")
    }
    #expect(navigator.state.visibleStack.screens.count == 3)
  }

  @Test func aLinkThatLeavesTheScreenWhereItIsGoesOn() async throws {
    // The inbox tab is selected over the editor's tab: the editor is not closed.
    let navigator = HeadlessNavigator(state: Self.editing(.keepsOpen))
    let center = try Self.center(navigator)
    #expect(await center.open("t://messages/3").name == "handled")
    #expect(navigator.state.holds(Self.editor(.keepsOpen).id))
  }

  @Test func aCoverThatKeepsOpenIsNotDismissedByALink() async throws {
    let cover = Modal(.fullScreen, .stack("update", [Screen("update", traits: .keepsOpen)]))
    let start = Self.editing([], modals: [cover])
    let navigator = HeadlessNavigator(state: start)
    let center = try Self.center(navigator)
    let outcome = await center.open("t://messages/3")
    #expect(outcome.name == "failed")
    if case .failed(let failure) = outcome { #expect(failure.code == .closeRefused) }
    #expect(navigator.state == start)
  }

  @Test func aScreenThatAsksMakesTheLinkWaitAndTheAnswerDecides() async throws {
    let start = Self.editing(.asksBeforeClosing)
    let navigator = HeadlessNavigator(state: start)
    let center = try Self.center(navigator)
    var asked: [Screen] = []
    center.askToClose = { asked.append($0) }

    // Kept: the link ends close-refused, nothing moved.
    let kept = center.send("t://notes")
    await center.idle()
    #expect(center.pendingCloseQuestion == Self.editor(.asksBeforeClosing))
    #expect(asked == [Self.editor(.asksBeforeClosing)])
    center.answerClose(allowed: false)
    let refused = await kept.outcome
    #expect(refused.name == "failed")
    if case .failed(let failure) = refused {
      #expect(failure.code == .closeRefused)
      #expect(failure.description == "editor(1) stays open: asked, the person kept it")
    }
    #expect(navigator.state == start)

    // Discarded: the link goes on and closes it.
    let discarded = center.send("t://notes")
    await center.idle()
    #expect(center.pendingCloseQuestion != nil)
    center.answerClose(allowed: true)
    #expect(await discarded.outcome.name == "handled")
    #expect(!navigator.state.holds(Self.editor(.asksBeforeClosing).id))
    #expect(asked.count == 2)
  }

  @Test func thePersonClosingTheScreenAskedAboutLetsTheLinkGoOn() async throws {
    let navigator = HeadlessNavigator(state: Self.editing(.asksBeforeClosing))
    let center = try Self.center(navigator)
    center.askToClose = { _ in }
    let link = center.send("t://messages/3")
    // The inbox link does not close the editor: no question.
    #expect(await link.outcome.name == "handled")
    try navigator.personPerforms([.selectTab("notes", in: "home")])
    let notes = center.send("t://notes")
    await center.idle()
    #expect(center.pendingCloseQuestion != nil)
    // The person saves and goes back themselves: the question is moot, the link plans again.
    try navigator.personPerforms([.pop(to: Screen("notes"), at: 0, in: "notes")])
    #expect(await notes.outcome.name == "handled")
    #expect(center.pendingCloseQuestion == nil)
  }

  @Test func aNewerLinkSupersedesTheQuestion() async throws {
    let navigator = HeadlessNavigator(state: Self.editing(.asksBeforeClosing))
    let center = try Self.center(navigator)
    center.askToClose = { _ in }
    let first = center.send("t://notes")
    await center.idle()
    #expect(center.pendingCloseQuestion != nil)
    let second = center.send("t://messages/3")
    #expect(await first.outcome == .superseded)
    #expect(await second.outcome.name == "handled")
    #expect(navigator.state.holds(Self.editor(.asksBeforeClosing).id))
  }

  @Test func theAppDecidesScreenByScreen() async throws {
    // No trait: the app's rule refuses while the editor holds unsaved edits, then allows.
    let navigator = HeadlessNavigator(state: Self.editing([]))
    let center = try Self.center(navigator)
    var unsaved = true
    center.closingRule = { screen in screen.name == "editor" && unsaved ? .refuse : .allow }
    #expect(await center.open("t://notes").name == "failed")
    unsaved = false
    #expect(await center.open("t://notes").name == "handled")
  }

  @Test func aScreenThatAsksWithNobodyToAskRefuses() async throws {
    let start = Self.editing(.asksBeforeClosing)
    let navigator = HeadlessNavigator(state: start)
    let center = try Self.center(navigator)
    #expect(await center.open("t://notes").name == "failed")
    #expect(navigator.state == start)
  }
}
