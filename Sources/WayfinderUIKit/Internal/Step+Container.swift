@_spi(Internals) import WayfinderNavigation

extension Step {
  /// The name of the container the step changes: the modal it dismisses, the container it
  /// presents from, the flow switcher, tab bar or stack it changes.
  var containerName: String {
    switch action {
    case .dismiss(let modal): modal
    case .dismissChain(let modals): modals.first ?? ""
    case .present(_, let presenter): presenter
    case .switchFlow(let switcher, _): switcher
    case .selectTab(_, let tabBar): tabBar
    case .push(_, let stack), .pop(_, _, let stack), .replace(_, _, let stack), .reload(_, let stack),
      .update(_, _, let stack), .setScreens(_, let stack, _):
      stack
    }
  }
}
