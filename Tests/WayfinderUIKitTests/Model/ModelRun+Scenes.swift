import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation

extension ModelRun {
  /// What the model shows now.
  var truth: NavigationState? { uikit.truth(rootName: "app") }

  /// The stack named `name` as the model shows it.
  func screens(in name: String) -> [Screen]? {
    guard case .stack(let stack)? = truth?.container(named: name) else { return nil }
    return stack.screens
  }

  /// The transcript so far, for a failing test's message.
  var transcriptText: String { uikit.log.joined(separator: "\n") }
}
