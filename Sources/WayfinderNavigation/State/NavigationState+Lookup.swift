extension NavigationState {
  /// The name of every container in the state: the root's tree and each modal's content,
  /// tabs and flows included.
  public var containerNames: Set<String> {
    var names: Set<String> = []
    root.collectNames(into: &names)
    for modal in modals { modal.content.collectNames(into: &names) }
    return names
  }

  /// The container named `name`, in the root's tree or a modal's, if the state has one.
  ///
  /// ```swift
  /// BankNavigation.signedInStart.container(named: "settings")  // stack settings: settings
  /// ```
  public func container(named name: String) -> Container? {
    locate(name).map(container(at:))
  }
}

extension NavigationState {
  /// Whether any stack of the state, in the root or a modal, shown or not, holds `screen`:
  /// a screen of its name and parameters, whatever data it holds.
  ///
  /// ```swift
  /// state.holds(ShopScreen.order(id: 3))  // false once the order's screen is closed
  /// ```
  public func holds(_ screen: some ScreenConvertible) -> Bool {
    holds(screen.screen.id)
  }

  /// Whether any stack of the state holds a screen whose identity is `screen`.
  @_spi(Internals) public func holds(_ screen: Screen.ID) -> Bool {
    func search(_ container: Container) -> Bool {
      switch container {
      case .stack(let stack):
        stack.screens.contains { $0.name == screen.name && $0.parameters == screen.parameters }
      case .tabs(let bar): bar.tabs.contains(where: search)
      case .flows(let switcher): search(switcher.flow)
      }
    }
    return search(root) || modals.contains { search($0.content) }
  }
}
