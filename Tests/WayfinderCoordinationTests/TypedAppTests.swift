import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
import WayfinderTesting

/// An app written from *Getting started*: one enum of screens that is also its routes, its
/// containers and guards as its own enums, and nothing spelt as a string but its links.
enum Note: ScreenConvertible, Codable {
  case inbox
  case note(id: Int)
  case attachment(id: Int, name: String)
  case settings
  case signIn
}

enum NoteContainer: String, ContainerName {
  case tabs, inbox, settings, signIn
}

enum NoteGuard: String, GuardName {
  case unlocked
}

@MainActor
@Suite struct TypedAppTests {
  static func graph(guard noteGuard: NoteGuard? = .unlocked) throws -> NavigationGraph {
    var graph = NavigationGraph.TypedBuilder<Note, NoteContainer, NoteGuard>(root: .tabs)
    graph.tabs(.tabs, [.inbox, .settings])
    graph.stack(.inbox, root: .inbox)
    graph.screen(.note(id: 0), in: .inbox)
    graph.screen(.attachment(id: 0, name: ""), in: .inbox, after: .note(id: 0), guard: noteGuard)
    graph.stack(.settings, root: .settings)
    graph.modal(.signIn, .sheet, root: .signIn)
    return try graph.build()
  }

  static func routes() throws -> RouteTable<Note> {
    var routes = RouteTable<Note>.Builder(policy: LinkPolicy(schemes: ["notes"]))
    routes.add("/settings", .settings)
    routes.add(
      "/notes/:id(int)", parse: { .note(id: try $0.int("id")) },
      print: { if case .note(let id) = $0 { ["id": id] } else { nil } })
    routes.add(
      "/notes/:id(int)/:name", parse: { .attachment(id: try $0.int("id"), name: try $0.string("name")) },
      print: { if case .attachment(let id, let name) = $0 { ["id": id, "name": name] } else { nil } })
    return try routes.build()
  }

  static func unlocked(_ isUnlocked: @escaping @MainActor @Sendable () -> Bool) -> RouteGuard {
    RouteGuard(NoteGuard.unlocked, showing: Note.signIn, isSatisfied: isUnlocked)
  }

  @Test func theRouteIsTheScreenItOpens() async throws {
    let graph = try Self.graph()
    let navigator = HeadlessNavigator(state: graph.initialState)
    let center = try DeepLinkCenter(
      routes: try Self.routes(), graph: graph, guards: [Self.unlocked { true }], navigator: navigator,
      clock: ManualClock())
    center.becomeReady()
    let outcome = await center.open("notes://notes/7/plan.pdf")
    guard case .handled(let state, _) = outcome else {
      Issue.record("not handled: \(outcome)")
      return
    }
    #expect(
      state.container(named: NoteContainer.inbox)
        == .stack(
          NoteContainer.inbox,
          [
            Note.inbox, .note(id: 7), .attachment(id: 7, name: "plan.pdf"),
          ]))
  }

  @Test func aGuardIsResolvedByItsCase() async throws {
    let graph = try Self.graph()
    let navigator = HeadlessNavigator(state: graph.initialState)
    let center = try DeepLinkCenter(
      routes: try Self.routes(), graph: graph, guards: [Self.unlocked { false }], navigator: navigator,
      clock: ManualClock())
    center.becomeReady()
    let ticket = center.send("notes://notes/7/plan.pdf")
    await center.idle()
    #expect(center.pendingGuards(as: NoteGuard.self) == [.unlocked])
    #expect(navigator.state.modals.map(\.name) == [NoteContainer.signIn.rawValue])
    center.resolveGuard(NoteGuard.unlocked, passed: false)
    #expect(await ticket.outcome == .guardFailed(NoteGuard.unlocked.rawValue))
  }

  @Test func aGuardTheGraphNamesButTheCenterIsNotGivenFailsAtStartWithItsName() throws {
    let graph = try Self.graph()
    let misspelt = RouteGuard("unlockd", showing: Screen("signIn")) { true }
    #expect(throws: GraphError.self) {
      try DeepLinkCenter(
        routes: try Self.routes(), graph: graph, guards: [misspelt],
        navigator: HeadlessNavigator(state: graph.initialState))
    }
    do {
      try graph.checkGuards([misspelt])
      Issue.record("no error")
    } catch {
      #expect(error.code == .missingGuard)
      #expect(
        error.description
          == #"invalid navigation graph (missing-guard): the graph names the guard "unlocked", which is not given (given: "unlockd")"#
      )
    }
  }

  @Test func aGuardShowingAScreenTheGraphLacksFailsAtStart() throws {
    let graph = try Self.graph()
    let lost = RouteGuard(NoteGuard.unlocked, showing: Screen("login")) { true }
    do {
      try graph.checkGuards([lost])
      Issue.record("no error")
    } catch {
      #expect(
        error.description
          == #"invalid navigation graph (missing-guard): the guard "unlocked" shows "login", which the graph does not declare"#
      )
    }
    // A graph that names no guard needs none.
    try Self.graph(guard: nil).checkGuards([])
    #expect(try Self.graph().guardNames == ["unlocked"])
  }

  @Test func theTypedBuilderDeclaresWhatTheStringBuilderDoes() throws {
    var strings = NavigationGraph.Builder(root: "tabs")
    strings.tabs("tabs", ["inbox", "settings"])
    strings.stack("inbox", root: Screen("inbox"))
    strings.screen("note", in: "inbox", parameters: ["id"])
    strings.screen("attachment", in: "inbox", parameters: ["id", "name"], after: "note", guard: "unlocked")
    strings.stack("settings", root: Screen("settings"))
    strings.modal("signIn", .sheet, root: Screen("signIn"))
    let typed = try Self.graph()
    let untyped = try strings.build()
    let target = Note.attachment(id: 3, name: "a").screen
    #expect(
      try typed.target(for: target, from: typed.initialState)
        == untyped.target(for: target, from: untyped.initialState))
    #expect(typed.guards(for: "attachment") == untyped.guards(for: "attachment"))
    #expect(typed.screenNames == untyped.screenNames)
  }

  @Test func theCoordinatorFactoryTakesTheAppsContainers() {
    let root = Coordinator(container: NoteContainer.tabs) { container, _ in
      container == .settings ? Coordinator(container: NoteContainer.settings) : nil
    }
    #expect(root.child(for: NoteContainer.settings)?.container(as: NoteContainer.self) == .settings)
    #expect(root.child(for: NoteContainer.inbox) == nil)
    #expect(root.child(for: "unknown") == nil)
  }
}
