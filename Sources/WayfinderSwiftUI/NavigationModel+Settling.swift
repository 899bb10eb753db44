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

  /// Nothing runs that a view update must wait for: SwiftUI queues its updates.
  package func prepare(_ update: ViewUpdate, for step: Step) async throws(NavigationError) -> Bool { false }

  /// Makes the update's change in a view update of its own; with no view layer attached, the
  /// step settles at once. A dismissal of a modal the app presented itself is the view layer's.
  package func start(
    _ update: ViewUpdate, for step: Step, leaving after: NavigationState, settling work: SettlingMachine.Work
  ) throws(NavigationError) {
    let before = state
    guard let ticker else {
      commit(after, update)
      return driver.handle(.transitionEnded(revision: update.revision, presented: nil))
    }
    ticker.apply(update) { commit(after, update) }
    dismissAppPresentation(for: step, from: before)
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

  /// Says the screen `screen` appeared (its view's `onAppear`): where the views cannot see
  /// UIKit, a step that pushes it, or pops back to it, settles then. `WayfinderStack` calls it.
  public func screenDidAppear(_ screen: some ScreenConvertible) {
    driver.handle(.screenAppeared(screen.screen.id))
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
