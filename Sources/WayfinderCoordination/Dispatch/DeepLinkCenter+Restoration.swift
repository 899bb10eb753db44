import Foundation
import WayfinderNavigation

extension DeepLinkCenter {
  /// Brings back what was on screen when the scene was last in the background, as `saved`
  /// holds it (`NavigationState` is `Codable`: keep it with SwiftUI's `@SceneStorage`, or in
  /// UIKit's state restoration), once it is checked: against the graph as it is now
  /// (``NavigationGraph/problem(restoring:)``), and against the guards on the way to every
  /// screen it holds, which must pass now.
  ///
  /// A state that passes is reached from what is on screen, step by step, as a link's target
  /// is, and the outcome is `handled`. A modal that shows a guard's screen (a sign-in sheet
  /// left up by a link that is gone) is not brought back, nor anything over it: no link waits
  /// on it any more. One that does not is dropped, the screen stays as it is
  /// (the start state), and the outcome is `failed` with the reason. Either way the outcome is
  /// also reported on ``outcomes``, as a link from ``LinkSource/restoration`` whose URL is
  /// `restoration`. Call it at launch, before ``becomeReady()``: a link that arrives at launch
  /// then opens over the restored screen.
  ///
  /// ```swift
  /// print(await center.restore(data: savedData))
  /// // failed: the saved state was not restored: "promo" is no container of the graph
  /// ```
  public func restore(_ saved: NavigationState) async -> LinkOutcome {
    let outcome = await reachRestored(saved)
    reportRestoration(outcome)
    return outcome
  }

  /// ``restore(_:)`` from the JSON of a `NavigationState`; `nil` or empty data restores
  /// nothing and returns `nil`, data that does not decode is `failed` with the reason.
  public func restore(data: Data?) async -> LinkOutcome? {
    guard let data, !data.isEmpty else { return nil }
    do {
      return await restore(try JSONDecoder().decode(NavigationState.self, from: data))
    } catch {
      let outcome = LinkOutcome.failed("the saved state was not restored: it does not decode (\(error))")
      reportRestoration(outcome)
      return outcome
    }
  }

  /// At launch: restores `data` (``restore(data:)``), then says the center is ready
  /// (``becomeReady()``), so that the links held since launch open over the restored screen.
  /// A center that is ready already launched: it does nothing and returns `nil`, so a scene's
  /// views may call it each time they appear.
  @discardableResult
  public func launch(restoring data: Data?) async -> LinkOutcome? {
    guard !isReady else { return nil }
    let outcome = await restore(data: data)
    becomeReady()
    return outcome
  }

  private func reachRestored(_ saved: NavigationState) async -> LinkOutcome {
    // A guard's screen (a sign-in sheet) was up for a link that is gone: no link waits on it
    // now, so its buttons would do nothing. It is not brought back, nor what was over it.
    var saved = saved
    let guardScreens = Set(guards.values.map(\.screen.name))
    if let level = saved.modals.firstIndex(where: { modal in
      modal.content.visibleStack.screens.contains { guardScreens.contains($0.name) }
    }) {
      saved.modals.removeSubrange(level...)
    }
    if let problem = graph.problem(restoring: saved) {
      return .failed("the saved state was not restored: \(problem)")
    }
    for name in guardsOnTheWay(to: saved) {
      guard let check = guards[name] else {
        return .failed("the graph names guard \"\(name)\", which is not configured")
      }
      if !check.isSatisfied() {
        return .failed("the saved state was not restored: guard \"\(name)\" does not pass now")
      }
    }
    if let live { await live.refresh() }
    do {
      try await navigator.perform(planner.plan(from: navigator.state, to: saved))
    } catch {
      return .failed("the saved state was not restored: \(error)")
    }
    return .handled(navigator.state)
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
