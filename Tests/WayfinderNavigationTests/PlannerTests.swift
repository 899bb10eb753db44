import Testing
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// Each planner rule as a literal plan, applied on the headless navigator to check that it
/// reaches the target through legal states.
@MainActor
@Suite struct PlannerTests {
  static func s(_ name: String, _ id: Int? = nil, _ traits: Screen.Traits = []) -> Screen {
    Screen(name, parameters: id.map { ["id": "\($0)"] } ?? [:], traits: traits)
  }
  static let a = s("a")
  static let b = s("b")
  static let c = s("c")
  static let hide = s("photo", 1, .hidesTabBar)
  static func channel(_ id: Int) -> Screen { s("channel", id, .unique) }

  static func tabs(
    _ one: [Screen] = [a], _ two: [Screen] = [b], selected: String = "one"
  ) -> Container {
    .tabs("bar", [.stack("one", one), .stack("two", two)], selected: selected)
  }

  static func sheet(_ name: String, _ screens: [Screen]) -> Modal { Modal(.sheet, .stack(name, screens)) }

  /// Plans, applies headless, and checks every state on the way and the last one.
  func plan(
    _ current: NavigationState, _ target: NavigationState,
    animatesLastStep: Bool = false, reloading: Set<Screen.ID> = []
  ) async throws -> [Step] {
    let steps = try TransitionPlanner(animatesLastStep: animatesLastStep)
      .plan(from: current, to: target, reloading: reloading)
    let navigator = HeadlessNavigator(state: current)
    try await navigator.perform(steps)
    for entry in navigator.transcript { try entry.state?.checkInvariants() }
    #expect(navigator.state == target)
    return steps
  }

  @Test func targetEqualToStateGivesNoSteps() async throws {
    let state = NavigationState(root: Self.tabs([Self.a, Self.c]), modals: [Self.sheet("m", [Self.b])])
    #expect(try await plan(state, state) == [])
    #expect(try await plan(state, state, animatesLastStep: true) == [])
  }

