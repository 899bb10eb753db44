import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderTesting

extension ToolSession {
  /// Whether the person may select the tab named `tab` with no guard to run
  /// (`DeepLinkCenter.personMaySelect(tab:)`).
  public func personMaySelect(tab: String) -> Bool { center.personMaySelect(tab) }

  /// The person taps the tab named `tab`, and the center runs the guards on the way to it as
  /// for a link (`DeepLinkCenter.personSelects(tab:)`): a guard that does not pass shows its
  /// screen and the tap waits for `signIn` or `cancelSignIn`.
  ///
  /// The tap takes its turn as a link does and is recorded in ``links`` as `selectTab NAME`
  /// (``tapLink(_:)``) with no route, so that scripts check its outcome as a link's. `play`
  /// sends a tap here when ``personMaySelect(tab:)`` says a guard runs; a tab that needs none is
  /// selected as a user action, with `perform(_:)`.
  @discardableResult
  public func personSelects(tab: String) async -> LinkRecord {
    let index = links.count
    links.append(LinkRecord(index: index, link: Self.tapLink(tab), route: nil))
    hand(center.sendTabTap(tab), index)
    // The steps from now on are the tap's, until the center starts a link.
    runner = index
    await settle {}
    return links[index]
  }

  /// The text a person's tab tap carries in ``links``: `selectTab library`.
  public static func tapLink(_ tab: String) -> String { "selectTab \(tab)" }
}

extension ToolSession {
  /// The person hides the tab named `tab` in iOS 18's sidebar (a tab that allows hiding), or
  /// shows it again (`hidden: false`): the tab bar that has it keeps its screens, and a link
  /// into it ends `failed` with code `tab-hidden` until it is shown again.
  ///
  /// - Throws: `NavigationError` when no tab bar has a tab `tab`.
  @_spi(Internals) public func personHides(tab: String, hidden: Bool) async throws(NavigationError) {
    await settle {}
    guard let bar = Self.tabBar(holding: tab, in: state) else {
      throw NavigationError.hiddenTab(tab, of: "(none)")
    }
    var result: Result<Void, NavigationError> = .success(())
    await settle {
      result = Result { () throws(NavigationError) in
        try navigator.personHides(tab: tab, in: bar, hidden: hidden)
      }
    }
    try result.get()
  }

  /// The tab bar, in the root or a modal, that has a tab named `tab`.
  static func tabBar(holding tab: String, in state: NavigationState) -> String? {
    func search(_ container: Container) -> String? {
      switch container {
      case .stack: return nil
      case .flows(let switcher): return search(switcher.flow)
      case .tabs(let bar):
        if bar.tabNames.contains(tab) { return bar.name }
        return bar.tabs.lazy.compactMap(search).first
      }
    }
    return search(state.root) ?? state.modals.lazy.compactMap { search($0.content) }.first
  }
}
