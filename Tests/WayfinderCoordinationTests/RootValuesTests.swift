import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// A root that takes a link's values keeps them when a later link pushes above it: the podcast
/// app's search results stay under the show the person opens from them.
@MainActor
@Suite struct RootValuesTests {
  static func graph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "main")
    graph.tabs("main", ["home", "search"])
    graph.stack("home", root: Screen("home"))
    graph.stack("search", root: Screen("search"))
    graph.screen("show", in: "search", parameters: ["showID"])
    graph.screen("episode", in: "search", parameters: ["showID", "episodeID"], after: "show")
    graph.screen("clip", in: "search", parameters: ["clipID"])
    return try graph.build()
  }

  static func routes() throws -> RouteTable<Screen> {
    var routes = RouteTable<Screen>.Builder(policy: LinkPolicy(schemes: ["pods"]))
    routes.add(
      "/search?q=:q&page=:page(int)?",
      parse: { values in
        var parameters = ["q": try values.string("q")]
        if let page = values["page"] { parameters["page"] = page }
        return Screen("search", parameters: parameters)
      },
      print: { $0.name == "search" && $0.parameters["q"] != nil ? RouteValues($0.parameters) : nil })
    routes.add("/search", Screen("search"))
    routes.add(
      "/shows/:showID(int)", parse: { Screen("show", parameters: ["showID": try $0.string("showID")]) },
      print: { $0.name == "show" ? RouteValues($0.parameters) : nil })
    routes.add(
      "/shows/:showID(int)/episodes/:episodeID(int)",
      parse: {
        Screen(
          "episode", parameters: ["showID": try $0.string("showID"), "episodeID": try $0.string("episodeID")])
      },
      print: { $0.name == "episode" ? RouteValues($0.parameters) : nil })
    // A clip's `t` is its data: a link with another `t` seeks the clip on screen.
    routes.add(
      "/clips/:clipID(int)?t=:t(int)?", lenient: ["t"],
      parse: { values in
        Screen(
          "clip", parameters: ["clipID": try values.string("clipID")],
          data: values["t"].map { ["t": $0] } ?? [:])
      },
      print: { $0.name == "clip" ? RouteValues($0.parameters.merging($0.data) { first, _ in first }) : nil })
    return try routes.build()
  }

  func app() throws -> (center: DeepLinkCenter<Screen>, navigator: HeadlessNavigator) {
    let navigator = HeadlessNavigator(state: try Self.graph().initialState)
    let center = DeepLinkCenter(
      routes: try Self.routes(), graph: try Self.graph(), navigator: navigator, clock: ManualClock(),
      destination: { .screen($0) })
    center.becomeReady()
    return (center, navigator)
  }

  func search(_ state: NavigationState) -> [String] {
    state.container(named: "search").map { $0.visibleStack.screens.map(\.description) } ?? []
  }

  @Test func aPushKeepsTheRootsValues() async throws {
    let (center, navigator) = try app()
    _ = await center.open("pods://search?q=true%20crime")
    #expect(search(navigator.state) == [#"search("true crime")"#])
    let before = navigator.steps.count
    let outcome = await center.open("pods://shows/5")
    #expect(outcome.name == "handled")
    #expect(search(navigator.state) == [#"search("true crime")"#, "show(5)"])
    #expect(navigator.steps[before...].map(\.description) == ["push show(5) onto search, animated"])
    // A back stack deeper than one screen keeps the root too.
    _ = await center.open("pods://shows/5/episodes/9")
    #expect(search(navigator.state).first == #"search("true crime")"#)
  }

  @Test func aLinkToTheRootGivesItTheLinksValues() async throws {
    let (center, navigator) = try app()
    _ = await center.open("pods://search?q=true%20crime")
    _ = await center.open("pods://shows/5")
    _ = await center.open("pods://search?q=jazz")
    #expect(search(navigator.state) == ["search(jazz)"])
  }

  @Test func aLinksDataUpdatesTheScreenOnScreenInPlace() async throws {
    let (center, navigator) = try app()
    _ = await center.open("pods://clips/7")
    var before = navigator.steps.count
    _ = await center.open("pods://clips/7?t=90")
    #expect(navigator.steps[before...].map(\.description) == ["update clip(clipID: 7, t: 90) in search"])
    #expect(navigator.state.topScreen?.data == ["t": "90"])
    // A value of the wrong type is dropped (lenient), and a link without data changes nothing.
    before = navigator.steps.count
    #expect(await center.open("pods://clips/7?t=soon").name == "handled")
    #expect(navigator.steps.count == before)
    #expect(navigator.state.topScreen?.data == ["t": "90"])
  }

  @Test func theGraphsTargetKeepsTheRootOnScreen() throws {
    let graph = try Self.graph()
    let state = try graph.initialState.showing([Screen("search", parameters: ["q": "crime"])], in: "search")
    let target = try graph.target(for: Screen("show", parameters: ["showID": "5"]), from: state)
    #expect(search(target) == ["search(crime)", "show(5)"])
    let show = Screen("show", parameters: ["showID": "5"])
    for checksStates in [true, false] {
      let planner = TransitionPlanner(checksStates: checksStates)
      let steps = try planner.plan(from: state, showing: [Screen("search"), show], in: "search")
      #expect(steps.map(\.description) == ["push show(5) onto search"])
    }
  }
}
