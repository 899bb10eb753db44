@_spi(Internals) import WayfinderNavigation

extension UIKitNavigator {
  /// Waits until no transition the person drives is under way (an interactive swipe-back, a
  /// sheet being pulled down), at most ``stepTimeLimit`` for each, then reads what the views
  /// show into ``state``.
  ///
  /// A `DeepLinkCenter` calls it before every plan, so a link that arrives mid-swipe plans
  /// from what is there once the swipe has finished or been cancelled. Call it yourself when
  /// you want ``state`` to be the truth now (your own container views changed, say).
  public func refresh() async {
    var waits = 0
    while !isPerforming, waits < 4, let host = hostInInteractiveTransition() {
      waits += 1
      let ended = await completion { host.whenTransitionEnds($0) }
      if !ended { break }
    }
    takeReading()
  }

  /// Reads the hierarchy now, unless a step is in flight (its completion reads it) or the
  /// person is still dragging a transition (read once it ends).
  ///
  /// The library's own containers call it when they change without a step of the
  /// navigator's; call it from your own container view controllers
  /// the same way, if you have any.
  public func hierarchyDidChange() {
    guard !isPerforming else { return }
    if let host = hostInInteractiveTransition() {
      host.whenTransitionEnds { [weak self] in self?.hierarchyDidChange() }
      return
    }
    takeReading()
  }

  /// A view controller for `screen`, made by the factory and recorded as showing it: for the
  /// app's own pushes and presentations of the graph's screens, so that a reading sees
  /// `screen` there and not a foreign screen.
  ///
  /// ```swift
  /// // A row's tap, the ordinary UIKit way:
  /// if let product = navigator.viewController(for: ShopScreen.product(id: id), in: "search") {
  ///   navigationController?.pushViewController(product, animated: true)
  /// }
  /// ```
  ///
  /// `nil` when the factory's screen type does not convert `screen`.
  public func viewController(
    for screen: some ScreenConvertible, in stack: String
  ) -> PlatformViewController? {
    let shown = screen.screen
    guard let viewController = factory.makeViewController(showing: shown, in: stack) else { return nil }
    directory.record(viewController, showing: shown)
    return viewController
  }

  /// Reads what the views show; when it differs from ``state``, takes it and calls
  /// ``onOutsideChange``.
  func takeReading() {
    readings += 1
    guard let (reading, vetoes) = HierarchyReader(navigator: self).reading() else { return }
    dismissalVetoes = vetoes
    guard reading != state else { return }
    let before = state
    state = reading
    onOutsideChange?(OutsideChange(before: before, after: reading))
  }

  /// A host on screen whose transition the person is dragging, if any.
  func hostInInteractiveTransition() -> (any PresentationHost<PlatformViewController>)? {
    for name in directory.containerNames {
      if let host = directory.host(for: name)?.presentationHost, host.isInInteractiveTransition {
        return host
      }
    }
    return nil
  }
}
