import Foundation
import WayfinderNavigation

/// Sends each link to one scene's `DeepLinkCenter`: the scene the app's ``policy`` names, the
/// active one by default.
///
/// On iPad, Mac and visionOS an app has several scenes (windows), each with its own navigator
/// and center, each showing its own screens. The system hands a link to one scene — UIKit to a
/// scene delegate (`scene(_:openURLContexts:)`, `scene(_:continue:)`), SwiftUI to a window's
/// `onOpenURL` — and that is not always the scene that should show it. Each scene connects its
/// center here, says when it becomes active and when it stops being active, and forwards the
/// links it is handed; the router opens each in the center of the scene the policy names.
///
/// ```swift
/// let router = SceneRouter<ShopRoute>()
/// router.policy = { arrival in arrival.url?.host == "support" ? "support" : nil }
///
/// // In each scene (a SwiftUI window's `wayfinderScene(_:id:center:)` does all of this):
/// router.connect(id, center: center)
/// router.sceneDidBecomeActive(id)
/// router.send(url, receivedBy: id)
/// ```
///
/// When the policy names no scene, or one not connected, the link goes to the scene active now
/// (the one active last, if two windows side by side are), else the one active last, else the
/// one that received it, else the one connected first. The router holds the centers weakly: a
/// scene owns its center, and a scene that closed without saying so is left out.
///
/// Every link gets an outcome. With no window connected (every window closed, or the app
/// launched by a link before its first window's views appeared), a link waits for the next
/// window to connect, at most ``holdLimit``, then ends
/// ``LinkOutcome/failed(_:)`` with code `no-window`. A link for a window that is not active is
/// opened there and that window brought forward (``bringForward``). The SwiftUI module's
/// article "Several Windows" shows a whole app.
@MainActor
public final class SceneRouter<Route: Sendable> {
  /// One link on its way to a scene: what the policy chooses from.
  public struct Arrival: Sendable {
    /// The link as received.
    public let link: String
    /// Where it came from.
    public let source: LinkSource
    /// The scene the system handed it to, if one.
    public let receivedBy: String?
    /// The connected scenes, the one active last first (see ``SceneRouter/scenes``).
    public let scenes: [String]
    /// The scenes active now: none, one, or several side by side.
    public let activeScenes: [String]

    /// Each connected window and what it shows, in the order of ``scenes``.
    public let windows: [Window]
    /// The screen the link opens, when its route leads to one screen (not a redirect, an
    /// action or the app's decision): what a policy compares with what each window shows.
    public let screen: Screen?

    /// The link as a URL, when it is one.
    public var url: URL? { URL(string: link) }

    /// The window that shows `screen` (in a stack of its root or of a modal, on screen or not),
    /// the one active last first; `nil` when none does.
    public func window(showing screen: some ScreenConvertible) -> String? {
      windows.first { $0.state.holds(screen) }?.id
    }

    /// The window that already shows the screen the link opens ("send #C1 to the window that
    /// shows it"); `nil` when none does, or the link opens no one screen.
    ///
    /// ```swift
    /// router.policy = { arrival in arrival.windowShowingLink }
    /// ```
    public var windowShowingLink: String? { screen.flatMap { window(showing: $0) } }
  }

  /// One window as the policy sees it: its scene's identifier, whether it is active, and what
  /// it shows.
  public struct Window: Sendable {
    /// The scene's identifier, as it connected.
    public let id: String
    /// Whether the scene is active now.
    public let isActive: Bool
    /// What the window shows now: its navigator's state.
    public let state: NavigationState
  }

  /// Names the scene a link goes to; `nil`, or a scene not connected, leaves it to the default.
  public var policy: (@MainActor (Arrival) -> String?)?

  /// Brings a window forward: called with a scene's identifier when a link goes to a window
  /// that is not active. UIKit: `bringsScenesForward(in:)` sets it to ask the system to activate
  /// the scene's session; SwiftUI: `wayfinderScene` sets it to `openWindow(value:)`.
  public var bringForward: (@MainActor (String) -> Void)?

  /// Hears the scene each held link is handed to as a window connects (for a test's model).
  package var heldLinkGiven: (@MainActor (String) -> Void)?

  /// How long a link that arrives with no window connected waits for one; then it ends
  /// ``LinkOutcome/failed(_:)`` with code `no-window`.
  public let holdLimit: Duration

  struct Entry {
    weak var center: DeepLinkCenter<Route>?
    var isActive = false
    /// When the scene last became active, counting activations (0: never).
    var activation = 0
    let connection: Int
  }

  var entries: [String: Entry] = [:]
  private var activations = 0
  private var connections = 0
  /// The links that came with no window connected, oldest first.
  var held: [HeldLink] = []
  var heldCount = 0
  /// The time since the router was made, on its clock.
  let now: @Sendable () -> Duration
  /// Sleeps until a time since the router was made: fixed when the hold began, not when the
  /// task that waits first runs.
  let sleepUntil: @Sendable (Duration) async throws -> Void

