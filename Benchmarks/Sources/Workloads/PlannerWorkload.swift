@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// Pairs of legal navigation states for the transition planner's benchmarks, generated from a
/// fixed seed so that every run, and both runners, see the same ones.
///
/// Every state is shaped like an app's: a tab bar `main` at the root with five tabs `t0`…`t4`,
/// each a stack, and zero to two modals over it (a sheet or a full-screen cover, each a stack).
/// Both states of a pair hold exactly ``screens`` screens, spread unevenly over their stacks,
/// each stack holding at least its root. Screens are named `s0`…`s47`, each with an `id`
/// parameter, and a name's traits are fixed as an app's navigation graph fixes them: one name
/// in eight (`s3`, `s11`, …) is `.unique`, held at most once per stack, and `s5` and `s29` hide
/// the tab bar, so they appear only above the root of the selected tab.
///
/// A pair's target has the same root container (the tab bar and its tabs) and changes the rest:
/// - it selects another tab half the time;
/// - each stack keeps the current one whole now and then, and otherwise a prefix of random
///   length (rarely none: its root is replaced), then goes on with other screens; a tab being
///   left keeps at most the screens that show the tab bar, as the legality rules require;
/// - each modal stays up (same name and style, its stack changed like a tab's) or gives way to
///   another, and there may be more or fewer of them.
public struct PlannerWorkload: Sendable {
  /// A state on screen, a target, and what the planner makes of them.
  public struct Pair: Sendable {
    /// The state on screen.
    public let current: NavigationState
    /// The state to reach.
    public let target: NavigationState
    /// Screens in each state (both hold as many).
    public let screens: Int
    /// Steps in the plan from ``current`` to ``target``.
    public let steps: Int
    /// Screens the plan touches: each screen popped or pushed (a replacement counts one of
    /// each), and every screen of each modal dismissed or presented.
    public let touched: Int
  }

  /// A pair that could not be generated as promised.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
      self.description = description
    }
  }

  public static let tabBarName = "main"
  public static let tabNames = (0..<5).map { "t\($0)" }
  static let screenNames = (0..<48).map { "s\($0)" }
  static let seed: UInt64 = 0x504C_414E_4E45_5253  // "PLANNERS"

  /// The traits of every screen named `s{kind}`.
  static func traits(_ kind: Int) -> Screen.Traits {
    if kind % 8 == 3 { return .unique }
    if kind % 24 == 5 { return .hidesTabBar }
    return []
  }

  /// Screens in each state of every pair.
  public let screens: Int
  /// The pairs, in a fixed order.
  public let pairs: [Pair]

  /// Generates `count` pairs of states of `screens` screens each, checks that every state is
  /// legal (`checkInvariants()`), and plans and applies every pair once, checking that the
  /// plan reaches its target.
  public init(screens: Int, pairs count: Int = 64) throws {
    let smallest = Self.tabNames.count + 2
    guard screens >= smallest else {
      throw Failure(description: "a state needs at least \(smallest) screens, not \(screens)")
    }
    var generator = Generator(rng: SplitMix64(seed: Self.seed ^ UInt64(screens)))
    var pairs: [Pair] = []
    for _ in 0..<count {
      let (current, target) = generator.pair(screens: screens)
      try current.checkInvariants()
      try target.checkInvariants()
      guard current.screenCount == screens, target.screenCount == screens else {
        throw Failure(
          description: "generated \(current.screenCount) and \(target.screenCount) screens, not \(screens)")
      }
      let steps = try TransitionPlanner().plan(from: current, to: target)
      var state = current
      var touched = 0
      for step in steps {
        touched += Self.screensTouched(by: step, in: state)
        try state.apply(step)
      }
      guard state == target else {
        throw Failure(description: "a plan of \(steps.count) steps missed its target:\n\(state)\n\(target)")
      }
      pairs.append(
        Pair(current: current, target: target, screens: screens, steps: steps.count, touched: touched))
    }
    self.screens = screens
    self.pairs = pairs
  }

  /// Plans `pair`'s transition and performs it on a new ``HeadlessNavigator`` that records the
  /// steps (and not the states); returns how many steps it recorded.
  @MainActor
  package static func planAndApply(
    _ pair: Pair, _ planner: TransitionPlanner
  ) async throws(NavigationError) -> Int {
    let steps = try planner.plan(from: pair.current, to: pair.target)
    let navigator = HeadlessNavigator(state: pair.current, recording: .steps)
    try await navigator.perform(steps)
    return navigator.transcript.count
  }

  /// The screens `step` touches when applied to `state`; see ``Pair/touched``.
  static func screensTouched(by step: Step, in state: NavigationState) -> Int {
    switch step.action {
    case .dismiss: state.modals.last?.content.screenCount ?? 0
    case .dismissChain(let names):
      state.modals.filter { names.contains($0.name) }.reduce(0) { $0 + $1.content.screenCount }
    case .setScreens(let screens, let stack, let keeping):
      (screenCount(ofStack: stack, in: state) ?? 0) - keeping + screens.count - keeping
    case .present(let modal, _): modal.content.screenCount
    case .push, .update: 1
    case .replace: 2
    case .pop(_, let index, let stack): (screenCount(ofStack: stack, in: state) ?? 0) - index - 1
    case .switchFlow, .selectTab, .reload: 0
    }
  }

  /// How many screens the stack named `name` holds in `state`.
  static func screenCount(ofStack name: String, in state: NavigationState) -> Int? {
    func search(_ container: Container) -> Int? {
      switch container {
      case .stack(let stack): stack.name == name ? stack.screens.count : nil
      case .tabs(let bar): bar.tabs.lazy.compactMap(search).first
      case .flows(let switcher): search(switcher.flow)
      }
    }
    return search(state.root) ?? state.modals.lazy.compactMap { search($0.content) }.first
  }
}

