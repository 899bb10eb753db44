/// How a link shows its screen in a stack that is already there: what the route says of the
/// back stack.
///
/// The default rebuilds the back stack the graph declares, whatever the stack held: a link
/// always lands the person in the same place. A route may instead keep what the person built
/// up, as AndroidX Navigation's `launchSingleTop` and `popUpTo` and URLNavigator's push do:
///
/// | effect | the stack holds `home, product(1), reviews(1)`; a link to `product(2)` | a link to `product(1)` |
/// |---|---|---|
/// | ``rebuild`` | `home, product(2)` | `home, product(1)` |
/// | ``push`` | `home, product(1), reviews(1), product(2)` | `home, product(1), reviews(1), product(1)` |
/// | ``bringBack`` | `home, product(2)` (none to bring back: as ``rebuild``) | `home, product(1)` (popped back to it) |
///
/// A ``push`` of the screen already on top keeps it (single top), and a unique screen pushed
/// leaves no other instance in its stack. A stack that is not in the state yet (a modal not
/// presented, a flow not shown) is built as ``rebuild`` builds it.
public enum LinkEffect: String, Sendable, Hashable, CaseIterable {
  /// The stack becomes the screen's declared back stack, then the screen (the default).
  case rebuild
  /// The screen is pushed on top of what the stack holds, unless it is already on top.
  case push
  /// The stack pops back to the instance it holds of the screen (the same name and
  /// parameters), keeping the screens under it; a stack without one is rebuilt.
  case bringBack
}
