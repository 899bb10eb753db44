import Foundation
import WayfinderNavigation

extension DeepLinkCenter {
  /// Brings back what was on screen when the scene was last in the background, as `saved`
  /// holds it (`NavigationState` is `Codable`: keep it with SwiftUI's `@SceneStorage`, or in
  /// UIKit's state restoration), once it is checked against the graph as it is now
  /// (``NavigationGraph/problem(restoring:)``) and against the guards on the way to every
  /// screen it holds.
  ///
  /// A state the graph no longer allows is dropped: the screen stays as it is (the start
  /// state), and the outcome is `failed` with the reason. A guard on its way that does not pass
  /// now (the person signed out since) is run as a link runs it: its screen is shown and the
  /// restoration waits for ``resolveGuard(_:passed:)``, within the guard's wait limit. Once
  /// every guard passes, the saved state is reached from what is on screen, the guards'
  /// screens closed first, and the outcome is `handled`. A guard that fails or times out
  /// closes its screen and leaves the start state, and one whose screen the person closes
  /// leaves what they made; the outcome is then `guard-failed`.
  ///
  /// A modal that shows a guard's screen (a sign-in sheet left up by a link that is gone) is
  /// not brought back, nor anything over it: no link waits on it any more. The outcome is also
  /// reported on ``outcomes``, as ``LinkReport/Subject/restoration``.
  ///
  /// A restoration runs at launch, before ``becomeReady()`` (``launch(restoring:)`` does
  /// both): the links that arrive meanwhile are held, also while it waits for a guard, and
  /// open over the restored screen. On a center that is ready already it is `failed`, for a
  /// link may be running; if the app makes the center ready while it waits for a guard, it
  /// ends `superseded` when the wait ends, leaving the screen to the links.
  ///
  /// ```swift
  /// print(await center.restore(data: savedData))
  /// // failed: the saved state was not restored: "promo" is no container of the graph
  /// ```
  public func restore(_ saved: NavigationState) async -> LinkOutcome {
    await submit(.restoration, .restoration) { [weak self] job in
      await self?.reachRestored(saved, for: job) ?? .superseded
    }
  }

  /// ``restore(_:)`` from the JSON of a `NavigationState`; `nil` or empty data restores
  /// nothing and returns `nil`, data that does not decode is `failed` with the reason.
  public func restore(data: Data?) async -> LinkOutcome? {
    guard let data, !data.isEmpty else { return nil }
    do {
      return await restore(try JSONDecoder().decode(NavigationState.self, from: data))
    } catch {
      let outcome = LinkOutcome.failed(.notRestored("it does not decode (\(error))"))
      report(.restoration, outcome)
      return outcome
    }
  }

  /// At launch: restores `data` (``restore(data:)``), waiting for any guard it runs, then says
  /// the center is ready (``becomeReady()``), so that the links held since launch open over
  /// the restored screen. A center that is ready, or restoring, already launched: it does
  /// nothing and returns `nil`, so a scene's views may call it each time they appear.
  @discardableResult
  public func launch(restoring data: Data?) async -> LinkOutcome? {
    guard !isReady, !isRestoring else { return nil }
    let outcome = await restore(data: data)
    becomeReady()
    return outcome
  }

  /// Whether a restoration is under way (waiting for a guard, say).
  public var isRestoring: Bool { machine.running.flatMap(machine.kind(of:)) == .restoration }

  private func reachRestored(_ saved: NavigationState, for job: Job) async -> LinkOutcome {
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
      return .failed(.notRestored("\(problem)"))
    }
    let start = await freshState()
    var shown: [Screen.ID] = []
    for name in guardsOnTheWay(to: saved) {
      guard let check = guards[name] else { return .failed(.guardNotConfigured(name)) }
      if check.isSatisfied() { continue }
      if let stopped = await show(check.screen, over: await freshState(), for: job) {
        return notRestored(stopped)
      }
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
    return .handled(navigator.state)
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
