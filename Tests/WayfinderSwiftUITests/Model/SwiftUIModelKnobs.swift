import WayfinderModelSupport

/// What the simulated SwiftUI does to the completion of the model's next animated update, armed
/// by an event.
struct SwiftUIModelKnobs: Sendable, Hashable {
  /// The next animation's completion never comes (`withAnimation`'s completion is documented
  /// to run exactly once; this is the platform failing its word).
  var losesNextCompletion = false
  /// The next animation's completion comes after the model's time limit.
  var slowsNextCompletion = false

  /// Takes the armed lost completion, if any.
  mutating func takeLostCompletion() -> Bool {
    defer { losesNextCompletion = false }
    return losesNextCompletion
  }

  /// Takes the armed slow completion, if any.
  mutating func takeSlowCompletion() -> Bool {
    defer { slowsNextCompletion = false }
    return slowsNextCompletion
  }
}
