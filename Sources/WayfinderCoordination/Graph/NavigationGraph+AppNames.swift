import WayfinderNavigation

// The graph's questions in the app's own types: its screens as its `ScreenConvertible` type,
// its containers as its `ContainerName` enum.
extension NavigationGraph {
  /// Whether the graph declares screens of `screen`'s kind.
  public func contains(screen: some ScreenConvertible) -> Bool { contains(screen: screen.screen.name) }

  /// The stacks screens of `screen`'s kind are pushed in, as the app's container type.
  public func stacks<Name: ContainerName>(of screen: some ScreenConvertible, as type: Name.Type) -> [Name] {
    stacks(of: screen.screen.name).compactMap(Name.init(rawValue:))
  }

  /// The container names from the top of `container`'s level down to it.
  public func path(to container: some ContainerName) -> [String] { path(to: container.rawValue) }

  /// The guards that must pass before `container` or anything in it shows, outermost first.
  public func guards(forContainer container: some ContainerName) -> [String] {
    guards(forContainer: container.rawValue)
  }

  /// The back stack under `screen` in `stack` (see `backStack(for:in:)`).
  public func backStack(for screen: some ScreenConvertible, in stack: some ContainerName) -> [Screen] {
    backStack(for: screen.screen, in: stack.rawValue)
  }

  /// `container` as it first appears.
  public func initialContainer(_ container: some ContainerName) -> Container? {
    initialContainer(container.rawValue)
  }

  /// The state a link to `screen` in `stack` should reach from `current`.
  ///
  /// - Throws: ``GraphError`` when the graph has no such screen, or `stack` is not one of its.
  public func target(
    for screen: some ScreenConvertible, in stack: some ContainerName, from current: NavigationState
  ) throws(GraphError) -> NavigationState {
    try target(for: screen.screen, in: stack.rawValue, from: current)
  }
}
