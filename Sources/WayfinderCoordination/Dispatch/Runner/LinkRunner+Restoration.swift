import Foundation
@_spi(Internals) import WayfinderNavigation

extension LinkRunner {
  /// Brings back `saved`, without its stale part (`leftOut` says what did not decode); however
  /// it ended, the coordinators of what it closed end.
  func reachRestored(_ saved: NavigationState, leftOut: [String] = [], for job: Job) async -> LinkOutcome {
    let outcome = await restoring(saved, leftOut: leftOut, for: job)
    prune(.replacedByLink)
    return outcome
  }

  private func restoring(_ saved: NavigationState, leftOut: [String], for job: Job) async -> LinkOutcome {
    // A guard's screen (a sign-in sheet) or an interrupting flow (rating an order) was up for a
    // link that is gone: no link waits on it now, so its buttons would do nothing and nothing
    // could end it. It is not brought back, nor what was over it: the person is back where
    // they were before it.
    var saved = saved
    let waitedOn = Set(guards.values.map(\.screen.name)).union(
      saved.modals.isEmpty ? [] : interruptingScreens)
    if let level = saved.modals.firstIndex(where: { modal in
      modal.content.visibleStack.screens.contains { waitedOn.contains($0.name) }
    }) {
      saved.modals.removeSubrange(level...)
    }
    var leftOut = leftOut
    switch graph.restorablePart(of: saved) {
    case .whole: break
    case .part(let part, let dropped):
      // Only the stale part is left out: a screen of an older build, a modal the app no
      // longer has; what still fits the graph is brought back.
      saved = part
      leftOut += dropped.map(\.description)
    case .nothing(let why): return .failed(.notRestored(why))
    }
    let start = await freshState()
    var shown: [Screen.ID] = []
    for name in guardsOnTheWay(to: saved) {
      guard let check = guards[name] else { return .failed(.guardNotConfigured(name)) }
      if check.isSatisfied() { continue }
      if let stopped = await show(check.screen, over: await freshState(), for: job) {
        return notRestored(stopped)
      }
      handGuardScreen(of: check, for: job)
      switch await waitForGuard(check, screen: check.screen.id, for: job) {
      case .passed:
        shown.append(check.screen.id)
      case .screenLeft where check.isSatisfied():
        // The app closed its sign-in screen once the person signed in, before it said so.
        continue
      case .screenLeft:
        // The person closed the guard's screen: what is on screen is theirs to keep.
        return .guardFailed(name)
      case .failed, .timedOut:
        // No link waits on the guard's screen once the restoration ends: it closes.
        _ = await reach(start, from: await freshState(), for: job)
        return .guardFailed(name)
      case .cancelled:
        // The app became ready meanwhile: links may run, and the screen is theirs.
        return .superseded
      }
    }
    // The guards' screens are not in the saved state: the plan closes them before it shows
    // what they stood in front of.
    if let stopped = await reach(saved, from: await freshState(), for: job) { return notRestored(stopped) }
    prune(.replacedByLink)
    return leftOut.isEmpty
      ? .handled(navigator.state) : .restoredInPart(navigator.state, dropped: .leftOut(leftOut))
  }

  private func notRestored(_ outcome: LinkOutcome) -> LinkOutcome {
    guard case .failed(let failure) = outcome else { return outcome }
    return .failed(.notRestored(failure.reason, navigation: failure.navigationError))
  }

  /// The guards on the way to the screens `state` brings back: every screen pushed on a stack,
  /// and the root of the stack a person sees and of every modal. The roots of the other tabs'
  /// stacks are not counted: every tab bar holds them from the start, signed in or not.
  private func guardsOnTheWay(to state: NavigationState) -> [String] {
    var names: [String] = []
    let seen = state.visibleStack.name
    func visit(_ container: Container, _ everyScreen: Bool) {
      switch container {
      case .stack(let stack):
        let restored = everyScreen || stack.name == seen ? stack.screens[...] : stack.screens.dropFirst()
        for screen in restored { names += graph.guards(for: screen.name, in: stack.name) }
      case .tabs(let bar): for tab in bar.tabs { visit(tab, everyScreen) }
      case .flows(let switcher): visit(switcher.flow, everyScreen)
      }
    }
    visit(state.root, false)
    for modal in state.modals { visit(modal.content, true) }
    var unique: Set<String> = []
    return names.filter { unique.insert($0).inserted }
  }
}

extension DeepLinkCenter {
  /// The screens the app's routes interrupt with, which a restoration leaves out: found from
  /// the routes at the first restoration, unless a tool that knows them already says so (its
  /// destination may count the links it is asked about).
  package var interruptingScreens: Set<String> {
    get { runner.interruptingScreens }
    set { runner.interruptingScreens = newValue }
  }
}
