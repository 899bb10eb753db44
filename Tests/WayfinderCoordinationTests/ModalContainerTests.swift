import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation

/// A modal that holds a tab bar or a flow switcher: presented as it first appears with the
/// tab or flow a link needs, switched inside while presented, dismissed as any modal.
@Suite struct ModalContainerTests {
  static func graph() throws -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "app")
    graph.stack("app", root: Screen("home"))
    graph.screen("profile", in: "app")
    graph.modal("onboarding", .fullScreen, tabs: ["welcome", "permissions"], guard: "signedIn")
    graph.stack("welcome", root: Screen("welcome"))
    graph.screen("terms", in: "welcome")
    graph.stack("permissions", root: Screen("permissions"))
    graph.screen("camera", in: "permissions", parameters: ["reason"])
    graph.modal("signUp", .sheet, flows: ["email", "phone"], over: "profile")
    graph.stack("email", root: Screen("email"))
    graph.stack("phone", root: Screen("phone"))
    graph.screen("code", in: "phone")
    graph.modal("help", .sheet, root: Screen("help"))
    return try graph.build()
  }

  static func steps(_ from: NavigationState, _ to: NavigationState) throws -> [String] {
    try TransitionPlanner().plan(from: from, to: to).map(\.description)
  }

  @Test func aLinkIntoATabOfTheModalPresentsItWithThatTabSelected() throws {
    let graph = try Self.graph()
    let camera = Screen("camera", parameters: ["reason": "scan"])
    let target = try graph.target(for: camera, from: graph.initialState)
    try target.checkInvariants()
    #expect(
      target.description == """
        stack app: home
        fullScreen onboarding
          tabs onboarding
            stack welcome: welcome
            stack permissions (selected): permissions, camera(scan)
        """)
    #expect(try Self.steps(graph.initialState, target) == ["present fullScreen onboarding from app"])
    #expect(graph.guards(for: "camera") == ["signedIn"])
  }

  @Test func aLinkToAnotherTabOfThePresentedModalSelectsIt() throws {
    let graph = try Self.graph()
    let presented = try graph.target(for: Screen("terms"), from: graph.initialState)
    let helped = presented.presenting(Modal(.sheet, .stack("help", [Screen("help")])))
    let target = try graph.target(for: Screen("permissions"), from: helped)
    #expect(target.modals.count == 1)
    #expect(
      try Self.steps(helped, target) == ["dismiss help", "selectTab permissions in onboarding"])
    // The tab left keeps its stack; a link back into it pops to the shared part.
    let back = try graph.target(for: Screen("welcome"), from: target)
    #expect(
      try Self.steps(target, back) == ["selectTab welcome in onboarding", "pop welcome to welcome"])
  }

  @Test func aLinkOutsideTheModalDismissesIt() throws {
    let graph = try Self.graph()
    let presented = try graph.target(for: Screen("camera"), from: graph.initialState)
    let target = try graph.target(for: Screen("profile"), from: presented)
    #expect(target == NavigationState(root: .stack("app", [Screen("home"), Screen("profile")])))
    #expect(try Self.steps(presented, target) == ["dismiss onboarding", "push profile onto app"])
  }

  @Test func aModalOfFlowsShowsTheFlowALinkNeedsAndSwitchesWhilePresented() throws {
    let graph = try Self.graph()
    let email = try graph.target(for: Screen("email"), from: graph.initialState)
    #expect(
      email.description == """
        stack app: home, profile
        sheet signUp
          flows signUp
            stack email: email
        """)
    let code = try graph.target(for: Screen("code"), from: email)
    #expect(code.modals.map(\.name) == ["signUp"])
    #expect(code.visibleStack.screens == [Screen("phone"), Screen("code")])
    #expect(try Self.steps(email, code) == ["switchFlow signUp to phone"])
  }

  @Test func theGraphDescribesTheModalsContainer() throws {
    let graph = try Self.graph()
    let onboarding = try #require(graph.container(named: "onboarding"))
    #expect(onboarding.kind == .tabs(["welcome", "permissions"], selected: "welcome"))
    #expect(onboarding.presentation?.style == .fullScreen)
    #expect(graph.container(named: "permissions")?.parent == "onboarding")
    #expect(graph.path(to: "permissions") == ["onboarding", "permissions"])
  }

  @Test(arguments: [
    (
      "tab", "invalid navigation graph (unknown-container): tab \"later\" of \"onboarding\" is not declared"
    ),
    ("empty", "invalid navigation graph (wrong-kind): \"onboarding\" has no tabs"),
    ("modalTab", "invalid navigation graph (two-parents): \"help\" is a modal and a tab of \"onboarding\""),
    (
      "selfOver",
      "invalid navigation graph (unreachable): modal \"onboarding\" is presented over \"terms\", which shows only with \"onboarding\" presented"
    ),
    (
      "chain",
      "invalid navigation graph (unreachable): modal \"help\" is presented over \"terms\", which shows only with \"help\" presented"
    ),
  ])
  func mistakesAreRefusedWhenTheGraphIsBuilt(mistake: String, message: String) throws {
    var graph = NavigationGraph.Builder(root: "app")
    graph.stack("app", root: Screen("home"))
    graph.stack("welcome", root: Screen("welcome"))
    graph.screen("terms", in: "welcome")
    switch mistake {
    case "tab": graph.modal("onboarding", .sheet, tabs: ["welcome", "later"])
    case "empty": graph.modal("onboarding", .sheet, tabs: [])
    case "modalTab":
      graph.modal("help", .sheet, root: Screen("help"))
      graph.modal("onboarding", .sheet, tabs: ["welcome", "help"])
    case "selfOver": graph.modal("onboarding", .sheet, tabs: ["welcome"], over: "terms")
    default:
      graph.modal("help", .sheet, root: Screen("help"), over: "terms")
      graph.modal("onboarding", .sheet, flows: ["welcome"], over: "help")
    }
    do {
      _ = try graph.build()
      Issue.record("built")
    } catch {
      #expect(error.description == message)
    }
  }
}
