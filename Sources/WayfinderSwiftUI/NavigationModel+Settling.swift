@_spi(Internals) import WayfinderNavigation

/// What a settling step waits for, once its view update has been made.
enum SettlingStage: Equatable {
  /// SwiftUI's side: the animation's completion, or the next update.
  case swiftUI
  /// UIKit's transitions under the views, which the view layer reports ended.
  case uikit(revision: Int)
  /// The destination's appearance, where the views cannot see UIKit, within
  /// ``NavigationModel/appearanceFallback``.
  case appearance(Screen.ID, revision: Int)
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Says the screen `screen` appeared (its view's `onAppear`): where the views cannot see
  /// UIKit, a step that pushes it, or pops back to it, settles then. `WayfinderStack` calls it.
  public func screenDidAppear(_ screen: some ScreenConvertible) {
    guard settling != nil else { return }
    let screen = screen.screen.id
    appearedWhileSettling.insert(screen)
    if case .appearance(screen, _) = settlingStage { settleNow() }
  }

  /// SwiftUI's side of the settling step is done (its completion ran, or the views updated):
  /// the step settles now, or once UIKit's transitions under the views have ended, or — where
  /// the views cannot see them — once its destination has appeared, within
  /// ``appearanceFallback``.
  ///
  /// Apple documents that `withAnimation`'s completion runs "immediately after body" when the
  /// change creates no animation, and a push or a presentation under SwiftUI is UIKit's
  /// transition, not SwiftUI's animation: settling at that completion lets the next step
  /// present during this one's transition, which UIKit refuses.
  func finishSettling() {
    guard let waiting = settling, settlingStage == .swiftUI else { return }
    // A tab switch, a flow switch, a reload or an update starts no transition of UIKit's: what
    // runs under the views then is someone else's (the person's swipe on another stack), and
    // waiting for it would leave the person time to undo what the link relies on.
    guard Self.startsUIKitTransition(waiting.update.step) else { return settleNow() }
    let revision = waiting.update.revision
    let transitions =
      ticker?.whenUIKitTransitionsEnd { [weak self] in self?.uikitTransitionsEnded(revision: revision) }
      ?? .idle
    switch transitions {
    case .idle:
      settleNow()
    case .running:
      settlingStage = .uikit(revision: revision)
    case .unseen:
      guard waiting.update.animated, let destination = Self.destination(of: waiting.update.step),
        !appearedWhileSettling.contains(destination)
      else { return settleNow() }
      settlingStage = .appearance(destination, revision: revision)
      let fallback = appearanceFallback
      appearanceFallbackTask = Task { [weak self, clock] in
        do { try await clock.sleep(for: fallback, tolerance: nil) } catch { return }
        self?.appearanceFallbackElapsed(revision: revision)
      }
    }
  }

  /// Whether `step` starts a transition of UIKit's under SwiftUI: a navigation controller's push
  /// or pop (a replacement is one too), a presentation or a dismissal.
  static func startsUIKitTransition(_ step: Step) -> Bool {
    switch step.action {
    case .selectTab, .switchFlow, .reload, .update: false
    default: true
    }
  }

  /// The screen whose appearance ends `step`'s transition, where the views cannot see UIKit:
  /// the one pushed, or the one popped back to. A presentation and a dismissal settle from the
  /// modal's own appearance and disappearance (``modalDidAppear(_:)``,
  /// ``modalDidDisappear(_:)``); other steps at once.
  static func destination(of step: Step) -> Screen.ID? {
    switch step.action {
    case .push(let screen, _): screen.id
    case .pop(let screen, _, _): screen.id
    default: nil
    }
  }

  /// The settling step's end, however it came.
  func settleNow() {
    guard let waiting = settling else { return }
    appearanceFallbackTask?.cancel()
    appearanceFallbackTask = nil
    settlingStage = .swiftUI
    settling = nil
    waiting.settled()
  }

  private func uikitTransitionsEnded(revision: Int) {
    guard settlingStage == .uikit(revision: revision) else { return }
    settleNow()
  }

  private func appearanceFallbackElapsed(revision: Int) {
    guard case .appearance(_, revision) = settlingStage else { return }
    settleNow()
  }
}
