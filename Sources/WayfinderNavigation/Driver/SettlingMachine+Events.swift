extension SettlingMachine {
  /// Takes what the platform reported and returns what the driver does.
  package mutating func handle(_ event: Event) -> [Action] {
    switch event {
    case .began(let work):
      self = SettlingMachine()
      self.work = work
      phase = .platform
      return []
    case .transitionEnded(let revision, let presented):
      guard let work, phase == .platform, revision >= work.revision else { return [] }
      return platformDone(work, presented: presented)
    case .viewsUpdated(let revision, let presented):
      guard let work, !work.step.animated, phase == .platform, revision >= work.revision else { return [] }
      return platformDone(work, presented: presented)
    case .transitionsRead(let transitions):
      guard let work, phase == .askingTransitions else { return [] }
      return read(transitions, for: work)
    case .transitionsEnded(let revision):
      return phase == .transitions && work?.revision == revision ? settle() : []
    case .screenAppeared(let screen):
      guard let work else { return [] }
      appeared.insert(screen)
      if phase == .screenToAppear(screen) { return platformSideEnded(work) }
      return phase == .appearance(screen) ? abandon() + [.settle] : []
    case .modalAppeared(let name):
      guard let work else { return [] }
      if case .present(let modal, _) = work.step.action, modal.name == name { modalAppeared = true }
      return phase == .modalToAppear(name) ? platformSideEnded(work) : []
    case .modalDisappeared(let name):
      guard let work else { return [] }
      return phase == .modalToDisappear(name) ? platformSideEnded(work) : []
    case .presentationDropped(let name):
      guard let work, case .present(let modal, _) = work.step.action, modal.name == name, !modalAppeared
      else { return [] }
      return abandon() + [
        .refuse(
          .platformRefusal(
            .notPerformed, work.step, "SwiftUI did not present \(modal.name): it wrote nil back for it"))
      ]
    case .fallbackElapsed(let revision):
      guard case .appearance = phase, work?.revision == revision else { return [] }
      return settle()
    case .personChanged:
      guard let work, case .screenToAppear = phase else { return [] }
      return platformSideEnded(work)
    case .detached:
      guard work != nil else { return [] }
      return abandon() + [.settle]
    }
  }

  /// The platform's side is done: a presentation waits for its modal to appear, a dismissal
  /// for its modal to disappear, when the views report what they present and have not yet; a
  /// push or a pop for its destination to appear, when its stack reports appearances.
  private mutating func platformDone(_ work: Work, presented: [String]?) -> [Action] {
    if let presented {
      if case .present(let modal, _) = work.step.action, !presented.contains(modal.name) {
        phase = .modalToAppear(modal.name)
        return []
      }
      if let dismissed = work.step.dismissedModal, presented.contains(dismissed) {
        phase = .modalToDisappear(dismissed)
        return []
      }
    }
    if work.destinationAppears, let destination = work.destination, !appeared.contains(destination) {
      phase = .screenToAppear(destination)
      return []
    }
    return platformSideEnded(work)
  }

  /// What follows the platform's side: UIKit's transitions under the views, for a step that
  /// may start one; nothing otherwise. A tab switch, a flow switch, a reload or an update
  /// starts none, so what runs then is someone else's (the person's swipe on another stack),
  /// and waiting for it would leave them time to undo what the link relies on.
  private mutating func platformSideEnded(_ work: Work) -> [Action] {
    guard work.mayRunUIKitTransition, work.step.startsUIKitTransition else { return settle() }
    phase = .askingTransitions
    return [.askTransitions(revision: work.revision)]
  }

  private mutating func read(_ transitions: Transitions, for work: Work) -> [Action] {
    switch transitions {
    case .idle:
      return settle()
    case .running:
      phase = .transitions
      return []
    case .unseen:
      guard work.step.animated, let destination = work.destination, !appeared.contains(destination) else {
        return settle()
      }
      phase = .appearance(destination)
      return [.startFallback(revision: work.revision)]
    }
  }

  private mutating func settle() -> [Action] {
    self = SettlingMachine()
    return [.settle]
  }
}

extension Step {
  /// Whether the step starts a transition of UIKit's under SwiftUI: a navigation controller's
  /// push or pop (a replacement is one too), a presentation or a dismissal.
  package var startsUIKitTransition: Bool {
    switch action {
    case .selectTab, .switchFlow, .reload, .update: false
    default: true
    }
  }

  /// The modal a dismissal waits to see gone: the one it dismisses, or the bottom of the chain.
  var dismissedModal: String? {
    switch action {
    case .dismiss(let name): name
    case .dismissChain(let names): names.first
    default: nil
    }
  }
}
