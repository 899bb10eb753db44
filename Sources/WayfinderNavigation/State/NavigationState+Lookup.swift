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
  /// BankApp.signedInStart.container(named: "settings")  // stack settings: settings
  /// ```
  public func container(named name: String) -> Container? {
    locate(name).map(container(at:))
  }
}
