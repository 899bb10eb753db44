import PropertyBased
import Testing
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// For random pairs of legal states: the plan, applied headless, reaches the target exactly
/// through legal states, in exactly as many steps as the lower bound says.
///
/// Each property is a soak (``Soak``): 250 random inputs by default, 1,000 with
/// `WAYFINDER_SOAK=1`.
///
/// NB: `propertyCheck` (2.0.1) runs its body under `try?`, so errors are recorded as issues
/// rather than thrown.
@MainActor
@Suite struct PlannerPropertyTests {
  /// How many random inputs each property takes.
  static let count = Soak.count(full: 1_000, byDefault: 250)

  /// The fewest steps any plan under the planner's rules can take: one per modal that must go
  /// and per modal that is new, one pop per stack that loses screens, one push per screen that
  /// is new, one switch per tab bar whose selection changes and per flow switched, less one
  /// where a replacement stands for a pop and a push.
  static func lowerBound(from current: NavigationState, to target: NavigationState) -> Int {
    var kept = 0
    while kept < min(current.modals.count, target.modals.count),
      current.modals[kept].name == target.modals[kept].name,
      current.modals[kept].style == target.modals[kept].style
    {
      kept += 1
    }
    var inPlace = 0
    if current.root != target.root {
      kept = 0
      inPlace = cost(current.root, target.root)
    } else if let changed = (0..<kept).first(where: { current.modals[$0] != target.modals[$0] }) {
      kept = changed + 1
      inPlace = cost(current.modals[changed].content, target.modals[changed].content)
    }
    // The modals that go, however many, go in one step (a chain is dismissed at once).
    return (current.modals.count > kept ? 1 : 0) + inPlace + (target.modals.count - kept)
  }

  static func cost(_ before: Container, _ after: Container) -> Int {
    switch (before, after) {
    case (.stack(let old), .stack(let new)):
      // A screen that stays with other data (the same identity and traits) costs an update.
      let common = zip(old.screens, new.screens).prefix { $0.id == $1.id && $0.traits == $1.traits }.count
      let updates = zip(old.screens, new.screens).prefix(common).count { $0 != $1 }
      let removed = old.screens.count - common
      let added = new.screens.count - common
      let swap =
        removed == 1 && added > 0
        && (common == 0
          || (old.screens[common].name == new.screens[common].name
            && old.screens[common].traits.contains(.unique)
            && new.screens[common].traits.contains(.unique)))
      // More than one transition is one change of the stack, made at once.
      return min((removed > 0 ? 1 : 0) + added - (swap ? 1 : 0), 1) + updates
    case (.tabs(let old), .tabs(let new)):
      let switches = old.selectedIndex == new.selectedIndex ? 0 : 1
      return zip(old.tabs, new.tabs).reduce(switches) { $0 + cost($1.0, $1.1) }
    case (.flows(let old), .flows(let new)):
      if old.flow == new.flow { return 0 }
      if old.flow.name == new.flow.name && old.flow.kind == new.flow.kind {
        return cost(old.flow, new.flow)
      }
      return 1
    default:
      return 1
    }
  }

