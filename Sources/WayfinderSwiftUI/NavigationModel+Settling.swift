@_spi(Internals) import WayfinderNavigation

/// SwiftUI as a port of the step driver: a step is one view update, and the view layer reports
/// what happens to it — the animation's completion or the next update, the modals it presents,
/// the screens that appear, UIKit's transitions under it — into the driver's settling machine.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel: StepPort {
  package func operation(for step: Step, leaving after: NavigationState) throws(NavigationError) -> ViewUpdate
  {
    ViewUpdate(revision: revision + 1, step: step)
  }

  /// Nothing runs that a view update must wait for — SwiftUI queues its updates — except, for a
  /// dismissal while the app's own presentations are up, UIKit's transitions under the views:
  /// a binding the step clears while UIKit presents the app's sheet is a dismissal UIKit
  /// refuses and SwiftUI makes later, which nothing would tell the step. Returns whether it
  /// waited, having read the app's presentations again (the step is checked again).
  package func prepare(_ update: ViewUpdate, for step: Step) async throws(NavigationError) -> Bool {
    guard let ticker, state.modals.contains(where: \.isForeign) else { return false }
    switch step.action {
    case .dismiss, .dismissChain: break
    default: return false
    }
    var waited = false
    await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
      let transitions = ticker.whenUIKitTransitionsEnd { [weak self] in
        self?.isResumingPreparation = true
        ended.resume()
      }
      if transitions == .running {
        waited = true
      } else {
        ended.resume()
      }
    }
    isResumingPreparation = false
    preparationResumed?()
    // What the app presents may have changed meanwhile (the person pulled its sheet down).
    if waited { readAppPresentations() }
    return waited
  }

  /// Makes the update's change in a view update of its own; with no view layer attached, the
  /// step settles at once. A modal the app presented itself that the step takes away is
  /// dismissed through its own binding, or else through UIKit.
  package func start(
    _ update: ViewUpdate, for step: Step, leaving after: NavigationState, settling work: SettlingMachine.Work
  ) throws(NavigationError) {
    let before = state
    guard let ticker else {
      commit(after, update)
      return driver.handle(.transitionEnded(revision: update.revision, presented: nil))
    }
    // The app's own presentations the step takes away go through their bindings, in the same
    // update; or, where the app registered none, through UIKit.
    var throughBindings = true
    ticker.apply(update) {
      commit(after, update)
      throughBindings = dismissAppPresentationsThroughBindings(from: before, to: after)
    }
    if !throughBindings { dismissAppPresentation(for: step, from: before) }
  }

  /// Asks the view layer about UIKit's transitions under it (a push or a presentation under
  /// SwiftUI is UIKit's transition, for which `withAnimation`'s completion runs at once), or
  /// times the wait for a destination's appearance where the views cannot see them.
  package func settlingAsks(_ action: SettlingMachine.Action) {
    switch action {
    case .askTransitions(let revision):
      let transitions =
        ticker?.whenUIKitTransitionsEnd { [weak self] in
          self?.driver.handle(.transitionsEnded(revision: revision))
        }
        ?? .idle
      driver.handle(.transitionsRead(SettlingMachine.Transitions(transitions)))
    case .startFallback(let revision):
      let fallback = appearanceFallback
      appearanceFallbackTask = Task { [weak self, clock] in
        do { try await clock.sleep(for: fallback, tolerance: nil) } catch { return }
        self?.driver.handle(.fallbackElapsed(revision: revision))
      }
    case .cancelFallback:
      appearanceFallbackTask?.cancel()
      appearanceFallbackTask = nil
    case .settle, .refuse:
      break
    }
  }

  /// Whether the screen `step` pushes, pops back to or sets on top will say it appeared: a view
  /// layer is attached, the screen is not on top already, its stack has reported appearances
  /// before, and it is in the window in `after` (``stacksInTheWindow(of:)``). Then the step settles no sooner than that screen appears — SwiftUI may run the
  /// update's completion and `onChange` before it asks UIKit to push, which Apple does not rule
  /// out — and UIKit's transition, begun by then, is waited for.
  package func destinationAppears(for step: Step, leaving after: NavigationState) -> Bool {
    guard ticker != nil else { return false }
    let (destination, stack): (Screen?, String)
    var replaced: Screen?
    switch step.action {
    case .push(let screen, let onto): (destination, stack) = (screen, onto)
    case .pop(let screen, _, let from): (destination, stack) = (screen, from)
    case .setScreens(let screens, let of, _): (destination, stack) = (screens.last, of)
    case .replace(let old, let new, let within): (destination, stack, replaced) = (new, within, old)
    default: return false
    }
    // A screen already on top appears no more; one put in place of a screen under the top
    // does not appear.
    guard case .stack(let shown)? = state.container(named: stack), let top = shown.screens.last,
      top.id != destination?.id, replaced == nil || replaced?.id == top.id
    else { return false }
    return stacksReportingAppearances.contains(stack) && Self.stacksInTheWindow(of: after).contains(stack)
  }

  /// The stacks whose screens are in the window, where a screen pushed or revealed appears:
  /// the visible stack of the root and of each of the model's modals, from the last full-screen
  /// cover up (a cover takes what it covers out of the window; a sheet does not). What the app
  /// presents itself (an alert) hides nothing.
  static func stacksInTheWindow(of state: NavigationState) -> [String] {
    let own = state.modals.filter { !$0.isForeign }
    let levels = [state.root] + own.map(\.content)
    let cover = own.lastIndex { $0.style == .fullScreen }.map { $0 + 1 } ?? 0
    return levels[cover...].map(\.visibleStack.name)
  }

  /// Says the screen `screen` appeared (its view's `onAppear`): a step that pushes it, or pops
  /// back to it, settles no sooner; where the views cannot see UIKit, it settles then.
  /// `WayfinderStack` calls it.
  public func screenDidAppear(_ screen: some ScreenConvertible) {
    let id = screen.screen.id
    for container in [state.root] + state.modals.map(\.content) {
      container.forEachStack { stack in
        if stack.screens.contains(where: { $0.id == id }) { stacksReportingAppearances.insert(stack.name) }
      }
    }
    driver.handle(.screenAppeared(id))
  }
}

extension SettlingMachine.Transitions {
  init(_ transitions: UIKitTransitions) {
    switch transitions {
    case .idle: self = .idle
    case .running: self = .running
    case .unseen: self = .unseen
    }
  }
}

extension Container {
  /// Calls `body` with each stack of this container, tabs and flows included.
  fileprivate func forEachStack(_ body: (Stack) -> Void) {
    switch self {
    case .stack(let stack): body(stack)
    case .tabs(let bar): for tab in bar.tabs { tab.forEachStack(body) }
    case .flows(let switcher): switcher.flow.forEachStack(body)
    }
  }
}