  @Test func aTabBarShowingNoTabIsPlannedFrom() throws {
    // UIKit's More list: the tab bar selects no tab. A plan from there changes the tabs and
    // selects the target's, rather than reading a tab at index -1.
    let current = NavigationState(
      root: .tabs(
        TabBar(name: "bar", tabs: [.stack("one", [Self.a]), .stack("two", [Self.b])], selectedIndex: -1)))
    let target = NavigationState(root: Self.tabs([Self.a], [Self.b, Self.c], selected: "two"))
    #expect(
      try TransitionPlanner(animatesLastStep: false, checksStates: false).plan(from: current, to: target)
        .map(\.description) == [
          "selectTab two in bar", "push c onto two",
        ])
  }

  @Test func modalsAreDismissedTopDownBeforeAnythingUnderThem() async throws {
    let current = NavigationState(
      root: Self.tabs(), modals: [Self.sheet("lower", [Self.a]), Self.sheet("upper", [Self.b])])
    let target = NavigationState(root: Self.tabs(selected: "two"))
    // The chain goes in one call, from its bottom, before anything under it changes.
    #expect(
      try await plan(current, target) == [
        .dismissChain(["lower", "upper"]), .selectTab("two", in: "bar"),
      ])
    // One modal of two: a dismissal of the top.
    let lower = NavigationState(root: Self.tabs(), modals: [Self.sheet("lower", [Self.a])])
    #expect(try await plan(current, lower) == [.dismiss("upper")])
  }

  @Test func aModalBothStatesPresentStaysUpAndChangesInPlace() async throws {
    let current = NavigationState(root: Self.tabs(), modals: [Self.sheet("m", [Self.a])])
    let target = NavigationState(root: Self.tabs(), modals: [Self.sheet("m", [Self.a, Self.b, Self.c])])
    // Two screens pushed are one change of the stack.
    #expect(
      try await plan(current, target) == [.setScreens([Self.a, Self.b, Self.c], in: "m", keeping: 1)])
  }

  @Test func aLowerModalThatChangesTakesTheOnesAboveItDownAndBackUp() async throws {
    let upper = Self.sheet("upper", [Self.c])
    let current = NavigationState(root: Self.tabs(), modals: [Self.sheet("lower", [Self.a]), upper])
    let target = NavigationState(root: Self.tabs(), modals: [Self.sheet("lower", [Self.a, Self.b]), upper])
    #expect(
      try await plan(current, target) == [
        .dismiss("upper"), .push(Self.b, onto: "lower"), .present(upper, from: "lower"),
      ])
  }

  @Test func aModalOfAnotherNameOrStyleIsDismissedAndTheTargetsPresented() async throws {
    let current = NavigationState(root: Self.tabs(), modals: [Self.sheet("m", [Self.a])])
    let other = Modal(.fullScreen, .stack("m", [Self.a]))
    #expect(
      try await plan(current, NavigationState(root: Self.tabs(), modals: [other])) == [
        .dismiss("m"), .present(other, from: "bar"),
      ])
    let renamed = Self.sheet("n", [Self.a])
    #expect(
      try await plan(current, NavigationState(root: Self.tabs(), modals: [renamed])) == [
        .dismiss("m"), .present(renamed, from: "bar"),
      ])
  }

  @Test func aTabThatHidesTheTabBarIsPoppedBeforeItIsLeft() async throws {
    let current = NavigationState(root: Self.tabs([Self.a, Self.b, Self.hide, Self.c]))
    let target = try current.showing([Self.b, Self.c], in: "two")
    #expect(target.root == Self.tabs([Self.a, Self.b], [Self.b, Self.c], selected: "two"))
    #expect(
      try await plan(current, target) == [
        .pop(to: Self.b, at: 1, in: "one"), .selectTab("two", in: "bar"), .push(Self.c, onto: "two"),
      ])
  }

  @Test func aTabThatShowsTheTabBarKeepsItsStackWhenLeft() async throws {
    let current = NavigationState(root: Self.tabs([Self.a, Self.b, Self.c]))
    let target = try current.showing([Self.b], in: "two")
    #expect(try await plan(current, target) == [.selectTab("two", in: "bar")])
  }

  @Test func leavingAHiddenTabBarWithoutPoppingIsRefused() async throws {
    let navigator = HeadlessNavigator(state: NavigationState(root: Self.tabs([Self.a, Self.hide])))
    await #expect(throws: NavigationError.self) {
      try await navigator.perform(.selectTab("two", in: "bar"))
    }
  }

  @Test func aUniqueScreenIsReplacedNeverStackedTwice() async throws {
    // The open channel on top: one step.
    let onTop = NavigationState(root: .stack("s", [Self.a, Self.channel(99)]))
    #expect(
      try await plan(onTop, NavigationState(root: .stack("s", [Self.a, Self.channel(1)]))) == [
        .replace(Self.channel(99), with: Self.channel(1), in: "s")
      ])
    // Screens above the open channel are popped first, then it is replaced.
    let under = NavigationState(root: .stack("s", [Self.a, Self.channel(99), Self.b]))
    #expect(
      try await plan(under, NavigationState(root: .stack("s", [Self.a, Self.channel(1), Self.c]))) == [
        .setScreens([Self.a, Self.channel(1), Self.c], in: "s", keeping: 1)
      ])
  }

  @Test func aScreenThatIsNotUniqueIsPoppedAndPushed() async throws {
    let current = NavigationState(root: .stack("s", [Self.a, Self.s("card", 7)]))
    #expect(
      try await plan(current, NavigationState(root: .stack("s", [Self.a, Self.s("card", 8)]))) == [
        .setScreens([Self.a, Self.s("card", 8)], in: "s", keeping: 1)
      ])
  }

  @Test func aDifferentRootScreenIsReplaced() async throws {
    let current = NavigationState(root: .stack("s", [Self.a, Self.b]))
    #expect(
      try await plan(current, NavigationState(root: .stack("s", [Self.c]))) == [
        .setScreens([Self.c], in: "s", keeping: 0)
      ])
    // The root alone: replaced.
    #expect(
      try await plan(
        NavigationState(root: .stack("s", [Self.a])), NavigationState(root: .stack("s", [Self.c])))
        == [.replace(Self.a, with: Self.c, in: "s")])
  }

  @Test func otherTabsAreLeftAsTheyAre() async throws {
    let current = NavigationState(
      root: .tabs(
        "bar",
        [.stack("one", [Self.a, Self.b]), .stack("two", [Self.b]), .stack("three", [Self.c, Self.a])]))
    let target = try current.showing([Self.b, Self.c], in: "two")
    let steps = try await plan(current, target)
    #expect(steps == [.selectTab("two", in: "bar"), .push(Self.c, onto: "two")])
  }

  @Test func unselectedTabsChangeBeforeTheSwitchAndTheNewTabAfter() async throws {
    let current = NavigationState(
      root: .tabs(
        "bar", [.stack("one", [Self.a, Self.b]), .stack("two", [Self.b]), .stack("three", [Self.c])]))
    let target = NavigationState(
      root: .tabs(
        "bar",
        [.stack("one", [Self.a]), .stack("two", [Self.b, Self.a]), .stack("three", [Self.c, Self.b])],
        selected: "two"))
    #expect(
      try await plan(current, target) == [
        .pop(to: Self.a, at: 0, in: "one"),
        .push(Self.b, onto: "three"),
        .selectTab("two", in: "bar"),
        .push(Self.a, onto: "two"),
      ])
  }

  @Test func onlyTheLastStepIsAnimatedAndOnlyWhenAsked() async throws {
    let current = NavigationState(root: Self.tabs(), modals: [Self.sheet("m", [Self.c])])
    let target = NavigationState(root: Self.tabs([Self.a], [Self.b, Self.c], selected: "two"))
    let still = try await plan(current, target)
    #expect(still.allSatisfy { !$0.animated })
    #expect(still.count == 3)
    let animated = try await plan(current, target, animatesLastStep: true)
    #expect(animated.map(\.animated) == [false, false, true])
    #expect(animated.last == .push(Self.c, onto: "two", animated: true))
  }

  @Test func anotherFlowIsSwitchedToBuiltAfresh() async throws {
    let login = Container.stack("login", [Self.s("login")])
    let home = Self.tabs()
    let current = NavigationState(root: .flows("app", showing: login))
    #expect(
      try await plan(current, NavigationState(root: .flows("app", showing: home))) == [
        .switchFlow("app", to: home)
      ])
    let registration = NavigationState(
      root: .flows("app", showing: .stack("login", [Self.s("login"), Self.s("registration")])))
    #expect(try await plan(current, registration) == [.push(Self.s("registration"), onto: "login")])
  }

  @Test func staleScreensThatStayAreReloadedBeforeModalsArePresented() async throws {
    let draft = Screen("editProfile", data: ["draft": "hello"])
    let rate = Modal(.fullScreen, .stack("rateOrder", [Self.s("rating", 7)]))
    let interrupted = NavigationState(root: .stack("profile", [Self.a, draft]), modals: [rate])
    let restored = NavigationState(root: .stack("profile", [Self.a, draft]))
    #expect(
      try await plan(interrupted, restored, reloading: [draft.id, Self.c.id]) == [
        .dismiss("rateOrder"), .reload(draft, in: "profile"),
      ])
    // A stale screen that goes away, or is pushed anew, is not reloaded.
    let other = NavigationState(
      root: .stack("profile", [Self.a, Self.b]), modals: [Self.sheet("m", [draft])])
    #expect(
      try await plan(interrupted, other, reloading: [draft.id, Self.a.id]) == [
        .dismiss("rateOrder"), .setScreens([Self.a, Self.b], in: "profile", keeping: 1),
        .reload(Self.a, in: "profile"), .present(Self.sheet("m", [draft]), from: "profile"),
      ])
  }

  @Test func aRootThatCannotBecomeTheTargetsIsAnError() throws {
    let planner = TransitionPlanner()
    let tabs = NavigationState(root: Self.tabs())
    let error = try #require(throws: NavigationError.self) {
      try planner.plan(from: tabs, to: NavigationState(root: .stack("one", [Self.a])))
    }
    #expect(error.code == .incompatibleTarget)
    #expect(
      error.description
        == "no plan (incompatible-target): the root tab bar \"bar\" cannot become the stack \"one\"")
    let renamed = NavigationState(root: .tabs("bar", [.stack("one", [Self.a]), .stack("three", [Self.b])]))
    #expect(
      "\(try #require(throws: NavigationError.self) { try planner.plan(from: tabs, to: renamed) })"
        == "no plan (incompatible-target): the root tab bar \"bar\" cannot become the tab bar \"bar\" "
        + "(tabs one, two against one, three)")
  }

  @Test func anIllegalStateIsAnError() throws {
    let legal = NavigationState(root: .stack("s", [Self.a]))
    let illegal = NavigationState(root: .stack("s", []))
    let error = try #require(throws: NavigationError.self) {
      try TransitionPlanner().plan(from: legal, to: illegal)
    }
    #expect(error.description == "illegal state (illegal-state): stack \"s\" has no screens")
  }
}
