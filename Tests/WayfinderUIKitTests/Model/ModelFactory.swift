import WayfinderModelSupport
import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// The app's screen factory on the model: a plain view controller per screen, the model's
/// navigation, tab bar and flow controllers as hosts, and, for some modals, a presentation
/// style of its own that may differ from the one the graph declares.
///
/// It records, in the model's own ``ModelRecords``, which screen each view controller it made
/// shows and which container each host hosts.
@MainActor
final class ModelFactory: ScreenFactory, HostFactory {
  let uikit: ModelUIKit
  /// The style the factory gives the content of the modal named by the key.
  let styles: [String: ModelPresentationStyle]
  /// The stacks it shows as a split view.
  let splitStacks: Set<String>
  /// Whether it anchors the popovers it makes (to a bar button item of the app's); otherwise
  /// they have no anchor until the navigator gives them one.
  var anchorsPopovers = false
  /// Whether its popovers' delegate keeps them popovers in a compact size class.
  var keepsPopoversWhenCompact = false
  /// Whether it builds tab bars from iOS 18's `UITab`s, with `orders` and `profile` in a
  /// `UITabGroup` (ModelTabBarController+Tabs18.swift).
  var usesUITabs = false
  /// Whether its split views' delegate keeps the list on top as they collapse.
  var splitKeepsListOnTop = false
  /// Whether its split views have a `.compact` column of the app's own: a navigation controller
  /// showing the stack's root, made with `navigator.viewController(for:in:)` (``compactList``).
  var splitHasCompactColumn = false
  /// The app's view controller for a stack's root in its compact column, as the app makes it:
  /// `navigator.viewController(for:in:)`, set once the navigator exists.
  var compactList: ((Screen, String) -> ModelViewController?)?
  /// The accessibility identifier the app gives the view of each screen it names, its own.
  var ownIdentifiers: [String: String] = [:]

  init(_ uikit: ModelUIKit, styles: [String: ModelPresentationStyle] = [:], splitStacks: Set<String> = []) {
    self.uikit = uikit
    self.styles = styles
    self.splitStacks = splitStacks
  }

  func makeViewController(for screen: Screen, in stack: String) -> ModelViewController {
    let viewController = ModelViewController(uikit, name: screen.description)
    viewController.wayfinderViewIdentifier = ownIdentifiers[screen.name]
    uikit.records.record(viewController, showing: screen)
    uikit.touch()
    return viewController
  }

  func makeStackHost(named name: String, viewControllers: [ModelViewController]) -> any StackHost<
    ModelViewController
  > {
    if splitStacks.contains(name) {
      let split = ModelSplitViewController(
        uikit, name: name, viewControllers: viewControllers, collapsed: uikit.isCompact)
      split.keepsListOnTop = splitKeepsListOnTop
      giveCompactColumn(to: split, showing: viewControllers.first, in: name)
      uikit.records.record(split, hosting: name)
      uikit.touch()
      return split.stackHost
    }
    let host = ModelNavigationController(uikit, name: name, viewControllers: viewControllers)
    if let style = styles[name] { host.modalPresentationStyle = style }
    if let popover = host.popoverPresentationController {
      popover.keepsPopoverWhenCompact = keepsPopoversWhenCompact
      if anchorsPopovers { popover.sourceItem = "the app's \(name) button" }
    }
    uikit.records.record(host, hosting: name)
    uikit.touch()
    return host
  }

  func makeTabHost(named name: String, tabs: [ModelViewController], selectedIndex: Int) -> any TabHost<
    ModelViewController
  > {
    let host = ModelTabBarController(uikit, name: name, tabs: tabs, selectedIndex: selectedIndex)
    if usesUITabs { host.buildUITabs(names: ModelApp.tabs, grouped: ["orders", "profile"]) }
    uikit.records.record(host, hosting: name)
    uikit.touch()
    return host
  }

  func makeFlowHost(named name: String, showing flow: ModelViewController) -> any FlowHost<
    ModelViewController
  > {
    let host = ModelFlowController(uikit, name: name, showing: flow)
    uikit.records.record(host, hosting: name)
    uikit.touch()
    return host
  }
}

extension ModelFactory {
  /// Gives `split` the app's own compact column, showing the stack's root as `list` does, when
  /// the app has one and the navigator exists, and the split view shows its list alone: the
  /// app's compact column shows what the split view was made to show (a split view built with
  /// screens past its list gets none, left out of the model).
  func giveCompactColumn(
    to split: ModelSplitViewController, showing list: ModelViewController?, in name: String
  ) {
    guard splitHasCompactColumn, split.compact == nil,
      split.primary.stack.count + split.secondary.stack.count == 1,
      let list, let screen = uikit.records.screen(of: list),
      let own = compactList?(screen, name)
    else { return }
    split.compact = ModelNavigationController(uikit, name: "\(name)-compact", viewControllers: [own])
  }
}
