extension Container {
  /// A stack named by the app's container type, holding the app's screens, bottom first.
  ///
  /// ```swift
  /// let home = Container.stack(ShopContainer.home, [ShopScreen.home, .product(id: 7)])
  /// print(home.visibleStack.screens)  // [home, product(7)]
  /// ```
  public static func stack(_ name: some ContainerName, _ screens: [some ScreenConvertible]) -> Container {
    .stack(name.rawValue, screens.map(\.screen))
  }

  /// A tab bar named by the app's container type, its tabs in order, `selected` (or the first)
  /// selected.
  public static func tabs<Name: ContainerName>(
    _ name: Name, _ tabs: [Container], selected: Name? = nil
  ) -> Container {
    .tabs(name.rawValue, tabs, selected: selected?.rawValue)
  }

  /// A flow switcher named by the app's container type, showing `flow`.
  public static func flows(_ name: some ContainerName, showing flow: Container) -> Container {
    .flows(name.rawValue, showing: flow)
  }
}

extension NavigationState {
  /// The container named by the app's container type, wherever it is (the root's tree or a
  /// modal's), or `nil` when it is not on screen.
  public func container(named name: some ContainerName) -> Container? {
    container(named: name.rawValue)
  }

  /// The state with `screens` shown in the stack named by the app's container type (see
  /// `showing(_:in:)`).
  ///
  /// - Throws: ``NavigationError`` when the stack is not on screen.
  public func showing(_ screens: [some ScreenConvertible], in stack: some ContainerName)
    throws(NavigationError)
    -> NavigationState
  {
    try showing(screens.map(\.screen), in: stack.rawValue)
  }
}
