import WayfinderModelSupport

/// The unfriendly things the model's UIKit does to the navigator's calls: chosen per run, or
/// armed by an event for the next call they apply to.
///
/// They touch only the calls the navigator makes through the host protocols, never the app's
/// or the person's own.
struct ModelKnobs: Sendable, Hashable {
  /// The next completion UIKit would call is lost: the transition happens, its completion
  /// never comes.
  var losesNextCompletion = false
  /// The next transition takes longer than the navigator's time limit; its completion comes
  /// late.
  var slowsNextTransition = false
  /// UIKit refuses the next presentation (as if another were in progress) without a word
  /// and without calling its completion.
  var refusesNextPresentation = false
  /// Out of 100, how often `animate(alongsideTransition:completion:)` cannot queue its
  /// completion and returns `false` (the adapter then calls the completion at once).
  var alongsideRefusalPercent = 0

}
