import WayfinderModelSupport
import WayfinderNavigation

extension ModelUIKit {
  /// What the model's hierarchy shows, as a navigation state: computed from the model's own
  /// view controller tree and ``records``, never from the navigator or its reader.
  ///
  /// The naming of what the library did not make is the library's documented convention: a
  /// view controller the factory did not make is `Screen.foreign(typeName)`; a presented one is
  /// a modal named `foreign-modal-N` (N its 1-based place in the chain of presentations); a tab
  /// that is no host is a stack named `<tab bar>-tab-<i+1>`; a tab bar showing its More list
  /// selects index -1. A modal the factory made has the style its graph declares (the factory's
  /// own presentation style does not change the state); any other the style its
  /// `modalPresentationStyle` means.
  ///
  /// - Parameter rootName: The name of the root container, for a root that is no host.
  func truth(rootName: String) -> NavigationState? {
    guard let root = window.rootViewController else { return nil }
    var state = NavigationState(root: container(root, fallback: rootName))
    for presented in window.presentedChain {
      let fallback = "foreign-modal-\(state.modals.count + 1)"
      let content = container(presented, fallback: fallback)
      let declared = records.container(of: presented).flatMap { records.declaredStyles[$0] }
      state.modals.append(Modal(declared ?? presented.modalPresentationStyle.modalStyle, content))
    }
    return state
  }

  private func container(_ viewController: ModelViewController, fallback: String) -> Container {
    guard let name = records.container(of: viewController) else {
      return .stack(fallback, [screen(viewController)])
    }
    switch viewController {
    case let stack as ModelNavigationController:
      return .stack(name, stack.stack.map(screen))
    case let split as ModelSplitViewController:
      return .stack(name, split.shown.map(screen))
    case let bar as ModelTabBarController:
      let tabs = bar.tabs.enumerated().map { index, tab in
        container(tab, fallback: "\(name)-tab-\(index + 1)")
      }
      let hidden = Set(bar.hiddenLeafIndices.map { tabs[$0].name })
      return .tabs(
        TabBar(
          name: name, tabs: tabs, selectedIndex: bar.showsMoreList ? -1 : bar.selectedIndex,
          hiddenTabs: hidden))
    case let flows as ModelFlowController:
      guard let shown = flows.shown else { return .flows(name, showing: .stack("\(name)-flow", [])) }
      return .flows(name, showing: container(shown, fallback: "\(name)-flow"))
    default:
      return .stack(fallback, [screen(viewController)])
    }
  }

  private func screen(_ viewController: ModelViewController) -> Screen {
    records.screen(of: viewController) ?? .foreign(String(describing: type(of: viewController)))
  }
}