/// Makes the pairs' states; see ``PlannerWorkload``.
private struct Generator {
  /// What the target makes of one of its stacks.
  struct Plan {
    /// The current stack it continues, if any.
    var from: [Screen]
    /// How much of `from` it may keep: all, or up to the screens that show the tab bar.
    var keepable: Int
    /// Whether screens that hide the tab bar may go in it: it is the selected tab.
    var mayHide: Bool
    /// Whether it keeps `from` as it is.
    var identical: Bool
  }

  var rng: SplitMix64
  var serial = 0

  /// A new screen that may go on top of `stack`.
  mutating func screen(on stack: [Screen], mayHide: Bool) -> Screen {
    while true {
      let kind = rng.below(PlannerWorkload.screenNames.count)
      let name = PlannerWorkload.screenNames[kind]
      let traits = PlannerWorkload.traits(kind)
      if traits.contains(.hidesTabBar), !mayHide || stack.isEmpty { continue }
      if traits.contains(.unique), stack.contains(where: { $0.name == name }) { continue }
      return Screen(name, parameters: ["id": String(rng.below(1000))], traits: traits)
    }
  }

  mutating func fill(_ stack: inout [Screen], to count: Int, mayHide: Bool) {
    while stack.count < count { stack.append(screen(on: stack, mayHide: mayHide)) }
  }

  /// `total` split into `parts` counts of at least one each, unevenly (random weights 1 to 4).
  mutating func split(_ total: Int, into parts: Int) -> [Int] {
    guard parts > 0 else { return [] }
    var counts = Array(repeating: 1, count: parts)
    var weights: [Int] = []
    for _ in 0..<parts { weights.append(1 + rng.below(4)) }
    let sum = weights.reduce(0, +)
    for _ in 0..<max(0, total - parts) {
      var roll = rng.below(sum)
      var index = 0
      while roll >= weights[index] {
        roll -= weights[index]
        index += 1
      }
      counts[index] += 1
    }
    return counts
  }

