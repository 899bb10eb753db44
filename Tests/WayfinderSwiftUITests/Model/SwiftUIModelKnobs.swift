import WayfinderModelSupport

/// What the simulated SwiftUI does to the model's next updates — their completions, when it
/// calls UIKit for them, `onChange` — armed by an event: the orderings Apple leaves open.
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
  /// SwiftUI calls UIKit for the next animated update's change (a push, a pop, a presentation,
  /// a dismissal) a turn of the main actor after the update's completion and its `onChange`:
  /// UIKit's transition, and its coordinator, begin only then.
  ///
  /// Apple documents no order. `withAnimation(_:completionCriteria:_:completion:)` runs the
  /// completion "when the animation has completed", and
  /// `Transaction.addAnimationCompletion(criteria:_:)` "immediately after `body`" when the
  /// change creates no animation of SwiftUI's (a push or a presentation is UIKit's); neither says
  /// SwiftUI has asked UIKit for anything by then, nor does `onChange(of:initial:_:)`.
  var callsUIKitAfterCompletion = false
  /// The next update without animation (`disablesAnimations`) makes UIKit's change a turn after
  /// the update, at once and with no transition coordinator: nothing the glue can ask about
  /// runs, and no completion of UIKit's comes. Apple documents neither that
  /// `disablesAnimations` becomes `animated: false`, nor when SwiftUI calls UIKit for it;
  /// `UIViewController.transitionCoordinator` is `nil` "if no transition is in progress".
  var makesNextStillChangeLate = false
  /// From now on, the root's `onChange(of:)` is not called while a full-screen cover hides it:
  /// SwiftUI does not say it updates a view that is off screen (`fullScreenCover` takes the
  /// presenting view out of the window, as UIKit's `.fullScreen` style does).
  var dropsOnChangeUnderCovers = false

}
