import Foundation
import WayfinderCoordination

/// What one SwiftUI window does with its links, for `wayfinderScene(_:id:center:)`: every
/// decision the view modifier would otherwise make, so that the modifier only translates
/// SwiftUI's callbacks (`onAppear`, `onDisappear`, `scenePhase`, `onOpenURL`,
/// `onContinueUserActivity`) into these calls.
///
/// The window stays connected to its router from the moment its root's views first appear
/// until its center goes (SwiftUI frees the window's `@State` when the window closes; the
/// router holds centers weakly). Its root's views disappearing does not disconnect it: they do
/// under a full-screen cover too (UIKit takes the presenting views out of the window under a
/// `.fullScreen` presentation), and a link that arrives then must still reach the window.
@_spi(ViewLayer) @MainActor
public final class SceneLinks<Route: Sendable> {
  let router: SceneRouter<Route>
  let id: String
  private weak var center: DeepLinkCenter<Route>?

  /// The links of the window `id` of `router`, opened by `center`.
  public init(router: SceneRouter<Route>, id: String, center: DeepLinkCenter<Route>) {
    self.router = router
    self.id = id
    self.center = center
  }

  /// The window's root views appeared: when the window opened, or again as a full-screen
  /// cover over them closed. The window is connected (again, with its center as it is now).
  public func rootAppeared() {
    guard let center else { return }
    router.connect(id, center: center)
  }

  /// The window's root views disappeared: under a full-screen cover, or as the window closes.
  /// Nothing changes: the window is still open until its center goes.
  public func rootDisappeared() {}

  /// The window's scene phase changed: it is active, or not.
  public func phaseChanged(isActive: Bool) {
    if isActive { router.sceneDidBecomeActive(id) } else { router.sceneWillResignActive(id) }
  }

  /// SwiftUI handed the window a link: the router opens it in the window its policy names.
  @discardableResult
  public func received(_ url: URL, from source: LinkSource) -> LinkTicket {
    router.deliver(url.absoluteString, from: source, receivedBy: id)
  }

  /// Opens `link` as SwiftUI's handing it to the window does, in the caller's task, and returns
  /// the window it went to (`nil` when it waited for one in vain) and its outcome (for tests: a
  /// simulated SwiftUI's `onOpenURL`).
  public func open(_ link: String, from source: LinkSource) async -> (scene: String?, outcome: LinkOutcome) {
    await router.opening(link, from: source, receivedBy: id)
  }

  /// The same, for a link as text.
  @discardableResult
  public func received(_ link: String, from source: LinkSource) -> LinkTicket {
    router.deliver(link, from: source, receivedBy: id)
  }
}
