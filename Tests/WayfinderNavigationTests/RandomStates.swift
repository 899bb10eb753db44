import WayfinderNavigation

/// A small deterministic generator, so a failing seed reproduces.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random legal states of one app shape: a flow switcher `app` showing either the stack
/// `login` or the tab bar `home` (tabs `one`, `two`, `three`), and up to three modals from a
/// fixed set. Screens come from a small pool, so two states often share prefixes, with
/// unique screens and screens that hide the tab bar among them.
struct RandomStates {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  static let modalNames: [(String, Modal.Style)] = [
    ("sheetA", .sheet), ("sheetB", .sheet), ("cover", .fullScreen),
  ]

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

  mutating func screen(allowHiding: Bool) -> Screen {
    let id = ["id": "\(Int.random(in: 0..<3, using: &random))"]
    switch Int.random(in: 0..<(allowHiding ? 6 : 5), using: &random) {
    case 0: return Screen("a")
    case 1: return Screen("b", parameters: id)
    case 2: return Screen("c", parameters: id, data: chance(30) ? ["draft": "x"] : [:])
    case 3, 4: return Screen("u", parameters: id, traits: .unique)
    default: return Screen("h", parameters: id, traits: .hidesTabBar)
    }
  }

  /// A legal stack: a root, then up to five screens, one `u` at most.
  mutating func stack(_ name: String, allowHiding: Bool) -> Container {
    var screens = [chance(85) ? Screen("\(name)Root") : Screen("otherRoot")]
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      let next = screen(allowHiding: allowHiding)
      if next.traits.contains(.unique), screens.contains(where: { $0.name == next.name }) { continue }
      screens.append(next)
    }
    return .stack(name, screens)
  }

  mutating func root() -> Container {
    if chance(15) { return .flows("app", showing: stack("login", allowHiding: false)) }
    let selected = Int.random(in: 0..<3, using: &random)
    let tabs = ["one", "two", "three"].enumerated().map { index, name in
      stack(name, allowHiding: index == selected)
    }
    return .flows("app", showing: .tabs("home", tabs, selected: ["one", "two", "three"][selected]))
  }

  mutating func state() -> NavigationState {
    var modals: [Modal] = []
    var names = Self.modalNames.shuffled(using: &random)
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let (name, style) = names.removeLast()
      modals.append(Modal(style, stack(name, allowHiding: true)))
    }
    return NavigationState(root: root(), modals: modals)
  }

  /// A state close to `state`: some modals kept, some stacks changed, another tab selected.
  mutating func neighbour(of state: NavigationState) -> NavigationState {
    var next = self.state()
    if chance(50) {
      next.modals = Array(state.modals.prefix(Int.random(in: 0...state.modals.count, using: &random)))
      if chance(50),
        let name = Self.modalNames.first(where: { m in !next.modals.contains { $0.name == m.0 } })
      {
        next.modals.append(Modal(name.1, stack(name.0, allowHiding: true)))
      }
    }
    if chance(50) { next.root = state.root }
    if chance(30), case .flows(let app) = state.root, case .tabs(let home) = app.flow {
      // Keep every tab, move the selection to a tab that shows the tab bar.
      let candidates = home.tabs.indices.filter { !home.tabs[$0].visibleStack.hidesTabBar }
      var moved = home
      moved.tabs[home.selectedIndex].popToTabBarForTests()
      moved.selectedIndex = candidates.randomElement(using: &random) ?? home.selectedIndex
      if moved.selectedIndex == home.selectedIndex { moved = home }
      next.root = .flows("app", showing: .tabs(moved))
    }
    return next
  }
}

extension Container {
  /// Pops a stack to its highest screen showing the tab bar (tests' own copy of the rule).
  mutating func popToTabBarForTests() {
    guard case .stack(var stack) = self else { return }
    if let hiding = stack.screens.indices.dropFirst().first(where: {
      stack.screens[$0].traits.contains(.hidesTabBar)
    }) {
      stack.screens.removeSubrange(hiding...)
    }
    self = .stack(stack)
  }
}
