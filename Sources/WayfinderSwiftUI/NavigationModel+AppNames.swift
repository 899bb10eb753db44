import WayfinderNavigation

// The model's bindings with the app's own names: its stacks, tab bars, flow switchers and
// modals as its `ContainerName` enum, its screens as its `ScreenConvertible` type.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// The screens above the root of `stack`, bottom to top (see `path(in:)`).
  public func path(in stack: some ContainerName) -> [Screen] { path(in: stack.rawValue) }

  /// The root screen of `stack`, if there is one (see `root(of:)`).
  public func root(of stack: some ContainerName) -> Screen? { root(of: stack.rawValue) }

  /// The person, or the app's own code, pushed `screen` onto `stack` (see
  /// `push(_:onto:)`).
  public func push(_ screen: some ScreenConvertible, onto stack: some ContainerName) {
    push(screen.screen, onto: stack.rawValue)
  }

  /// The tabs of `tabBar`, in order (see `tabs(in:)`).
  public func tabs(in tabBar: some ContainerName) -> [Container] { tabs(in: tabBar.rawValue) }

  /// The selected tab of `tabBar`, as the app's container type; `nil` when there is none or the
  /// type does not name it.
  public func selectedTab<Name: ContainerName>(in tabBar: Name) -> Name? {
    selectedTab(in: tabBar.rawValue).flatMap(Name.init(rawValue:))
  }

  /// The person selected `tab` of `tabBar` (see ``selectTab(_:in:rendered:)``).
  public func selectTab<Name: ContainerName>(_ tab: Name, in tabBar: Name) {
    selectTab(tab.rawValue, in: tabBar.rawValue)
  }

  /// The person tapped `tab` of `tabBar` while it was selected (see
  /// `reselectTab(_:in:)`).
  public func reselectTab<Name: ContainerName>(_ tab: Name, in tabBar: Name) {
    reselectTab(tab.rawValue, in: tabBar.rawValue)
  }

  /// The tab the sidebar of the split view of `tabBar` selects, as the app's container type
  /// (see `splitSelection(in:)`).
  public func splitSelection<Name: ContainerName>(in tabBar: Name) -> Name? {
    splitSelection(in: tabBar.rawValue).flatMap(Name.init(rawValue:))
  }

  /// The person chose `tab` in the sidebar of the split view of `tabBar`, or went back to the
  /// sidebar (`nil`) (see ``setSplitSelection(_:in:rendered:)``).
  public func setSplitSelection<Name: ContainerName>(_ tab: Name?, in tabBar: Name) {
    setSplitSelection(tab?.rawValue, in: tabBar.rawValue)
  }

  /// The flow `switcher` shows, if there is one (see `flow(in:)`).
  public func flow(in switcher: some ContainerName) -> Container? { flow(in: switcher.rawValue) }

  /// Says the views presented `modal` (see `modalDidAppear(_:)`).
  public func modalDidAppear(_ modal: some ContainerName) { modalDidAppear(modal.rawValue) }

  /// Says `modal` left the screen (see `modalDidDisappear(_:)`).
  public func modalDidDisappear(_ modal: some ContainerName) { modalDidDisappear(modal.rawValue) }
}
