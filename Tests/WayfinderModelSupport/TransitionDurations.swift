/// How long each transition takes in both behavioural models — the UIKit model's and the
/// simulated SwiftUI's — and in the time-to-screen table of `docs/Speed.md` computed from them:
/// the one place these durations are said.
///
/// Apple documents no duration for UIKit's own transitions (`pushViewController(_:animated:)`,
/// `present(_:animated:completion:)` and the rest take only `animated`), nor for SwiftUI's
/// `NavigationStack` pushes and `sheet` presentations, which are UIKit's transitions under
/// SwiftUI. So every value here but the tab switch is **assumed**, each with what it rests on in
/// ``sources``; a figure computed from them is a model's, never a measurement.
public enum TransitionDurations {
  /// A push onto a navigation stack (and a `setViewControllers` that adds a screen), animated.
  /// Assumed: 0.35 s, the default duration Apple documents for SwiftUI's ease animations
  /// (`Animation.easeInOut`: "a default duration of 0.35 seconds").
  public static let push = Duration.milliseconds(350)
  /// A pop (and a `setViewControllers` that removes or replaces screens), animated. Assumed:
  /// as a push.
  public static let pop = Duration.milliseconds(350)
  /// A sheet or full-screen cover presented, animated. Assumed.
  public static let present = Duration.milliseconds(400)
  /// A modal dismissed (the whole chain above it at once, as UIKit does), animated. Assumed.
  public static let dismiss = Duration.milliseconds(300)
  /// A flow switcher's cross-dissolve from one flow to another, animated. Assumed.
  public static let flow = Duration.milliseconds(300)
  /// A tab selected: none. `UITabBarController.selectedIndex` and `selectedViewController` take
  /// no `animated` argument, and SwiftUI's `TabView(selection:)` switches without a transition.
  public static let tabSwitch = Duration.zero
  /// The person pulls a sheet down and lets go past the threshold (SwiftUI model). Assumed.
  public static let pullDown = Duration.milliseconds(300)
  /// The person pulls a sheet down and lets go before the threshold: it springs back. Assumed.
  public static let cancelledPull = Duration.milliseconds(200)
  /// The person swipes back from the screen's edge (SwiftUI model). Assumed.
  public static let swipe = Duration.milliseconds(250)
  /// FlowStacks' wait between the remaining steps of a change SwiftUI cannot make in one update:
  /// 0.65 s in its source (`RoutesHolder.scheduleRemainingSteps`, FlowStacks 1.x); its README
  /// says only "with delays if necessary in between".
  public static let flowStacksStepDelay = Duration.milliseconds(650)

  /// Each duration with its name and what it rests on, as the docs' table lists them.
  public static let sources: [(name: String, duration: Duration, source: String)] = [
    ("push", push, "assumed (UIKit documents none; 0.35 s is SwiftUI's documented `easeInOut` default)"),
    ("pop", pop, "assumed (as a push)"),
    ("present", present, "assumed (UIKit documents none)"),
    ("dismiss", dismiss, "assumed (UIKit documents none)"),
    ("flow switch", flow, "assumed (a cross-dissolve of the app's own)"),
    ("tab switch", tabSwitch, "no transition (`selectedIndex` takes no `animated`)"),
    ("FlowStacks wait between steps", flowStacksStepDelay, "FlowStacks' source (0.65 s)"),
  ]
}
