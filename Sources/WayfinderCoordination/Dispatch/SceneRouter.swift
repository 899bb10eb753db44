import Foundation

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

    /// The link as a URL, when it is one.
    public var url: URL? { URL(string: link) }
  }

  /// Names the scene a link goes to; `nil`, or a scene not connected, leaves it to the default.
  public var policy: (@MainActor (Arrival) -> String?)?

  private struct Entry {
    weak var center: DeepLinkCenter<Route>?
    var isActive = false
    /// When the scene last became active, counting activations (0: never).
    var activation = 0
    let connection: Int
  }

  private var entries: [String: Entry] = [:]
  private var activations = 0
  private var connections = 0

  /// Creates a router that sends links where `policy` says, the active scene by default.
  public init(policy: (@MainActor (Arrival) -> String?)? = nil) {
    self.policy = policy
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

  /// A scene connected: links may go to `center` from now on. A scene connected again keeps its
  /// place and takes the new center.
  public func connect(_ id: String, center: DeepLinkCenter<Route>) {
    if entries[id] != nil {
      entries[id]?.center = center
      return
    }
    connections += 1
    entries[id] = Entry(center: center, connection: connections)
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
    let arrival = Arrival(
      link: link, source: source, receivedBy: receivedBy, scenes: connected, activeScenes: active)
    if let named = policy?(arrival), connected.contains(named) { return named }
    if let current = active.first { return current }
    if let last = connected.first, entries[last]?.activation ?? 0 > 0 { return last }
    if let receivedBy, connected.contains(receivedBy) { return receivedBy }
    return connected.first
  }

  /// Hands `link` to the center of the scene ``scene(for:from:receivedBy:)`` names, and returns
  /// at once: that scene and the link's ticket (``DeepLinkCenter/send(_:from:)-(String,_)``);
  /// `nil` when no scene is connected. For a scene delegate's callbacks, which are not `async`.
  @discardableResult
  public func send(
    _ link: String, from source: LinkSource = .url, receivedBy: String? = nil
  ) -> (scene: String, ticket: LinkTicket)? {
    guard let id = scene(for: link, from: source, receivedBy: receivedBy),
      let center = entries[id]?.center
    else { return nil }
    return (id, center.send(link, from: source))
  }

  /// Hands a URL to a scene's center as ``send(_:from:receivedBy:)-(String,_,_)`` does.
  @discardableResult
  public func send(
    _ url: URL, from source: LinkSource = .universalLink, receivedBy: String? = nil
  ) -> (scene: String, ticket: LinkTicket)? {
    send(url.absoluteString, from: source, receivedBy: receivedBy)
  }

  /// Opens `link` in the center of the scene ``scene(for:from:receivedBy:)`` names, and returns
  /// that scene and the link's outcome; `nil` when no scene is connected.
  @discardableResult
  public func open(
    _ link: String, from source: LinkSource = .url, receivedBy: String? = nil
  ) async -> (scene: String, outcome: LinkOutcome)? {
    guard let (id, ticket) = send(link, from: source, receivedBy: receivedBy) else { return nil }
    return (id, await ticket.outcome)
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
