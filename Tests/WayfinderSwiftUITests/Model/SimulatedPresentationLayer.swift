import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI

/// UIKit under SwiftUI's sheets and full-screen covers: the chain of presented modals, one
/// presentation change at a time.
///
/// A presentation or a dismissal takes time when its update is animated (none when it is not:
/// it ends with the update that made it). While one runs, UIKit refuses another — "Attempt to
/// present … while a presentation is in progress" — and SwiftUI drops it: a refused
/// presentation never shows, and SwiftUI later writes `nil` into the binding that asked for it;
/// a refused dismissal leaves the modal on screen until SwiftUI tries again, once UIKit is
/// free. Dismissing the modal at a level takes every modal over it too.
///
/// The layer records every change by who made it, and says when one was refused because the
/// model made two at once (a failure of the model) rather than because the person's gesture
/// was running (which the model cannot see).
@MainActor
final class SimulatedPresentationLayer {
  /// One modal of the chain, and whether it is leaving (its dismissal runs).
  struct Presented {
    var modal: PresentedModal
    var isLeaving = false
    /// The kind of the app's own presentation (its controller's type name), when it is one:
    /// no binding of the model's holds it.
    var appKind: String?
    /// The binding of the app's presentation, when it is one.
    var appBinding: AppPresentationBinding?
  }

  private unowned let views: SimulatedSwiftUI
  /// The modals UIKit shows or is bringing on or taking off screen, bottom to top.
  private(set) var chain: [Presented] = []
  /// The presentation change that runs.
  private(set) var inFlight: SimulatedTransition?
  /// The item SwiftUI dropped at a level (its presentation was refused), which it does not try
  /// again while the binding still holds it.
  var dropped: [Int: String] = [:]
  /// The item at a level whose presentation UIKit begins a turn after the update that asked
  /// for it (``SwiftUIModelKnobs/presentsNextModalLate``).
  var late: [Int: String] = [:]
  /// Whether a dismissal was refused and SwiftUI must try it again.
  private(set) var needsReconciling = false

  /// How many presentation changes started, by who made them.
  private(set) var started: [String: Int] = [:]
  /// How many were refused because the person's gesture was running.
  private(set) var refusedForThePerson = 0
  /// How many were refused because another of the model's was running.
  private(set) var refusedForTheModel = 0
  /// How many of the model's presentations were refused because an app's own presentation
  /// held their presenter.
  private(set) var refusedUnderAppPresentations = 0

  init(_ views: SimulatedSwiftUI) {
    self.views = views
  }

  /// The modal shown, or being presented, at `level` (not one that is leaving).
  func shown(at level: Int) -> PresentedModal? {
    guard chain.indices.contains(level), !chain[level].isLeaving else { return nil }
    return chain[level].modal
  }

  /// The modal the modifier at `level` has presented, leaving or not: its content stays until
  /// its dismissal ends.
  func presented(at level: Int) -> PresentedModal? {
    chain.indices.contains(level) ? chain[level].modal : nil
  }

  /// The modals on screen, bottom to top, leaving ones left out.
  var shownChain: [PresentedModal] { chain.filter { !$0.isLeaving }.map(\.modal) }

  /// Whether a full-screen cover of the model's is up: the root's views are out of the window.
  var coversTheRoot: Bool {
    chain.contains { !$0.isLeaving && $0.appKind == nil && $0.modal.modal.style == .fullScreen }
  }

  /// The top modal, when it is a sheet the person can pull down (nothing runs).
  var pullableSheet: PresentedModal? {
    guard inFlight == nil, let top = chain.last, !top.isLeaving, top.modal.modal.style == .sheet,
      top.appKind == nil || top.appKind == AppPresentation.sheet.kind
    else {
      return nil
    }
    return top.modal
  }

  /// Presents `modal` over the top of the chain; returns `false` when UIKit refuses.
  func present(_ modal: PresentedModal, by origin: SimulatedTransition.Origin, animated: Bool) -> Bool {
    // Apple (`present(_:animated:completion:)`): a view controller presents one view controller
    // at a time; one that already presents refuses another ("Attempt to present … which is
    // already presenting"). An app's alert over the level takes its presenter.
    if let app = chain.firstIndex(where: { $0.appKind != nil && !$0.isLeaving }), app <= modal.level {
      views.note(
        "UIKit refuses to present \(modal.id): the app's \(chain[app].appKind ?? "") is presented there")
      refusedUnderAppPresentations += 1
      return false
    }
    guard admits("present \(modal.id)", by: origin) else { return false }
    let transition = views.begin(
      .present, by: origin, subject: modal.id, animated: animated,
      duration: SimulatedSwiftUI.presentationDuration)
    inFlight = transition
    chain.append(Presented(modal: modal))
    // The content appears as the presentation begins: its `onAppear`.
    views.model.modalDidAppear(modal.id)
    transition.onEnd.append { [unowned self] in
      if inFlight === transition { inFlight = nil }
    }
    return true
  }