  /// Creates a router that sends links where `policy` says, the active scene by default; a
  /// link that comes with no window connected waits 30 seconds for one.
  public init(policy: (@MainActor (Arrival) -> String?)? = nil) {
    self.policy = policy
    holdLimit = .seconds(30)
    let clock = ContinuousClock()
    let start = clock.now
    now = { start.duration(to: clock.now) }
    sleepUntil = { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) }
  }

  /// Creates a router on `clock` whose links wait `holdLimit` for a window when none is
  /// connected.
  public init<C: Clock>(
    clock: C, holdLimit: Duration = .seconds(30), policy: (@MainActor (Arrival) -> String?)? = nil
  ) where C.Duration == Duration {
    self.policy = policy
    self.holdLimit = holdLimit
    let start = clock.now
    now = { start.duration(to: clock.now) }
    sleepUntil = { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) }
  }

  /// The connected scenes, the one active last first; those never active come after, in the
  /// order they connected.
  public var scenes: [String] {
    for (id, entry) in entries where entry.center == nil { entries[id] = nil }
    return entries.sorted {
      ($0.value.activation, -$0.value.connection) > ($1.value.activation, -$1.value.connection)
    }
    .map(\.key)
  }

  /// A scene connected: links may go to `center` from now on, the links held for want of a
  /// window first. A scene connected again keeps its place and takes the new center.
  ///
  /// Connect a scene once, when its window opens, and disconnect it when the window closes —
  /// not when its root's views disappear, as they do under a full-screen cover.
  public func connect(_ id: String, center: DeepLinkCenter<Route>) {
    if entries[id] != nil {
      entries[id]?.center = center
    } else {
      connections += 1
      entries[id] = Entry(center: center, connection: connections)
    }
    releaseHeld(connected: id)
  }

  /// A scene disconnected (its window closed): no link goes to it any more.
  public func disconnect(_ id: String) {
    entries[id] = nil
  }

  /// A scene became active (UIKit's `sceneDidBecomeActive(_:)`, SwiftUI's `scenePhase` turning
  /// `.active`): links go to it by default.
  public func sceneDidBecomeActive(_ id: String) {
    guard entries[id] != nil else { return }
    activations += 1
    entries[id]?.isActive = true
    entries[id]?.activation = activations
  }

  /// A scene stopped being active; it stays the one active last until another becomes active.
  public func sceneWillResignActive(_ id: String) {
    entries[id]?.isActive = false
  }

  /// The scene that shows `link`, handed by the system to `receivedBy`: the policy's choice, or
  /// the default's. `nil` when no scene is connected.
  public func scene(
    for link: String, from source: LinkSource = .url, receivedBy: String? = nil
  ) -> String? {
    let connected = scenes
    let active = connected.filter { entries[$0]?.isActive == true }
    let windows = connected.compactMap { id in
      entries[id]?.center.map {
        Window(id: id, isActive: entries[id]?.isActive == true, state: $0.navigator.state)
      }
    }
    let screen = windows.isEmpty ? nil : entries[connected[0]]?.center?.screen(opening: link)
    let arrival = Arrival(
      link: link, source: source, receivedBy: receivedBy, scenes: connected, activeScenes: active,
      windows: windows, screen: screen)
    if let named = policy?(arrival), connected.contains(named) { return named }
    if let current = active.first { return current }
    if let last = connected.first, entries[last]?.activation ?? 0 > 0 { return last }
    if let receivedBy, connected.contains(receivedBy) { return receivedBy }
    return connected.first
  }

  /// Hands `link` to the center of the scene ``scene(for:from:receivedBy:)`` names, brings that
  /// scene's window forward when it is not active (``bringForward``), and returns at once: that
  /// scene and the link's ticket (``DeepLinkCenter/send(_:from:)-(String,_)``). With no scene
  /// connected it returns `nil` and holds the link for the next window to connect
  /// (``deliver(_:from:receivedBy:)`` returns its ticket). For a scene delegate's callbacks,
  /// which are not `async`.
  @discardableResult
  public func send(
    _ link: String, from source: LinkSource = .url, receivedBy: String? = nil
  ) -> (scene: String, ticket: LinkTicket)? {
    let taken = take(link, from: source, receivedBy: receivedBy)
    return taken.scene.map { ($0, taken.ticket) }
  }

  /// Hands `link` over as ``send(_:from:receivedBy:)-(String,_,_)`` does, and returns its
  /// ticket: the outcome of the scene's center, or, when no window connected within
  /// ``holdLimit``, ``LinkOutcome/failed(_:)`` with code `no-window`.
  @discardableResult
  public func deliver(
    _ link: String, from source: LinkSource = .url, receivedBy: String? = nil
  ) -> LinkTicket {
    take(link, from: source, receivedBy: receivedBy).ticket
  }

  /// Hands a URL to a scene's center as ``send(_:from:receivedBy:)-(String,_,_)`` does.
  @discardableResult
  public func send(
    _ url: URL, from source: LinkSource = .universalLink, receivedBy: String? = nil
  ) -> (scene: String, ticket: LinkTicket)? {
    send(url.absoluteString, from: source, receivedBy: receivedBy)
  }

  /// Opens `link` in the center of the scene ``scene(for:from:receivedBy:)`` names, and returns
  /// that scene and the link's outcome. With no scene connected it waits for the next window to
  /// connect, and returns `nil` when none did within ``holdLimit``.
  @discardableResult
  public func open(
    _ link: String, from source: LinkSource = .url, receivedBy: String? = nil
  ) async -> (scene: String, outcome: LinkOutcome)? {
    let (scene, outcome) = await opening(link, from: source, receivedBy: receivedBy)
    return scene.map { ($0, outcome) }
  }

  /// Opens a URL (a universal link or a Handoff activity's `webpageURL`, say) as
  /// ``open(_:from:receivedBy:)-(String,_,_)`` does.
  @discardableResult
  public func open(
    _ url: URL, from source: LinkSource = .universalLink, receivedBy: String? = nil
  ) async -> (scene: String, outcome: LinkOutcome)? {
    await open(url.absoluteString, from: source, receivedBy: receivedBy)
  }
}
