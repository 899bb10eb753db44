/// The planner's working state: the steps so far and the screens to reload.
struct PlanBuilder {
  var steps: [Step] = []
  let reloading: Set<Screen.ID>
  /// Reload steps, held back until the structural changes under the kept modals are done.
  private var reloads: [Step] = []

  init(reloading: Set<Screen.ID>) {
    self.reloading = reloading
    // A deep link's plan is a few steps: one allocation, not one per doubling.
    steps.reserveCapacity(4)
  }

  mutating func build(from current: NavigationState, to target: NavigationState) throws(NavigationError) {
    guard current.root.canChange(into: target.root) else {
      throw NavigationError(
        .incompatibleTarget,
        "the root \(current.root.kindName) \"\(current.root.name)\" cannot become the "
          + "\(target.root.kindName) \"\(target.root.name)\"\(current.root.mismatch(target.root))")
    }
    // Modals both states present with the same name and style stay up.
    var shared = 0
    while shared < min(current.modals.count, target.modals.count),
      current.modals[shared].style == target.modals[shared].style,
      current.modals[shared].content.canChange(into: target.modals[shared].content)
    {
      shared += 1
    }
    // The lowest level that changes (0 the root, n the nth modal); everything above it goes.
    var changed = shared + 1
    if current.modals.isEmpty && target.modals.isEmpty && reloading.isEmpty {
      // Nothing presented and nothing to reload: changing an equal root in place plans no step,
      // so the root's level is the one to change without comparing the two trees first.
      changed = 0
    } else if current.root != target.root {
      changed = 0
    } else if let index = (0..<shared).first(where: { current.modals[$0] != target.modals[$0] }) {
      changed = index + 1
    }
    let kept = min(shared, changed)

    dismiss(current.modals[kept...])
    for level in 0...kept {
      let before = level == 0 ? current.root : current.modals[level - 1].content
      let after = level == 0 ? target.root : target.modals[level - 1].content
      if level == changed {
        change(before, into: after)
      } else {
        reloadAll(after)
      }
    }
    steps += reloads
    for index in kept..<target.modals.count {
      let presenter = index == 0 ? target.root.name : target.modals[index - 1].name
      steps.append(.present(target.modals[index], from: presenter))
    }
  }

  /// The steps of `build(from: current, to: current.showing(screens, in: …))`, for the stack at
  /// `location`, worked out along the path to that stack without building the target.
  ///
  /// Such a target differs from `current` only on that path: the modals above the stack's level
  /// go, each tab bar on the way selects the tab that leads down (popping the tab it leaves to a
  /// screen that shows the tab bar), and the stack holds `screens`. So the plan is the one
  /// ``build(from:to:)`` makes for it, in the same order, without copying the state (a tab
  /// bar's tabs, for one) or comparing the parts that cannot differ.
  mutating func build(
    from current: NavigationState, showing screens: [Screen], at location: ContainerLocation
  ) throws(NavigationError) {
    dismiss(current.modals[location.level...])
    if location.level == 0 {
      try reveal(current.root, location.path, from: 0, showing: screens)
    } else {
      try reveal(current.modals[location.level - 1].content, location.path, from: 0, showing: screens)
    }
  }

  /// The steps that ``Container/reveal(_:from:showing:)`` asks of `container`; see
  /// ``build(from:showing:at:)``.
  private mutating func reveal(
    _ container: Container, _ path: ContainerPath, from depth: Int, showing screens: [Screen]
  ) throws(NavigationError) {
    guard depth < path.count else {
      guard case .stack(let stack) = container else { throw container.notAStack }
      changeStack(stack, into: Stack(name: stack.name, screens: stack.keeping(screens)))
      return
    }
    if case .tabs(let bar) = container {
      let (leaving, arriving) = (bar.selectedIndex, path[depth])
      if leaving != arriving {
        // The tab being left is popped while still selected, as `changeTabs` does.
        if bar.tabs.indices.contains(leaving), bar.tabs[leaving].visibleStackHidesTabBar {
          var popped = bar.tabs[leaving]
          popped.popToTabBar()
          change(bar.tabs[leaving], into: popped)
        }
        steps.append(.selectTab(bar.tabs[arriving].name, in: bar.name))
      }
      try reveal(bar.tabs[arriving], path, from: depth + 1, showing: screens)
    } else if case .flows(let switcher) = container {
      try reveal(switcher.flow, path, from: depth + 1, showing: screens)
    }
  }

  /// Changes `before` into `after`, which ``Container/canChange(into:)`` allows.
  ///
  /// NB: matches each side on its own (`if case`), not the pair (`switch (before, after)`),
  /// which copies both containers into a tuple first; likewise ``Container/canChange(into:)``.
  private mutating func change(_ before: Container, into after: Container) {
    if case .stack(let old) = before, case .stack(let new) = after {
      changeStack(old, into: new)
    } else if case .flows(let old) = before, case .flows(let new) = after {
      let (oldFlow, newFlow) = (old.flow, new.flow)
      if oldFlow.canChange(into: newFlow) {
        change(oldFlow, into: newFlow)
      } else {
        steps.append(.switchFlow(old.name, to: newFlow))
      }
    } else if case .tabs(let old) = before, case .tabs(let new) = after {
      changeTabs(old, into: new)
    }
    // Any other pair: canChange(into:) rules it out.
  }

