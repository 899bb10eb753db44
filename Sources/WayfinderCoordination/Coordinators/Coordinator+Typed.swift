import WayfinderNavigation

extension Coordinator {
  /// Creates a coordinator for a container named by the app's container type, whose factory
  /// makes children for the app's containers.
  ///
  /// ```swift
  /// Coordinator(container: ShopContainer.main) { container, _ in
  ///   container == .account ? AccountCoordinator(container: ShopContainer.account) : nil
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - container: The container it owns.
  ///   - factory: Makes its children on demand, for the containers the app's type names (a
  ///     container it does not name gets none); `nil` to use the nearest ancestor's.
  public convenience init<Name: ContainerName>(
    container: Name,
    factory: (@MainActor (_ container: Name, _ parent: Coordinator) -> Coordinator?)? = nil
  ) {
    self.init(container: container.rawValue, factory: Self.untyped(factory))
  }

  /// A factory of the app's containers as one of names: a name the app's type does not have
  /// gets no child.
  package static func untyped<Name: ContainerName>(
    _ factory: (@MainActor (_ container: Name, _ parent: Coordinator) -> Coordinator?)?
  ) -> (@MainActor (_ container: String, _ parent: Coordinator) -> Coordinator?)? {
    guard let factory else { return nil }
    return { name, parent in
      guard let typed = Name(rawValue: name) else { return nil }
      return factory(typed, parent)
    }
  }

  /// Creates the place in the tree of a coordinator of the app's own class for a container
  /// named by the app's container type (see ``init(container:owner:factory:)``).
  public convenience init(container: some ContainerName, owner: any Coordinating) {
    self.init(container: container.rawValue, owner: owner)
  }

  /// The child for `container`, made and attached when there is none (see
  /// `child(for:)`).
  public func child(for container: some ContainerName) -> Coordinator? { child(for: container.rawValue) }

  /// The attached child for `container`, if any (see `attachedChild(for:)`).
  public func attachedChild(for container: some ContainerName) -> Coordinator? {
    attachedChild(for: container.rawValue)
  }

  /// The container it owns, as the app's container type; `nil` when the type does not name it.
  public func container<Name: ContainerName>(as type: Name.Type) -> Name? { Name(rawValue: container) }
}
