/// How the view layer reads UIKit's transitions under SwiftUI, written over any tree of
/// controllers so that the tests run it: the iOS glue passes UIKit's view controllers and
/// transition coordinators, and makes no decision of its own.
///
/// Apple (`UIViewController.transitionCoordinator`): "The transition coordinator object
/// associated with a currently active transition or `nil` if no transition is in progress", and
/// "If there is no in-progress transition associated with the current view controller, UIKit
/// checks the view controller's ancestors for a transition coordinator object": so the same
/// coordinator is met more than once, and counted once.
@MainActor
package enum UIKitTransitionReading {
  /// Registers with each distinct transition coordinator of the controllers under the root that
  /// hosts `probe` (its children and presented controllers, all the way down), and calls
  /// `ended` once all of them have ended; says whether any runs.
  ///
  /// - Parameters:
  ///   - probe: A controller among the views (the glue's `UIViewControllerRepresentable`);
  ///     `nil` when SwiftUI has not made it yet: the views cannot see UIKit then.
  ///   - parent: A controller's parent.
  ///   - children: A controller's children (a navigation controller's stack among them).
  ///   - presented: The controller a controller presents.
  ///   - coordinator: A controller's transition coordinator.
  ///   - identity: The coordinator's identity.
  ///   - register: Asks the coordinator to call the given closure at the end of its transition
  ///     (`animate(alongsideTransition:completion:)`); returns whether it will.
  ///   - ended: Called once, when every transition found has ended; only when `.running` is
  ///     returned.
  package static func whenTransitionsEnd<Controller, Coordinator>(
    from probe: Controller?,
    parent: (Controller) -> Controller?,
    children: (Controller) -> [Controller],
    presented: (Controller) -> Controller?,
    coordinator: (Controller) -> Coordinator?,
    identity: (Coordinator) -> ObjectIdentifier,
    register: (Coordinator, @escaping @MainActor () -> Void) -> Bool,
    ended: @escaping @MainActor () -> Void
  ) -> UIKitTransitions {
    guard let root = presentedChain(from: probe, parent: parent, presented: { _ in nil })?.first else {
      return .unseen
    }
    var found: [ObjectIdentifier: Coordinator] = [:]
    var order: [ObjectIdentifier] = []
    var queue = [root]
    var visited = 0
    // NB: bounded, so that a cycle in a broken hierarchy cannot hang the walk.
    while let controller = queue.popLast(), visited < 10_000 {
      visited += 1
      if let running = coordinator(controller) {
        let id = identity(running)
        if found[id] == nil { order.append(id) }
        found[id] = running
      }
      queue += children(controller)
      if let next = presented(controller) { queue.append(next) }
    }
    let countdown = Countdown(ended)
    for id in order {
      guard let running = found[id] else { continue }
      countdown.remaining += 1
      if !register(running, { countdown.oneEnded() }) { countdown.remaining -= 1 }
    }
    // A transition that ended while it was being registered ends nothing later.
    guard countdown.remaining > 0 else { return .idle }
    countdown.isArmed = true
    return .running
  }

  /// The controller that hosts `probe` (the top of its parents), then each controller presented
  /// over it, bottom to top; `nil` when SwiftUI has not made the probe yet.
  package static func presentedChain<Controller>(
    from probe: Controller?, parent: (Controller) -> Controller?, presented: (Controller) -> Controller?
  ) -> [Controller]? {
    guard var root = probe else { return nil }
    for _ in 0..<1_000 {
      guard let up = parent(root) else { break }
      root = up
    }
    var chain = [root]
    // NB: bounded, as the UIKit navigator's reading is: a longer chain is a loop, not an app.
    while let next = chain.last.flatMap(presented), chain.count <= 32 { chain.append(next) }
    return chain
  }

  /// The controller that presents the modal at `level` of the chain (0 the first presented):
  /// dismissing from it takes that modal and every one over it.
  package static func presenter<Controller>(
    of level: Int, from probe: Controller?, parent: (Controller) -> Controller?,
    presented: (Controller) -> Controller?
  ) -> Controller? {
    guard let chain = presentedChain(from: probe, parent: parent, presented: presented),
      chain.indices.contains(level + 1)
    else { return nil }
    return chain[level]
  }

  /// Calls its closure once, when as many ends as it counts have come, once armed.
  @MainActor
  private final class Countdown {
    var remaining = 0
    var isArmed = false
    private var ended: (@MainActor () -> Void)?

    init(_ ended: @escaping @MainActor () -> Void) { self.ended = ended }

    func oneEnded() {
      remaining -= 1
      guard isArmed, remaining <= 0, let ended else { return }
      self.ended = nil
      ended()
    }
  }
}
