import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation

extension ToolSession {
  /// The app restores `saved` at launch (`DeepLinkCenter.restore(_:)`): it is checked against
  /// the graph and the guards on its way, a guard that does not pass now shows its screen and
  /// waits (`signIn` or `cancelSignIn`), and the outcome is recorded as a link's whose text is
  /// `restoration`, with the steps it took.
  ///
  /// A restoration runs before the app is ready: on a session that is ready it ends failed,
  /// with the reason.
  @discardableResult
  public func restore(_ saved: NavigationState) async -> LinkRecord {
    let index = links.count
    links.append(LinkRecord(index: index, link: Self.restorationLink, route: nil))
    hand(center.sendRestoration(saved), index)
    // The steps from now on are the restoration's, until the center starts a link.
    runner = index
    await settle {}
    return links[index]
  }

  /// The text a restoration's record carries in ``links``, as the center reports it.
  public static let restorationLink = "restoration"
}
