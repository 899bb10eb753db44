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
  /// is, and the outcome is `handled`. One that does not is dropped, the screen stays as it is
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

  /// The guards on the way to every screen `state` holds, outermost first, each once.
  private func guardsOnTheWay(to state: NavigationState) -> [String] {
    var names: [String] = []
    func visit(_ container: Container) {
      switch container {
      case .stack(let stack):
        for screen in stack.screens { names += graph.guards(for: screen.name, in: stack.name) }
      case .tabs(let bar): bar.tabs.forEach(visit)
      case .flows(let switcher): visit(switcher.flow)
      }
    }
    visit(state.root)
    for modal in state.modals { visit(modal.content) }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
