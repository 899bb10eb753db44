import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// UIKit's transition coordinators under the simulated SwiftUI: what the glue reads on iOS from
/// the hosting navigation controller's and the presented controllers' `transitionCoordinator`.
///
/// Apple (`UIViewController.transitionCoordinator`): "The transition coordinator object
/// associated with a currently active transition or `nil` if no transition is in progress."
/// And (`UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`) the
/// completion runs "after the transition finishes". So the views can say whether a UIKit
/// transition runs now, and call back once every one running now has ended.
extension SimulatedSwiftUI {
  /// The UIKit transitions running now (not SwiftUI's own animations).
  var runningUIKitTransitions: Set<Int> {
    Set(transitions.filter { $0.kind.isUIKitTransition }.map(\.id))
  }

  /// Calls `ended` once every UIKit transition running now has ended; says none runs, never
  /// calling it, when none does.
  func whenUIKitTransitionsEnd(_ ended: @escaping @MainActor () -> Void) -> UIKitTransitions {
    let running = runningUIKitTransitions
    guard !running.isEmpty else { return .idle }
    note("the glue waits for UIKit's transitions \(running.sorted()) to end")
    coordinatorWaiters.append((running, ended))
    return .running
  }

  /// Takes `transition` out of what the waiters wait for, and calls those it was the last of.
  func coordinatorTransitionEnded(_ transition: SimulatedTransition) {
    guard !coordinatorWaiters.isEmpty else { return }
    for index in coordinatorWaiters.indices { coordinatorWaiters[index].waitingFor.remove(transition.id) }
    let done = coordinatorWaiters.filter(\.waitingFor.isEmpty)
    coordinatorWaiters.removeAll(where: \.waitingFor.isEmpty)
    for waiter in done { waiter.ended() }
  }
}
