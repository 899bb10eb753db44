import WayfinderNavigation

// What a person does, in the app's own names: its containers as its `ContainerName` enum, its
// screens as its `ScreenConvertible` type.
extension HeadlessNavigator {
  /// The person taps `tab` of `tabBar` (see `personSelects(tab:in:)`).
  ///
  /// - Throws: `NavigationError` when the rule book refuses it.
  public func personSelects<Name: ContainerName>(tab: Name, in tabBar: Name) throws(NavigationError) {
    try personSelects(tab: tab.rawValue, in: tabBar.rawValue)
  }

  /// The person dismisses `modal` (see `personDismisses(_:)`).
  ///
  /// - Throws: `NavigationError` when the rule book refuses it.
  public func personDismisses(_ modal: some ContainerName) throws(NavigationError) {
    try personDismisses(modal.rawValue)
  }

  /// The person goes back once in `stack` (see `personGoesBack(in:)`).
  ///
  /// - Throws: `NavigationError` when the rule book refuses it.
  public func personGoesBack(in stack: some ContainerName) throws(NavigationError) {
    try personGoesBack(in: stack.rawValue)
  }

  /// The person pushes `screen` onto `stack` (see `personPushes(_:onto:)`).
  ///
  /// - Throws: `NavigationError` when the rule book refuses it.
  public func personPushes(_ screen: some ScreenConvertible, onto stack: some ContainerName)
    throws(NavigationError)
  {
    try personPushes(screen.screen, onto: stack.rawValue)
  }
}