  /// Dismisses the modal at `level` and every modal over it; returns `false` when UIKit
  /// refuses.
  @discardableResult
  func dismiss(from level: Int, by origin: SimulatedTransition.Origin, animated: Bool) -> Bool {
    guard chain.indices.contains(level) else { return true }
    guard admits("dismiss \(chain[level].modal.id)", by: origin) else {
      needsReconciling = true
      return false
    }
    needsReconciling = false
    if chain[level].appKind == nil, !origin.isStep {
      // The app's presentations over a modal of the model's that the views take away go with
      // its content, their views and state with them (their modifier's `onDisappear`).
      for presented in chain[level...] {
        guard let binding = presented.appBinding else { continue }
        binding.isPresented = false
        views.model.appPresentations.remove(binding.id)
      }
    }
    let leaving = chain[level...].map(\.modal)
    for index in level..<chain.count { chain[index].isLeaving = true }
    let transition = views.begin(
      .dismiss, by: origin, subject: leaving.map(\.id).joined(separator: ", "), animated: animated,
      duration: SimulatedSwiftUI.dismissalDuration)
    inFlight = transition
    transition.onEnd.append { [unowned self] in
      if inFlight === transition { inFlight = nil }
      remove(leaving, by: origin)
    }
    return true
  }

  /// The person pulls the top sheet down, finishing the gesture or giving it up; when it has
  /// finished, `then` runs (SwiftUI writes the binding). Returns `false` when there is no
  /// sheet to pull.
  func pullDown(finishing: Bool, then: @escaping @MainActor (PresentedModal) -> Void) -> Bool {
    guard let sheet = pullableSheet else { return false }
    let level = chain.count - 1
    if finishing { chain[level].isLeaving = true }
    let transition = views.begin(
      finishing ? .pullDown : .cancelledPull, by: .person, subject: sheet.id, animated: true,
      duration: finishing ? SimulatedSwiftUI.pullDownDuration : SimulatedSwiftUI.cancelledPullDuration)
    inFlight = transition
    transition.onEnd.append { [unowned self] in
      if inFlight === transition { inFlight = nil }
      guard finishing else { return }
      if let binding = chain.last?.appBinding {
        // SwiftUI clears the app's binding; the modifier tells the model.
        binding.isPresented = false
        views.model.appPresentations.set(binding.id, isPresented: false) {}
      }
      remove([sheet], by: .person)
      then(sheet)
    }
    return true
  }

  /// Whether the modal at `level` is one the app presented itself.
  func isApp(at level: Int) -> Bool {
    chain.indices.contains(level) && chain[level].appKind != nil
  }

  /// The app presents `presentation` of its own over the top of the chain; returns `false`
  /// when UIKit refuses (a presentation change runs).
  func presentApp(_ presentation: AppPresentation, binding: AppPresentationBinding, animated: Bool) -> Bool {
    let level = chain.count
    let modal = PresentedModal(
      .foreign(presentation.kind, named: "foreign-modal-\(level + 1)"), level: level)
    guard admits("present the app's \(presentation)", by: .app) else { return false }
    let transition = views.begin(
      .present, by: .app, subject: "the app's \(presentation)", animated: animated,
      duration: SimulatedSwiftUI.presentationDuration)
    inFlight = transition
    chain.append(Presented(modal: modal, appKind: presentation.kind, appBinding: binding))
    transition.onEnd.append { [unowned self] in
      if inFlight === transition { inFlight = nil }
    }
    return true
  }

  /// Takes `leaving` out of the chain, top-most first, each content's `onDisappear` said. An
  /// app's presentation that leaves must have had its binding cleared — SwiftUI's modifier
  /// holds it otherwise, and the app's button that sets it stops working — and, when a link
  /// took it away, its handler run.
  private func remove(_ leaving: [PresentedModal], by origin: SimulatedTransition.Origin) {
    for modal in leaving.reversed() {
      guard let index = chain.lastIndex(where: { $0.modal.id == modal.id && $0.isLeaving }) else { continue }
      let removed = chain.remove(at: index)
      guard let binding = removed.appBinding else {
        // The content's `interactiveDismissDisabled` goes with it.
        views.dismissDisabled.remove(modal.modal.name)
        views.model.modalDidDisappear(modal.id)
        continue
      }
      if binding.isPresented {
        views.fail(
          "the app's \(binding.presentation) left the screen (by \(origin)), but its binding still says it is "
            + "presented: the app's button that sets it stops working")
      }
      if case .step = origin, !binding.handlerRan {
        views.fail("a link took the app's \(binding.presentation) away without running the app's handler")
      }
      binding.isPresented = false
    }
  }

  /// Whether UIKit takes a presentation change now: not while another runs. A refusal of the
  /// model's change because the model's own was running is a failure: the model sent two at
  /// once.
  private func admits(_ change: String, by origin: SimulatedTransition.Origin) -> Bool {
    guard let running = inFlight else {
      started[Self.key(origin), default: 0] += 1
      return true
    }
    views.note("UIKit refuses to \(change) (by \(origin)): \(running.description) runs")
    switch (origin, running.origin) {
    case (.person, _), (_, .person), (.app, _), (_, .app):
      refusedForThePerson += 1
    default:
      refusedForTheModel += 1
      views.fail(
        "two presentation changes overlap: \(change) (by \(origin)) starts while \(running.description), "
          + "started at \(running.startedAt), runs; UIKit refuses it")
    }
    return false
  }

  private static func key(_ origin: SimulatedTransition.Origin) -> String {
    switch origin {
    case .step: "step"
    case .person: "person"
    case .app: "app"
    case .views: "views"
    }
  }
}
