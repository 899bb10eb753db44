import WayfinderCoordination

/// Sends each link to one scene's `DeepLinkCenter`: the scene the app's policy names, the
/// active one by default.
///
/// On iPad, Mac and visionOS an app has several scenes (`UIWindowScene`s), each with its own
/// navigator and center: each window shows its own screens. UIKit hands a link to one scene's
/// delegate (`scene(_:openURLContexts:)`, `scene(_:continue:)`), which is not always the scene
/// that should show it. Each scene delegate connects its center here when its scene connects,
/// says when it becomes active and when it disconnects, and forwards the links it is handed;
/// the router opens each in the center of the scene ``policy`` names.
///
/// ```swift
/// // In the app delegate, one for the app:
/// let router = SceneLinkRouter<ShopRoute>()
///
/// // In each scene delegate:
/// router.connect(session.persistentIdentifier, center: links.center)
/// func sceneDidBecomeActive(_ scene: UIScene) { router.sceneDidBecomeActive(scene.session.persistentIdentifier) }
/// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
///   for context in contexts { Task { await router.open(context.url.absoluteString, receivedBy: id) } }
/// }
/// ```
///
/// The router holds the centers weakly: a scene's delegate owns its center, and a scene that
/// closed without saying so is left out.
@MainActor
public final class SceneLinkRouter<Route: Sendable> {
  /// A scene as the policy sees it.
  public struct SceneInfo: Sendable, Hashable {
    /// The identifier the scene connected with (its session's `persistentIdentifier`).
    public let id: String
    /// Whether the scene is in the foreground and active now.
    public let isActive: Bool
    /// When the scene last became active, in the order of activations (0: never).
    public let activationOrder: Int
  }

  /// Names the scene that shows `link`, among the connected scenes, the one UIKit handed it to
  /// first (`receivedBy`); `nil` leaves it to the default.
  public typealias Policy =
    @MainActor (_ link: String, _ receivedBy: String?, _ scenes: [SceneInfo]) -> String?

  private struct Entry {
    weak var center: DeepLinkCenter<Route>?
    var isActive = false
    var activationOrder = 0
    let connectionOrder: Int
  }

  private var entries: [String: Entry] = [:]
  private var activations = 0
  private var connections = 0
  /// What names the scene of a link; when it names none, or one not connected, the default
  /// choice is made: the active scene, else the one active last, else the one that received
  /// the link, else the one connected first.
  public var policy: Policy?

  /// Creates a router that sends links where `policy` says, the active scene by default.
  public init(policy: Policy? = nil) {
    self.policy = policy
  }

  /// The scenes connected now, in the order they connected.
  public var scenes: [SceneInfo] {
    prune()
    return entries.sorted { $0.value.connectionOrder < $1.value.connectionOrder }.map {
      SceneInfo(id: $0.key, isActive: $0.value.isActive, activationOrder: $0.value.activationOrder)
    }
  }

  /// A scene connected: links may go to `center` from now on.
  public func connect(_ id: String, center: DeepLinkCenter<Route>) {
    connections += 1
    entries[id] = Entry(center: center, connectionOrder: connections)
  }

  /// A scene disconnected: no link goes to it any more.
  public func disconnect(_ id: String) {
    entries[id] = nil
  }

  /// A scene became active (`sceneDidBecomeActive(_:)`).
  public func sceneDidBecomeActive(_ id: String) {
    guard entries[id] != nil else { return }
    // NB: several scenes can be active at once (two windows side by side): the one active
    // last is chosen among them.
    activations += 1
    entries[id]?.isActive = true
    entries[id]?.activationOrder = activations
  }

  /// A scene is no longer active (`sceneWillResignActive(_:)`).
  public func sceneWillResignActive(_ id: String) {
    entries[id]?.isActive = false
  }

  /// The scene that shows `link`, handed by UIKit to `receivedBy`: the policy's choice, or the
  /// default's. `nil` when no scene is connected.
  public func scene(for link: String, receivedBy: String? = nil) -> String? {
    let connected = scenes
    if let named = policy?(link, receivedBy, connected), entries[named] != nil { return named }
    let byActivation = connected.filter { $0.activationOrder > 0 }.sorted {
      $0.activationOrder > $1.activationOrder
    }
    if let active = byActivation.first(where: \.isActive) { return active.id }
    if let last = byActivation.first { return last.id }
    if let receivedBy, entries[receivedBy] != nil { return receivedBy }
    return connected.first?.id
  }

  /// Opens `link` in the center of the scene ``scene(for:receivedBy:)`` names, and returns
  /// the scene and the link's outcome; `nil` when no scene is connected.
  @discardableResult
  public func open(
    _ link: String, receivedBy: String? = nil, from source: LinkSource = .url
  ) async -> (scene: String, outcome: LinkOutcome)? {
    guard let id = scene(for: link, receivedBy: receivedBy), let center = entries[id]?.center else {
      return nil
    }
    return (id, await center.open(link, from: source))
  }

  /// Forgets the scenes whose center has gone.
  private func prune() {
    for (id, entry) in entries where entry.center == nil { entries[id] = nil }
  }
}