  private mutating func changeTabs(_ old: TabBar, into new: TabBar) {
    let leaving = old.selectedIndex
    // A target that shows no tab (UIKit's More list, read before a guard's wait and restored
    // when the guard fails) keeps the tab on screen: no step selects "no tab".
    let arriving = new.tabs.indices.contains(new.selectedIndex) ? new.selectedIndex : leaving
    // A tab bar may show no tab (UIKit's More list): no tab is being left then.
    if leaving != arriving, old.tabs.indices.contains(leaving) {
      // The tab being left changes while it is still on screen (seed 004: pop to a screen
      // that shows the tab bar before switching away).
      changeTab(leaving, old, new)
    }
    for index in old.tabs.indices where index != leaving && index != arriving {
      changeTab(index, old, new)
    }
    guard new.tabs.indices.contains(arriving) else { return }
    if leaving != arriving { steps.append(.selectTab(new.tabs[arriving].name, in: new.name)) }
    changeTab(arriving, old, new)
  }

  private mutating func changeTab(_ index: Int, _ old: TabBar, _ new: TabBar) {
    // NB: a tab that is a stack in both is compared where it is: passing the tabs to `==` or
    // to `change` copied both (retaining their screens) for every tab of every plan.
    // `changeStack` leaves an unchanged stack alone (reloading its stale screens), so the two
    // stacks are not compared here first: that compared their common screens twice.
    if case .stack(let before) = old.tabs[index], case .stack(let after) = new.tabs[index] {
      changeStack(before, into: after)
      return
    }
    if old.tabs[index] == new.tabs[index] {
      reloadAll(new.tabs[index])
    } else {
      change(old.tabs[index], into: new.tabs[index])
    }
  }

  private mutating func changeStack(_ old: Stack, into new: Stack) {
    let before = old.screens
    let after = new.screens
    var common = 0
    // The screens of the common part that stay, holding other data: updated in place.
    var updated: [Int] = []
    while common < min(before.count, after.count) {
      if before[common] != after[common] {
        // The same screen (name, parameters, traits) with other data stays, updated.
        guard before[common].id == after[common].id, before[common].traits == after[common].traits else {
          break
        }
        updated.append(common)
      }
      common += 1
    }
    if !reloading.isEmpty {
      for screen in after[..<common] { reload(screen, in: new.name) }
    }
    if common == before.count && common == after.count {
      for index in updated { steps.append(.update(after[index], at: index, in: new.name)) }
      return
    }

    let replaces =
      common < before.count && common < after.count
      && (common == 0 || Self.isUniqueSwap(before[common], after[common]))
    // The transitions one at a time: a pop, a replacement, a push per screen. More than one
    // is one change of the stack, made at once (`setViewControllers`, one path assignment).
    let transitions =
      replaces
      ? (before.count > common + 1 ? 1 : 0) + 1 + (after.count - common - 1)
      : (before.count > common ? 1 : 0) + (after.count - common)
    if transitions > 1 {
      // The kept screens take their new data first, so the step names them as they will be.
      for index in updated { steps.append(.update(after[index], at: index, in: new.name)) }
      steps.append(.setScreens(after, in: new.name, keeping: common))
    } else if replaces {
      if before.count > common + 1 { steps.append(.pop(to: before[common], at: common, in: old.name)) }
      for index in updated { steps.append(.update(after[index], at: index, in: new.name)) }
      steps.append(.replace(before[common], with: after[common], in: old.name))
      for screen in after[(common + 1)...] { steps.append(.push(screen, onto: new.name)) }
    } else {
      if before.count > common {
        steps.append(.pop(to: before[common - 1], at: common - 1, in: old.name))
      }
      // After the pop, which names the screens as they were.
      for index in updated { steps.append(.update(after[index], at: index, in: new.name)) }
      for screen in after[common...] { steps.append(.push(screen, onto: new.name)) }
    }
  }

  /// Dismisses `modals`, the top-most ones: one step for one modal, one for a chain (UIKit
  /// dismisses the bottom one with everything presented over it).
  private mutating func dismiss(_ modals: ArraySlice<Modal>) {
    if modals.count == 1, let modal = modals.first {
      steps.append(.dismiss(modal.name))
    } else if modals.count > 1 {
      steps.append(.dismissChain(modals.map(\.name)))
    }
  }

  /// Whether `new` takes the place of `old` as the open instance of a unique screen.
  static func isUniqueSwap(_ old: Screen, _ new: Screen) -> Bool {
    old.name == new.name && old.traits.contains(.unique) && new.traits.contains(.unique)
  }

  private mutating func reload(_ screen: Screen, in stack: String) {
    if !reloading.isEmpty, reloading.contains(screen.id) { reloads.append(.reload(screen, in: stack)) }
  }

  /// Reloads every stale screen of a container that does not otherwise change.
  private mutating func reloadAll(_ container: Container) {
    guard !reloading.isEmpty else { return }
    switch container {
    case .stack(let stack): for screen in stack.screens { reload(screen, in: stack.name) }
    case .tabs(let bar): for tab in bar.tabs { reloadAll(tab) }
    case .flows(let switcher): reloadAll(switcher.flow)
    }
  }
}

extension Container {
  /// Whether steps can change this container into `other` in place: the same kind and name,
  /// and for a tab bar the same tabs, each of which can change in place too. A flow
  /// switcher can always change its flow, by switching.
  func canChange(into other: Container) -> Bool {
    if case .stack(let old) = self, case .stack(let new) = other { return old.name == new.name }
    if case .flows(let old) = self, case .flows(let new) = other { return old.name == new.name }
    guard case .tabs(let old) = self, case .tabs(let new) = other else { return false }
    guard old.name == new.name && old.tabs.count == new.tabs.count else { return false }
    return zip(old.tabs, new.tabs).allSatisfy { before, after in before.canChange(into: after) }
  }

  /// Why ``canChange(into:)`` says no, as a clause for an error's reason.
  func mismatch(_ other: Container) -> String {
    if case .tabs(let old) = self, case .tabs(let new) = other, old.name == new.name {
      return " (tabs \(old.tabNames.joined(separator: ", ")) against \(new.tabNames.joined(separator: ", ")))"
    }
    return ""
  }
}
