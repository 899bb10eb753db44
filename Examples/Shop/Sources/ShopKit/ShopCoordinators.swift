import Wayfinder

/// The shop's coordinators. They hear what a link put on screen; they never present: the
/// center's plan and the scene's navigator do that, so the back stack (orders under an order)
/// and the sign-in in front of it are the same whoever opens the screen.
///
/// The account tab's coordinator loads what its screens show when a link opens them. Its
/// `loads` are what a real app would fetch; the tests read them.
@MainActor
public final class AccountCoordinator: Coordinator {
  /// The screens a link opened in the account tab, in order, as the coordinator heard them.
  public private(set) var loads: [String] = []

  override public func receive(_ link: IncomingLink, screen: Screen) {
    loads.append(screen.description)
  }
}

extension Shop {
  /// The root of a scene's coordinator tree: it owns the tab bar, and makes the account tab's
  /// coordinator the first time a link goes there. The other tabs need none.
  @MainActor
  public static func coordinators() -> Coordinator {
    Coordinator(container: ShopContainer.main) { container, _ in
      container == .account ? AccountCoordinator(container: ShopContainer.account) : nil
    }
  }
}
