import Foundation
import Wayfinder

/// Everything the shop does with a link, for one scene: the deep-link center on the scene's
/// navigator, the sign-in guard, and which of the things a scene is handed are links.
///
/// The UIKit scene delegate only forwards: the URL contexts and user activities it gets at
/// launch and while running, and the sign-in screen's buttons. The SwiftUI scene hands the
/// center to `wayfinderScene(_:id:center:)` and `wayfinderRestoration(_:center:saved:)`, which do that
/// forwarding and make it ready, and its sign-in buttons call the same two methods. Every
/// decision is here, and runs under `swift test` on a headless navigator.
@MainActor
public final class ShopLinks {
  /// The scene's deep-link center.
  public let center: DeepLinkCenter<ShopScreen>
  /// Who is signed in.
  public let session: ShopSession
  /// The account tab's coordinator, once a link has gone there.
  public var account: AccountCoordinator? {
    center.coordinators?.children.first { $0 is AccountCoordinator } as? AccountCoordinator
  }

  /// Creates the links of a scene whose views `navigator` drives.
  ///
  /// A route is the screen it opens, so the center needs no map from one to the other; it
  /// checks that every guard the graph names is given.
  ///
  /// - Throws: The route table's or the graph's error, when either does not build, or a guard
  ///   the graph names is not given.
  public init<C: Clock>(navigator: any Navigator, session: ShopSession, clock: C) throws
  where C.Duration == Duration {
    self.session = session
    center = try DeepLinkCenter(
      routes: try Shop.routes(), graph: try Shop.graph(),
      // A link waits two minutes for sign-in at most; the person pulling the sheet down ends
      // it at once. Either way a later sign-in opens nothing out of nowhere.
      guards: [
        RouteGuard(ShopGuard.signedIn, showing: ShopScreen.signIn, waitLimit: .seconds(120)) {
          session.isSignedIn
        }
      ],
      navigator: navigator, clock: clock, coordinators: Shop.coordinators())
  }

  /// The links a scene is handed when it connects, in order: its URL contexts' URLs (custom
  /// schemes), then the universal links of its web-browsing user activities. Call
  /// ``sceneIsReady()`` once the first screen is up: they open then.
  ///
  /// - Parameters:
  ///   - urls: `connectionOptions.urlContexts`' URLs.
  ///   - activities: `connectionOptions.userActivities`, as their types and web page URLs.
  /// - Returns: Each link's ticket, which has its outcome once it has one.
  @discardableResult
  public func openAtLaunch(
    urls: [URL], activities: [(type: String, webpageURL: URL?)]
  ) -> [LinkTicket] {
    urls.map { open($0, from: .url) }
      + activities.compactMap { Self.universalLink(type: $0.type, webpageURL: $0.webpageURL) }
      .map { open($0, from: .universalLink) }
  }

  /// Opens `url`: the center has it when this returns, and its ticket has the outcome once it
  /// has one.
  @discardableResult
  public func open(_ url: URL, from source: LinkSource) -> LinkTicket {
    center.send(url, from: source)
  }

  /// The universal link a user activity carries: its web page URL when it is of type
  /// `NSUserActivityTypeBrowsingWeb` (a universal link, or Handoff from a browser), or `nil`.
  public static func universalLink(type: String, webpageURL: URL?) -> URL? {
    type == browsingWeb ? webpageURL : nil
  }

  /// The value of `NSUserActivityTypeBrowsingWeb`.
  public static let browsingWeb = "NSUserActivityTypeBrowsingWeb"

  /// The scene shows its first screen: links held since launch open now.
  public func sceneIsReady() { center.becomeReady() }

  /// The sign-in screen's Sign In button: the links waiting for sign-in go on.
  public func signInSucceeded() {
    session.signIn()
    center.resolveGuard(ShopGuard.signedIn, passed: true)
  }

  /// The sign-in screen's Cancel button: the links waiting for sign-in end guard-failed and
  /// the sign-in sheet goes. (A person who pulls the sheet down ends them the same way, with
  /// no call: the navigator sees the sheet go.)
  public func signInCancelled() {
    center.resolveGuard(ShopGuard.signedIn, passed: false)
  }
}
