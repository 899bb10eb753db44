import WayfinderCoordination
import WayfinderNavigation

extension Linter {
  /// The signed-out start shows nothing behind a guard: signed out, no guard passes (a
  /// session's guards pass when the user is signed in), so a screen behind one is what the
  /// guard should have kept from the user. The screens of the stack a person sees are checked,
  /// and those of every modal; the other tabs' stacks are not on screen.
  mutating func checkSignedOutStart() {
    let state = app.signedOutStart
    let defaulted = state == app.signedInStart
    var reported: Set<String> = []
    for stack in [state.root.visibleStack] + state.modals.map(\.content.visibleStack) {
      for screen in stack.screens {
        for name in app.graph.guards(for: screen.name, in: stack.name) where reported.insert(name).inserted {
          var message =
            "the signed-out start shows \"\(screen.name)\", which is behind the guard \"\(name)\", and no guard passes signed out"
          if defaulted {
            message += " (without a signedOut start, a signed-out launch starts where a signed-in one does)"
          }
          message += "; start it outside the guard"
          if let shows = app.guards.first(where: { $0.name == name })?.screen.name {
            message += ", such as on \"\(shows)\", which the guard shows while it waits"
          }
          add(.error, .guardedStart, message, screen: screen.name)
        }
      }
    }
  }
}
