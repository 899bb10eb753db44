import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation

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