  /// Plans from `current` to `target`, applies the plan and checks everything the property
  /// promises, recording issues that name the states.
  static func check(_ current: NavigationState, _ target: NavigationState, seed: UInt64) async {
    let context = "seed \(seed)\n— from —\n\(current)\n— to —\n\(target)"
    do {
      try current.checkInvariants()
      try target.checkInvariants()
      let steps = try TransitionPlanner(animatesLastStep: true).plan(from: current, to: target)
      let navigator = HeadlessNavigator(state: current)
      try await navigator.perform(steps)
      for entry in navigator.transcript {
        if let problem = entry.state?.invariantViolations().first {
          Issue.record("illegal after \(entry.step): \(problem)\n\(context)")
        }
      }
      #expect(navigator.state == target, "\(context)\n— reached —\n\(navigator.state)")
      #expect(steps.count == lowerBound(from: current, to: target), "\(steps)\n\(context)")
      // Only the last step that moves something is animated: an update moves nothing.
      let moves = steps.filter { if case .update = $0.action { false } else { true } }
      #expect(moves.dropLast().allSatisfy { !$0.animated }, "\(context)")
      #expect(steps.allSatisfy { if case .update = $0.action { !$0.animated } else { true } }, "\(context)")
      if current == target { #expect(steps.isEmpty, "\(context)") }
    } catch {
      Issue.record(error, "\(context)")
    }
  }

  @Test func randomPairsOfLegalStates() async {
    await propertyCheck(count: Self.count, input: Gen.uint64()) { seed in
      var random = RandomStates(seed: seed)
      let current = random.state()
      let target = random.state()
      await Self.check(current, target, seed: seed)
    }
  }

  @Test func randomNeighbouringStates() async {
    await propertyCheck(count: Self.count, input: Gen.uint64()) { seed in
      var random = RandomStates(seed: seed)
      let current = random.state()
      let target = random.neighbour(of: current)
      await Self.check(current, target, seed: seed)
      await Self.check(current, current, seed: seed)
    }
  }

  /// A link's target built with `showing(_:in:)` changes only the stack it names, the tab
  /// being left, and the modals over it; every other stack is left as it is.
  @Test func linkTargetsLeaveOtherStacksAlone() async {
    await propertyCheck(count: Self.count, input: Gen.uint64()) { seed in
      guard let (current, name, screens) = Self.randomLink(seed: seed) else { return }
      do {
        let target = try current.showing(screens, in: name)
        await Self.check(current, target, seed: seed)
        let steps = try TransitionPlanner().plan(from: current, to: target)
        let leaving = current.root.visibleStack.name
        for step in steps {
          switch step.action {
          case .push(_, let stack), .pop(_, _, let stack), .replace(_, _, let stack):
            #expect(stack == name || stack == leaving, "\(step) seed \(seed)")
          default:
            break
          }
        }
      } catch {
        Issue.record(error, "seed \(seed)")
      }
    }
  }

  /// Planning along the path to a stack gives the very steps of planning towards the whole
  /// target that `showing(_:in:)` builds, and the same error where there is no such stack.
  @Test func planShowingEqualsPlanToTheTarget() async {
    await propertyCheck(count: Self.count, input: Gen.uint64()) { seed in
      guard let (current, name, screens) = Self.randomLink(seed: seed) else { return }
      for animates in [false, true] {
        let planner = TransitionPlanner(animatesLastStep: animates, checksStates: false)
        do {
          let expected = try planner.plan(from: current, to: current.showing(screens, in: name))
          let steps = try planner.plan(from: current, showing: screens, in: name)
          #expect(steps == expected, "seed \(seed), \(name)\n\(current)")
          // The checking planner builds the target, and agrees.
          let checked = TransitionPlanner(animatesLastStep: animates)
          #expect(try checked.plan(from: current, showing: screens, in: name) == expected)
        } catch {
          Issue.record(error, "seed \(seed)")
        }
      }
    }
  }

  /// A name that is no stack of the state fails as `showing(_:in:)` does, word for word.
  @Test(arguments: ["app", "home", "nowhere"])
  func planShowingANameThatIsNoStack(_ name: String) throws {
    var random = RandomStates(seed: 7)
    var current = random.state()
    while case .flows(let app) = current.root, case .stack = app.flow { current = random.state() }
    let screens = [Screen("a")]
    let planner = TransitionPlanner(checksStates: false)
    let expected = #expect(throws: NavigationError.self) { try current.showing(screens, in: name) }
    let actual = #expect(throws: NavigationError.self) {
      try planner.plan(from: current, showing: screens, in: name)
    }
    #expect(actual?.description == expected?.description)
    #expect(actual?.description.isEmpty == false)
  }

  /// A random legal state, one of its stacks, and the screens a link puts there.
  static func randomLink(seed: UInt64) -> (NavigationState, stack: String, screens: [Screen])? {
    var random = RandomStates(seed: seed)
    let current = random.state()
    guard let name = stackNames(current).randomElement(using: &random.random) else { return nil }
    return (current, name, random.stack(name, allowHiding: true).visibleStack.screens)
  }

  static func stackNames(_ state: NavigationState) -> [String] {
    func names(_ container: Container) -> [String] {
      switch container {
      case .stack(let stack): [stack.name]
      case .tabs(let bar): bar.tabs.flatMap(names)
      case .flows(let switcher): names(switcher.flow)
      }
    }
    return names(state.root) + state.modals.flatMap { names($0.content) }
  }

  /// The bound is a real bound: a hand-checked pair needs every step it counts.
  @Test func lowerBoundOfAKnownPair() {
    let current = NavigationState(
      root: .tabs("bar", [.stack("one", [Screen("a"), Screen("b")]), .stack("two", [Screen("c")])]),
      modals: [Modal(.sheet, .stack("m", [Screen("x")]))])
    let target = NavigationState(
      root: .tabs(
        "bar", [.stack("one", [Screen("a")]), .stack("two", [Screen("c"), Screen("d"), Screen("e")])],
        selected: "two"))
    // dismiss m, pop one, selectTab two, setScreens two to c, d, e
    #expect(Self.lowerBound(from: current, to: target) == 4)
  }
}
