@_spi(Internals) import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderTesting

/// A `SceneRouter` with its route type erased: the windows of a script (`windows: [main,
/// side]`), each a ``ToolSession`` of its own.
@MainActor
package final class WindowRouter {
  /// Connects a window: its session's center.
  let connect: @MainActor (String, AnyLinkCenter) -> Void
  let disconnect: @MainActor (String) -> Void
  let becomeActive: @MainActor (String) -> Void
  let resignActive: @MainActor (String) -> Void
  /// The window a link arriving in a window goes to, brought forward when it is not active;
  /// `nil` when no window is open.
  let choose: @MainActor (String, LinkSource, String?) -> String?
  /// Hands a link over with no window open: it waits for the next window to connect.
  let deliver: @MainActor (String, LinkSource, String?) -> LinkTicket
  let waiting: @MainActor () -> Int
  /// Sends each link to the window that already shows its screen, else the active one.
  let sendToTheWindowShowingIt: @MainActor () -> Void
  /// The windows the router brought forward, in order.
  package private(set) var broughtForward: [String] = []

  init<Route>(_ router: SceneRouter<Route>) {
    connect = { id, center in
      if let center = center.typedCenter as? DeepLinkCenter<Route> { router.connect(id, center: center) }
    }
    disconnect = { router.disconnect($0) }
    becomeActive = { router.sceneDidBecomeActive($0) }
    resignActive = { router.sceneWillResignActive($0) }
    choose = { router.choose($0, from: $1, receivedBy: $2) }
    deliver = { router.deliver($0, from: $1, receivedBy: $2) }
    waiting = { router.linksWaitingForAWindow }
    sendToTheWindowShowingIt = { router.policy = { $0.windowShowingLink } }
    router.bringForward = { [unowned self] id in broughtForward.append(id) }
  }
}
