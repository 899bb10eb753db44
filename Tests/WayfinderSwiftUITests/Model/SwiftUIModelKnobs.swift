import WayfinderModelSupport

/// What the simulated SwiftUI does to the completion of the model's next animated update, armed
/// by an event.
struct SwiftUIModelKnobs: Sendable, Hashable {
  /// The next animation's completion never comes (`withAnimation`'s completion is documented
  /// to run exactly once; this is the platform failing its word).
  var losesNextCompletion = false
  /// The next animation's completion comes after the model's time limit.
  var slowsNextCompletion = false
  /// UIKit begins the next presentation a step asks for a turn of the main actor after the
  /// update that asks for it: after the update's completion and its `onChange`.
  ///
  /// Apple documents neither order. `sheet(item:onDismiss:content:)`: "When `item` is
  /// non-`nil`, the system passes the item's content to the modifier's closure. You display
  /// this content in a sheet that you create that the system displays to the user" — not when.
  /// `onAppear(perform:)`: "The exact moment that SwiftUI calls this method depends on the
  /// specific view type that you apply it to, but the `action` closure completes before the
  /// first rendered frame appears." So the glue may be told the update has ended, and asked
  /// what UIKit runs, before UIKit has been asked to present anything.
  var presentsNextModalLate = false

  /// Takes the armed lost completion, if any.
  mutating func takeLostCompletion() -> Bool {
    defer { losesNextCompletion = false }
    return losesNextCompletion
  }

  /// Takes the armed late presentation, if any.
  mutating func takeLatePresentation() -> Bool {
    defer { presentsNextModalLate = false }
    return presentsNextModalLate
  }

  /// Takes the armed slow completion, if any.
  mutating func takeSlowCompletion() -> Bool {
    defer { slowsNextCompletion = false }
    return slowsNextCompletion
  }
}
