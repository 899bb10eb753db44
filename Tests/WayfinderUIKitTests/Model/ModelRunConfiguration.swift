import WayfinderModelSupport

/// How one model run's app and UIKit are set up, drawn from its seed.
struct ModelRunConfiguration: ModelConfiguring, Hashable {
  /// Whether the center walks a coordinator tree.
  var usesCoordinators: Bool
  /// The presentation style the factory gives each modal's content, by name (absent:
  /// `.automatic`).
  var styles: [String: ModelPresentationStyle]
  /// Out of 100, how often UIKit cannot queue an alongside animation's completion.
  var alongsideRefusalPercent: Int
  /// The navigator's time limit for a step.
  var stepTimeLimit = Duration.seconds(2)
  /// A cold launch: how long after the run starts the window's root first appears (its
  /// `viewDidAppear`); `nil` when it has already appeared.
  var rootAppearsAfter: Duration?
  /// Whether the app has two scenes at once (two windows on iPad): links go to the active one.
  var twoScenes = false
  /// Whether the app shows its `home` stack as a split view (issue 23, item 4), whose window
  /// changes size class now and then.
  var splitView = false
  /// Whether the split view's delegate keeps the list on top as it collapses (issue 34).
  var splitKeepsListOnTop = false
  /// Whether the split view has a `.compact` column of the app's own (issue 34).
  var splitHasCompactColumn = false
  /// Whether the center is made ready for links as the run starts; a launch that restores a
  /// saved state makes it ready itself (`launch(restoring:)`).
  var startsReady = true
  /// Whether the app has screens that refuse to be closed by a link (`attach`) or ask first
  /// (`reviews`), with the person answering now and then (issue 23, item 8).
  var refusingScreens = false
  /// Whether the factory shows some modals as popovers (`compose`, `signIn`), whose window
  /// changes size class now and then, and which the person dismisses by tapping outside them
  /// (issue 23, item 5).
  var popovers = false
  /// Whether the factory anchors the popovers it makes itself (a bar button item); otherwise
  /// the navigator must, or UIKit raises.
  var factoryAnchorsPopovers = false
  /// Whether the app's popover delegate keeps its popovers as popovers in a compact size class
  /// (`adaptivePresentationStyle(for:traitCollection:)` answers `.none`).
  var keepsPopoversWhenCompact = false

  /// Whether the app builds its tab bar from iOS 18's `UITab`s, some in a `UITabGroup`, which
  /// the person hides and shows again now and then (issue 34, item 2).
  var tabs18 = false

  /// No coordinators, UIKit's default styles, every alongside animation queued.
  static let plain = ModelRunConfiguration(usesCoordinators: false, styles: [:], alongsideRefusalPercent: 0)

  static func forSeed(_ seed: UInt64) -> ModelRunConfiguration {
    var random = SplitMix64(seed: seed ^ 0xC0_4F16)
    var configuration = ModelRunConfiguration(
      usesCoordinators: random.chance(50),
      styles: [
        "compose": random.pick([.automatic, .formSheet, .pageSheet, .fullScreen]),
        "camera": random.pick([.automatic, .overFullScreen, .fullScreen]),
        "signIn": random.pick([.automatic, .pageSheet, .formSheet]),
      ],
      alongsideRefusalPercent: random.chance(20) ? 10 : 0,
      rootAppearsAfter: random.chance(30) ? .milliseconds(random.pick([0, 50, 300, 900])) : nil,
      twoScenes: random.chance(30), splitView: random.chance(25))
    // NB: drawn after the others, so that every seed keeps the rest of its setup.
    configuration.refusingScreens = random.chance(35)
    configuration.popovers = random.chance(35)
    configuration.splitKeepsListOnTop = configuration.splitView && random.chance(40)
    configuration.splitHasCompactColumn = configuration.splitView && random.chance(25)
    if configuration.popovers {
      configuration.styles["compose"] = random.chance(70) ? .popover : configuration.styles["compose"]
      configuration.styles["signIn"] = random.chance(50) ? .popover : configuration.styles["signIn"]
      configuration.factoryAnchorsPopovers = random.chance(30)
      configuration.keepsPopoversWhenCompact = random.chance(40)
    }
    // NB: from a stream of its own, so that every seed keeps the rest of its setup.
    var tabs = SplitMix64(seed: seed ^ 0x7AB5_18)
    configuration.tabs18 = tabs.chance(40)
    return configuration
  }

  var description: String {
    let styles = styles.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.rawValue)" }.joined(
      separator: ", ")
    return "coordinators \(usesCoordinators ? "on" : "off"), styles: \(styles), alongside refused "
      + "\(alongsideRefusalPercent)%, time limit \(stepTimeLimit)"
      + (rootAppearsAfter.map { ", cold launch: the root appears after \($0)" } ?? "")
      + (twoScenes ? ", two scenes" : "") + (splitView ? ", home in a split view" : "")
      + (tabs18 ? ", iOS 18 tabs" : "")
      + (splitKeepsListOnTop ? " keeping its list on top" : "")
      + (splitHasCompactColumn ? " with a compact column of its own" : "")
      + (refusingScreens ? ", attach refuses and reviews asks before closing" : "")
      + (popovers
        ? ", popovers\(factoryAnchorsPopovers ? " anchored by the factory" : "")"
          + (keepsPopoversWhenCompact ? ", kept as popovers when compact" : "") : "")
  }
}
