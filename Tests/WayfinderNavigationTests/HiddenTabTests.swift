import Foundation
import Testing
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// iOS 18 tabs the person (or the app) hid: a hidden tab keeps its screens, and nothing moves
/// towards it — the rule book, the planner and the saved form all know it.
@MainActor
@Suite struct HiddenTabTests {
  static let a = Screen("a")
  static let b = Screen("b")
  static let c = Screen("c")

  static func state(hidden: Set<String> = ["two"], selected: String = "one") -> NavigationState {
    let bar = TabBar(
      name: "bar", tabs: [.stack("one", [a]), .stack("two", [b]), .stack("three", [c])],
      selectedIndex: ["one", "two", "three"].firstIndex(of: selected) ?? 0, hiddenTabs: hidden)
    return NavigationState(root: .tabs(bar))
  }

  @Test func theRuleBookRefusesSelectingAHiddenTab() throws {
    var state = Self.state()
    #expect(throws: NavigationError.self) { try state.apply(.selectTab("two", in: "bar")) }
    do {
      try state.apply(.selectTab("two", in: "bar"))
    } catch {
      #expect(error.code == .tabHidden)
      #expect(error.description.contains(#"tab "two" of "bar" is hidden"#))
    }
    #expect(state == Self.state())
    // A tab that is not hidden is selected as always.
    try state.apply(.selectTab("three", in: "bar"))
    #expect(state.hiddenTabs(in: "bar") == ["two"])
  }

  @Test func theHiddenTabThatIsSelectedStaysSelected() throws {
    var state = Self.state(hidden: ["one"])
    try state.apply(.selectTab("one", in: "bar"))
    try state.apply(.push(Screen("d"), onto: "one"))
    #expect(state.container(named: "one")?.visibleStack.screens.count == 2)
  }

  @Test func thePlannerRefusesAPlanIntoAHiddenTabBeforeAnyStep() throws {
    let current = NavigationState(
      root: Self.state().root, modals: [Modal(.sheet, .stack("sheet", [Screen("s")]))])
    var target = Self.state()
    try target.setTab("two", in: "bar", hidden: false)
    try target.apply(.selectTab("two", in: "bar"))
    try target.setTab("two", in: "bar", hidden: true)
    do {
      _ = try TransitionPlanner().plan(from: current, to: target)
      Issue.record("planned into a hidden tab")
    } catch {
      #expect(error.code == .tabHidden)
    }
    do {
      _ = try TransitionPlanner().plan(from: current, showing: [Self.b, Self.c], in: "two")
      Issue.record("planned into a hidden tab")
    } catch {
      #expect(error.code == .tabHidden)
    }
    // Shown again, the same link plans: dismiss, select, push.
    var shown = current
    try shown.setTab("two", in: "bar", hidden: false)
    let steps = try TransitionPlanner().plan(from: shown, showing: [Self.b, Self.c], in: "two")
    #expect(steps.count == 3)
  }

  @Test func hiddenTabsAreSavedAndPrinted() throws {
    let state = Self.state(hidden: ["three", "two"])
    let data = try JSONEncoder().encode(state)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""hidden":["two","three"]"#))
    #expect(try JSONDecoder().decode(NavigationState.self, from: data) == state)
    #expect(state.description.contains("stack two (hidden): b"))
    #expect(!Self.state(hidden: []).description.contains("hidden"))
    // A state saved before hidden tabs existed still decodes, with none hidden.
    let old = try JSONEncoder().encode(Self.state(hidden: []))
    #expect(try JSONDecoder().decode(NavigationState.self, from: old).hiddenTabs(in: "bar").isEmpty)
  }

  @Test func hidingATabThatIsNotThereIsAProblem() throws {
    var state = Self.state(hidden: [])
    #expect(throws: NavigationError.self) { try state.setTab("four", in: "bar", hidden: true) }
    let bad = NavigationState(
      root: .tabs(TabBar(name: "bar", tabs: [.stack("one", [Self.a])], hiddenTabs: ["x"])))
    #expect(throws: NavigationError.self) { try bad.checkInvariants() }
  }

  @Test func thePersonHidesATabOnTheHeadlessNavigator() throws {
    let navigator = HeadlessNavigator(state: Self.state(hidden: []))
    try navigator.personHides(tab: "three", in: "bar")
    #expect(navigator.state.hiddenTabs(in: "bar") == ["three"])
    #expect(throws: NavigationError.self) { try navigator.personSelects(tab: "three", in: "bar") }
    try navigator.personHides(tab: "three", in: "bar", hidden: false)
    try navigator.personSelects(tab: "three", in: "bar")
  }
}
