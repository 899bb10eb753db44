import WayfinderModelSupport

/// How one SwiftUI model run's app and views are set up, drawn from its seed.
struct SwiftUIModelConfiguration: ModelConfiguring, Hashable {
  /// The model's time limit for a step.
  var stepTimeLimit = Duration.seconds(2)
  /// How long after UIKit refused a presentation SwiftUI writes `nil` into its binding (zero:
  /// at the end of the main actor's turn).
  var writeBackDelay = Duration.zero
  /// Out of 100, how often SwiftUI writes the last render's values back between a step's
  /// change and the render that shows it.
  var echoBeforeRenderPercent = 0
  /// Whether the app is ready for links from the start; otherwise links are held until a
  /// `becomeReady` event.
  var startsReady = true
  /// How long a link held until the app is ready stays worth opening.
  var timeToLive = Duration.seconds(3)
  /// How many scenes (windows) the app shows at once, each with its own model and center.
  var scenes = 1
  /// Whether the app's policy sends links to threads to the second scene, whichever is active.
  var threadsGoToTheSecondScene = false
  /// Whether the app shows its tab bar as a split view (`WayfinderSplitView`), as on iPad.
  var splitView = false
  /// Whether the split view starts collapsed (compact width).
  var startsCompact = false
  /// Whether the app has screens that refuse to be closed by a link (`attach`) or ask first
  /// (`reviews`), with the person answering now and then (issue 23, item 8).
  var refusingScreens = false
  /// Whether the app shows its tab bar as iOS 18's `WayfinderTabView`, whose tabs the person
  /// hides in the sidebar and the app hides with `Tab.hidden(_:)` (issue 34, item 2).
  var tabs18 = false
  /// Whether the app shows its `home` stack as a split view (`WayfinderStackSplitView`): its
  /// list in the sidebar, its pushed screens in the detail (issue 34, item 3).
  var stackSplit = false

  /// Ready at once, write-backs at the end of the turn, no echoes before a render.
  static let plain = SwiftUIModelConfiguration()

  static func forSeed(_ seed: UInt64) -> SwiftUIModelConfiguration {
    var random = SplitMix64(seed: seed ^ 0xC0_4F16)
    var configuration = SwiftUIModelConfiguration(
      writeBackDelay: .milliseconds(random.pick([0, 0, 100, 400])),
      echoBeforeRenderPercent: random.chance(30) ? 40 : 0,
      startsReady: !random.chance(15), scenes: random.chance(30) ? 2 : 1,
      threadsGoToTheSecondScene: random.chance(30), splitView: random.chance(30),
      startsCompact: random.chance(50))
    // NB: drawn after the others, so that every seed keeps the rest of its setup.
    configuration.refusingScreens = random.chance(35)
    // NB: from a stream of its own, so that every seed keeps the rest of its setup.
    var tabs = SplitMix64(seed: seed ^ 0x7AB5_18)
    configuration.tabs18 = !configuration.splitView && tabs.chance(40)
    // NB: from a stream of its own, so that every seed keeps the rest of its setup.
    var stackSplit = SplitMix64(seed: seed ^ 0x5_7AC5)
    configuration.stackSplit = !configuration.splitView && stackSplit.chance(35)
    return configuration
  }

  var description: String {
    "time limit \(stepTimeLimit), write-backs after \(writeBackDelay), echoes before a render "
      + "\(echoBeforeRenderPercent)%, \(startsReady ? "ready at once" : "ready later"), links live \(timeToLive)"
      + (scenes > 1 ? ", \(scenes) scenes\(threadsGoToTheSecondScene ? " (threads to the second)" : "")" : "")
      + (splitView ? ", split view\(startsCompact ? " (compact)" : "")" : "")
      + (refusingScreens ? ", attach refuses and reviews asks before closing" : "")
      + (tabs18 ? ", iOS 18 tabs" : "")
      + (stackSplit ? ", home as a split view\(startsCompact ? " (compact)" : "")" : "")
  }
}
