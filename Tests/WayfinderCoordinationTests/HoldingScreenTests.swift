import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// Screens that must not close (issue 34, item 4): a modal's root carrying a closing trait, a
/// screen that holds a link until it closes, and a modal the app keeps from the person's
/// dismissal.
@MainActor
@Suite struct HoldingScreenTests {
  /// `home` is a tab bar of `notes` and `inbox`; `call` is a full-screen cover whose root holds
  /// links; `draft` is a sheet whose root asks before closing.
  static func graph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "home")
    graph.tabs("home", ["notes", "inbox"])
    graph.stack("notes", root: Screen("notes"))
    graph.stack("inbox", root: Screen("inbox"))
    graph.screen("message", in: "inbox", parameters: ["id"])
    graph.modal("call", .fullScreen, root: Screen("call", traits: .holdsLinks))
    graph.modal("draft", .sheet, root: Screen("draft", traits: .asksBeforeClosing))
    graph.modal("share", .sheet, root: Screen("share"))
    return try graph.build()
  }

  static func routes() throws -> RouteTable<Screen> {
    var routes = RouteTable<Screen>.Builder(policy: LinkPolicy(schemes: ["t"]))
    routes.add("/notes", Screen("notes"))
    routes.add("/call", Screen("call"))
    routes.add("/draft", Screen("draft"))
    routes.add("/share", Screen("share"))
    routes.add(
      "/messages/:id(int)", parse: { Screen("message", parameters: ["id": String(try $0.int("id"))]) },
      print: { $0.name == "message" ? ["id": Int($0.parameters["id"] ?? "") ?? 0] : nil })
    return try routes.build()
  }

  struct App {
    let center: DeepLinkCenter<Screen>
    let navigator: HeadlessNavigator
    let clock: ManualClock
  }

  static func app() throws -> App {
    let clock = ManualClock()
    let navigator = HeadlessNavigator(state: try graph().initialState, clock: clock)
    let center = DeepLinkCenter(
      routes: try routes(), graph: try graph(), navigator: navigator, clock: clock,
      destination: { .screen($0) })
    center.becomeReady()
    return App(center: center, navigator: navigator, clock: clock)
  }

  @Test func aModalsRootCarriesTheTraitsTheGraphGivesIt() async throws {
    let app = try Self.app()
    #expect(await app.center.open("t://call").name == "handled")
    #expect(app.navigator.state.modals.last?.content.visibleStack.screens.first?.traits == .holdsLinks)
    #expect(try Self.graph().traits(of: "call") == .holdsLinks)
  }

  @Test func aLinkDuringACallIsHeldUntilTheCallEndsThenOpens() async throws {
    let app = try Self.app()
    #expect(await app.center.open("t://call").name == "handled")
    let link = app.center.send("t://messages/3")
    await app.center.idle()
    #expect(app.center.pendingHold?.name == "call")
    #expect(app.navigator.state.modals.count == 1)
    // The person ends the call: the link goes on, from what is there then.
    try app.navigator.personPerforms([.dismiss("call")])
    #expect(await link.outcome.name == "handled")
    #expect(app.navigator.state.topScreen == Screen("message", parameters: ["id": "3"]))
    #expect(app.center.pendingHold == nil)
  }

  @Test func aLinkHeldPastTheLimitEndsHoldExpiredAndTheCallStays() async throws {
    let app = try Self.app()
    app.center.holdLimit = .seconds(30)
    #expect(await app.center.open("t://call").name == "handled")
    let before = app.navigator.state
    let link = app.center.send("t://messages/3")
    await app.center.idle()
    await app.clock.advance(by: .seconds(30))
    let outcome = await link.outcome
    guard case .failed(let failure) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(failure.code == .holdExpired)
    #expect(failure.description == "call stayed open for the 30 s the link was held for it")
    #expect(app.navigator.state == before)
  }

  @Test func aNewerLinkSupersedesTheHeldOne() async throws {
    let app = try Self.app()
    #expect(await app.center.open("t://call").name == "handled")
    let first = app.center.send("t://messages/3")
    await app.center.idle()
    let second = app.center.send("t://notes")
    #expect(await first.outcome == .superseded)
    await app.center.idle()
    // The newer one is held in turn.
    #expect(app.center.pendingHold?.name == "call")
    try app.navigator.personPerforms([.dismiss("call")])
    #expect(await second.outcome.name == "handled")
  }

  @Test func aModalsRootThatAsksIsAskedAbout() async throws {
    let app = try Self.app()
    var asked: [String] = []
    app.center.askToClose = { asked.append($0.name) }
    #expect(await app.center.open("t://draft").name == "handled")
    let link = app.center.send("t://notes")
    await app.center.idle()
    #expect(asked == ["draft"])
    app.center.answerClose(allowed: false)
    #expect(await link.outcome.name == "failed")
    #expect(app.navigator.state.modals.count == 1)
  }

  @Test func aModalTheAppKeepsFromThePersonsDismissalAsks() async throws {
    let app = try Self.app()
    #expect(await app.center.open("t://share").name == "handled")
    app.navigator.dismissalVetoes = [Screen("share").id]
    // Nobody to ask: the link may not close what the app keeps open.
    let refused = await app.center.open("t://notes")
    #expect(refused.name == "failed")
    if case .failed(let failure) = refused { #expect(failure.code == .closeRefused) }
    var asked: [String] = []
    app.center.askToClose = { asked.append($0.name) }
    let link = app.center.send("t://notes")
    await app.center.idle()
    #expect(asked == ["share"])
    app.center.answerClose(allowed: true)
    #expect(await link.outcome.name == "handled")
    #expect(app.navigator.state.modals.isEmpty)
  }
}

extension HoldingScreenTests {
  @Test func theTypedBuilderGivesAModalsRootItsTraits() throws {
    var graph = NavigationGraph.TypedBuilder<Note, NoteContainer, NoteGuard>(root: .tabs)
    graph.tabs(.tabs, [.inbox, .settings])
    graph.stack(.inbox, root: .inbox)
    graph.stack(.settings, root: .settings)
    graph.modal(.signIn, .fullScreen, root: .signIn, traits: .holdsLinks)
    let built = try graph.build()
    #expect(built.traits(of: "signIn") == .holdsLinks)
    let shown = try built.target(for: Note.signIn.screen, from: built.initialState)
    #expect(shown.topScreen?.traits == .holdsLinks)
  }
}
