import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderRouting
@_spi(ViewLayer) import WayfinderSwiftUI

/// One scene of a SwiftUI model run — one window: its own `NavigationModel`, shown by its own
/// simulated SwiftUI, through its own `DeepLinkCenter`, on the run's clock. The scenes of a run
/// share the app's session (signing in is the app's, not a window's).
@MainActor
struct SwiftUIModelScene {
  let index: Int
  let model: NavigationModel
  let views: SimulatedSwiftUI
  let center: DeepLinkCenter<Screen>

  /// The name the `SceneRouter` knows the scene by.
  var name: String { "scene-\(index)" }

  init(
    index: Int, clock: ModelClock, configuration: SwiftUIModelConfiguration, seed: UInt64,
    session: ModelSession, graph: NavigationGraph, routes: RouteTable<Screen>, tracing: Bool
  ) {
    self.index = index
    model = NavigationModel(
      state: SwiftUIModelApp.start, clock: clock, stepTimeLimit: configuration.stepTimeLimit)
    views = SimulatedSwiftUI(model: model, clock: clock, configuration: configuration, seed: seed)
    views.isTracing = tracing
    center = DeepLinkCenter(
      routes: routes, graph: graph, navigator: model, clock: clock, timeToLive: configuration.timeToLive,
      guards: [RouteGuard(SwiftUIModelApp.guardName, showing: SwiftUIModelApp.signIn) { session.isSignedIn }],
      destination: { .screen($0) })
    if configuration.refusingScreens {
      // The app's alert ("Discard changes?") is the person's to answer: `answerClose` events.
      center.askToClose = { _ in }
      setClosingRule(refusing: true, holds: false)
    }
  }

  /// The app's closing rule, for the center and for the checks: ``ModelAppShape/closingRule(refusing:holds:)``.
  func setClosingRule(refusing: Bool, holds: Bool) {
    center.closingRule = SwiftUIModelApp.closingRule(refusing: refusing, holds: holds)
    views.closingRule = SwiftUIModelApp.closingRule(refusing: refusing, holds: holds)
  }
}
