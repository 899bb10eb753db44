import Foundation
import Testing
@_spi(Internals) import WayfinderNavigation

/// A screen that stays, given other data: one `update` step, not a rebuild.
@Suite struct UpdateStepTests {
  static let search = Screen("search")
  static func episode(_ data: [String: String] = [:]) -> Screen {
    Screen("episode", parameters: ["id": "7"], data: data)
  }
  static func state(_ screens: [Screen]) -> NavigationState {
    NavigationState(
      root: .tabs("main", [.stack("home", [Screen("home")]), .stack("search", screens)], selected: "search"))
  }

  @Test func theScreenOnTopWithOtherDataIsUpdatedInPlace() throws {
    let current = Self.state([Self.search, Self.episode()])
    let seek = Self.episode(["t": "90"])
    for checksStates in [true, false] {
      let planner = TransitionPlanner(animatesLastStep: true, checksStates: checksStates)
      let steps = try planner.plan(from: current, showing: [Self.search, seek], in: "search")
      #expect(steps == [.update(seek, at: 1, in: "search")])
      #expect(steps.map(\.description) == ["update episode(id: 7, t: 90) in search"])
      var after = current
      for step in steps { after = try after.applying(step) }
      #expect(after.container(named: "search")?.visibleStack.screens == [Self.search, seek])
    }
  }

  @Test func aScreenUnderThePoppedOnesIsUpdatedAfterThePop() throws {
    let comments = Screen("comments", parameters: ["id": "7"])
    let current = Self.state([Self.search, Self.episode(), comments])
    let seek = Self.episode(["t": "90"])
    let steps = try TransitionPlanner().plan(from: current, to: Self.state([Self.search, seek]))
    #expect(
      steps.map(\.description) == [
        "pop search to episode(7)", "update episode(id: 7, t: 90) in search",
      ])
  }

  @Test func aLinksScreenWithoutDataKeepsTheDataOnScreen() throws {
    let current = Self.state([Self.search, Self.episode(["t": "90"])])
    let target = try current.showing([Self.search, Self.episode()], in: "search")
    #expect(target == current)
    // Data the link names is set over the data on screen.
    let merged = try Self.state([Self.search, Self.episode(["t": "90", "speed": "2"])])
      .showing([Self.search, Self.episode(["t": "120"])], in: "search")
    #expect(merged.container(named: "search")?.visibleStack.top?.data == ["t": "120", "speed": "2"])
  }

  @Test func anUpdateOfAnotherScreenIsRefused() throws {
    let current = Self.state([Self.search, Self.episode()])
    #expect(throws: NavigationError.self) {
      try current.applying(.update(Screen("episode", parameters: ["id": "8"]), at: 1, in: "search"))
    }
    #expect(throws: NavigationError.self) {
      try current.applying(.update(Self.episode(), at: 5, in: "search"))
    }
  }

  @Test func anUpdateEncodesAsOneFlatObject() throws {
    let step = Step.update(Self.episode(["t": "90"]), at: 1, in: "search")
    let data = try JSONEncoder().encode(step)
    #expect(try JSONDecoder().decode(Step.self, from: data) == step)
    #expect(step.actionName == "update")
  }
}
