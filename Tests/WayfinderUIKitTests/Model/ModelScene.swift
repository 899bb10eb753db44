import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderRouting
@_spi(Testing) import WayfinderUIKit

/// One scene of the model's app (a `UIWindowScene`): its own UIKit (window, transitions), its
/// own factory, navigator and deep-link center, on the run's clock.
///
/// Apple: "Each scene has its own window and view controllers" and "UIKit creates a separate
/// scene object for each instance of your app's UI" (Scenes); so each has its own navigator and
/// center, and a `SceneRouter` sends each link to one of them.
@MainActor
final class ModelScene {
  /// The scene's identifier, as its session's `persistentIdentifier`.
  let id: String
  let uikit: ModelUIKit
  let factory: ModelFactory
  let navigator: UIKitNavigator<ModelViewController>
  let center: DeepLinkCenter<Screen>

  init(
    id: String, index: Int, seed: UInt64, clock: ModelClock, configuration: ModelRunConfiguration,
    session: ModelSession, coordinators: (ModelUIKit) -> ModelCoordinator?, graph: NavigationGraph,
    routes: RouteTable<Screen>, tracing: Bool
  ) {
    self.id = id
    uikit = ModelUIKit(
      clock: clock,
      records: ModelRecords(declaredStyles: ModelApp.declaredStyles, watching: ModelApp.guarded),
      stepTimeLimit: configuration.stepTimeLimit, seed: seed &+ UInt64(index) &* 0x9E37)
    uikit.knobs.alongsideRefusalPercent = configuration.alongsideRefusalPercent
    uikit.isTracing = tracing
    uikit.sceneName = index == 0 ? nil : id
    factory = ModelFactory(
      uikit, styles: configuration.styles, splitStacks: configuration.splitView ? ["home"] : [])
    factory.anchorsPopovers = configuration.factoryAnchorsPopovers
    factory.keepsPopoversWhenCompact = configuration.keepsPopoversWhenCompact
    factory.usesUITabs = configuration.tabs18
    factory.splitKeepsListOnTop = configuration.splitKeepsListOnTop
    factory.splitHasCompactColumn = configuration.splitHasCompactColumn
    do {
      navigator = try UIKitNavigator(
        building: ModelApp.start.root, factory: factory, clock: clock,
        stepTimeLimit: configuration.stepTimeLimit)
    } catch {
      // The model's factory makes every host itself and hands over no controller of its own:
      // nothing here can refuse to build.
      preconditionFailure("the model's scene did not build: \(error)")
    }
    uikit.window.rootViewController = navigator.rootViewController
    if configuration.splitHasCompactColumn {
      // The app gives its split views their compact column once it has the navigator.
      factory.compactList = { [unowned navigator = navigator] screen, stack in
        navigator.viewController(for: screen, in: stack)
      }
      for case let split as ModelSplitViewController in uikit.window.allViewControllers {
        factory.giveCompactColumn(to: split, showing: split.primary.stack.first, in: split.name)
      }
    }
    center = DeepLinkCenter(
      routes: routes, graph: graph, navigator: navigator, clock: clock,
      guards: [RouteGuard(ModelApp.guardName, showing: ModelApp.signIn) { session.isSignedIn }],
      coordinators: coordinators(uikit), destination: { .screen($0) })
    if configuration.refusingScreens {
      // The app's alert ("Discard changes?") is the person's to answer: `answerClose` events.
      center.askToClose = { _ in }
      setClosingRule(refusing: true, holds: false)
    }
  }

  /// The app's closing rule, for the center and for the checks: ``ModelAppShape/closingRule(refusing:holds:)``.
  func setClosingRule(refusing: Bool, holds: Bool) {
    center.closingRule = ModelApp.closingRule(refusing: refusing, holds: holds)
    uikit.closingRule = ModelApp.closingRule(refusing: refusing, holds: holds)
  }

  /// What the scene shows now.
  var truth: NavigationState? { uikit.truth(rootName: "app") }
}