  mutating func modal(_ screens: [Screen]) -> Modal {
    serial += 1
    return Modal(rng.chance(50) ? .sheet : .fullScreen, .stack("m\(serial)", screens))
  }

  static func state(_ tabs: [[Screen]], selected: Int, modals: [Modal]) -> NavigationState {
    let names = PlannerWorkload.tabNames
    return NavigationState(
      root: .tabs(
        PlannerWorkload.tabBarName, zip(names, tabs).map { .stack($0, $1) }, selected: names[selected]),
      modals: modals)
  }

  mutating func pair(screens total: Int) -> (NavigationState, NavigationState) {
    let tabCount = PlannerWorkload.tabNames.count

    // The state on screen.
    let selected = rng.below(tabCount)
    let modalCount = rng.below(3)
    let counts = split(total, into: tabCount + modalCount)
    var tabs: [[Screen]] = []
    for index in 0..<tabCount {
      var stack: [Screen] = []
      fill(&stack, to: counts[index], mayHide: index == selected)
      tabs.append(stack)
    }
    var modals: [Modal] = []
    for index in 0..<modalCount {
      var stack: [Screen] = []
      fill(&stack, to: counts[tabCount + index], mayHide: false)
      modals.append(modal(stack))
    }
    let current = Self.state(tabs, selected: selected, modals: modals)

    // The target: what each of its stacks keeps.
    let newSelected = rng.chance(50) ? selected : (selected + 1 + rng.below(tabCount - 1)) % tabCount
    var plans: [Plan] = []
    for (index, stack) in tabs.enumerated() {
      let keepable =
        index == newSelected ? stack.count : Stack(name: "", screens: stack).lastIndexShowingTabBar + 1
      plans.append(
        Plan(
          from: stack, keepable: keepable, mayHide: index == newSelected,
          identical: keepable == stack.count && rng.chance(30)))
    }
    // Modals: the current ones from the bottom up stay as long as a coin says so.
    var keptModals: [Modal?] = []
    var keeping = true
    for index in 0..<rng.below(3) {
      keeping = keeping && index < modalCount && rng.chance(60)
      if keeping {
        let screens = modals[index].content.visibleStack.screens
        keptModals.append(modals[index])
        plans.append(Plan(from: screens, keepable: screens.count, mayHide: false, identical: rng.chance(30)))
      } else {
        keptModals.append(nil)
        plans.append(Plan(from: [], keepable: 0, mayHide: false, identical: false))
      }
    }
    // Sizes: a stack kept whole keeps its own; the others share the rest, at least one each.
    func changed() -> [Int] { plans.indices.filter { !plans[$0].identical } }
    func budget() -> Int { total - plans.filter(\.identical).reduce(0) { $0 + $1.from.count } }
    while budget() < changed().count || (changed().isEmpty && budget() > 0) {
      plans[plans.firstIndex(where: \.identical)!].identical = false
    }
    var sizes = plans.map(\.from.count)
    for (index, size) in zip(changed(), split(budget(), into: changed().count)) { sizes[index] = size }

    var stacks: [[Screen]] = []
    for (plan, size) in zip(plans, sizes) {
      if plan.identical {
        stacks.append(plan.from)
        continue
      }
      let limit = min(plan.from.count, size, plan.keepable)
      let kept = limit == 0 || rng.chance(10) ? 0 : 1 + rng.below(limit)
      var stack = Array(plan.from.prefix(kept))
      fill(&stack, to: size, mayHide: plan.mayHide)
      stacks.append(stack)
    }
    var newModals: [Modal] = []
    for (index, kept) in keptModals.enumerated() {
      let stack = stacks[tabCount + index]
      if let kept {
        newModals.append(Modal(kept.style, .stack(kept.name, stack)))
      } else {
        newModals.append(modal(stack))
      }
    }
    let target = Self.state(Array(stacks.prefix(tabCount)), selected: newSelected, modals: newModals)
    return (current, target)
  }
}
