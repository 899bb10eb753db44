import Foundation
import WayfinderCoordination
import WayfinderNavigation

/// The scenes of a SwiftUI app, each with its own ``NavigationModel`` and `DeepLinkCenter`, and
/// the scene each link goes to: the one the app's ``policy`` names, the active one unless it
/// says otherwise.
///
/// On iPad, Mac and visionOS an app may show several windows of the same scene. Each window's
/// views apply `wayfinderScene(_:id:center:)`, which registers its center here while the window
/// is open, says when the window becomes active, and hands every link the window receives to
/// its `open(_:from:receivedBy:)` methods (a link as text or as a URL). The scene declares
/// which external events it takes
/// (`handlesExternalEvents(preferring:allowing:)`), so that SwiftUI delivers links to a window
/// already open rather than opening a new one; the app's `WindowGroup` declares
/// `handlesExternalEvents(matching:)` for the links that should open a new window, none by
/// default (`wayfinderWindows(opening:)`).
///
/// ```swift
/// let scenes = WayfinderScenes<Screen>()
/// scenes.policy = { arrival in arrival.url.path.hasPrefix("/support") ? "support" : nil }
/// ```
@MainActor
public final class WayfinderScenes<Route: Sendable> {
  /// One link on its way to a scene: what the policy chooses from.
  public struct Arrival: Sendable {
    /// The link.
    public let url: URL
    /// Where it came from.
    public let source: LinkSource
    /// The scene whose window received it, if one did.
    public let receivedBy: String?
    /// The scenes open, the most recently active first.
    public let open: [String]
  }

  /// Chooses the scene a link goes to, among ``Arrival/open``; `nil` (or a scene not open) for
  /// the default: the active scene, or the one most recently active, or the one that received
  /// the link.
  public var policy: (@MainActor (Arrival) -> String?)?

  /// The scenes open, the most recently active first.
  private var scenes: [(id: String, center: DeepLinkCenter<Route>)] = []

  /// Creates an empty set of scenes.
  public init() {}

  /// The identifiers of the scenes open, the most recently active first.
  public var openScenes: [String] { scenes.map(\.id) }

  /// The scene active now, or the one most recently active.
  public var activeScene: String? { scenes.first?.id }

  /// Registers the scene `id`, whose links `center` opens; a scene registered again replaces
  /// its center. A new scene comes after those already open until it becomes active.
  public func register(_ id: String, center: DeepLinkCenter<Route>) {
    if let index = scenes.firstIndex(where: { $0.id == id }) {
      scenes[index].center = center
    } else {
      scenes.append((id, center))
    }
  }

  /// The scene `id` closed: links no longer go to it.
  public func unregister(_ id: String) {
    scenes.removeAll { $0.id == id }
  }

  /// The phase of the scene `id` changed: once active (its `scenePhase` is `.active`), links go
  /// to it by default; a scene that stops being active stays the one most recently active
  /// until another becomes active.
  public func scenePhaseChanged(_ id: String, isActive: Bool) {
    guard isActive, let index = scenes.firstIndex(where: { $0.id == id }), index > 0 else { return }
    scenes.insert(scenes.remove(at: index), at: 0)
  }

  /// The scene `url` goes to: the policy's, if it names a scene open; else the active one;
  /// else the one that received it. `nil` when no scene is open.
  public func scene(for url: URL, from source: LinkSource, receivedBy: String?) -> String? {
    let open = openScenes
    let arrival = Arrival(url: url, source: source, receivedBy: receivedBy, open: open)
    if let chosen = policy?(arrival), open.contains(chosen) { return chosen }
    return open.first ?? receivedBy
  }

  /// The scene the link `link` goes to, as ``scene(for:from:receivedBy:)`` says when it is a
  /// URL; the active scene when it is not one (its center then turns it away, with a reason).
  public func scene(forLink link: String, from source: LinkSource, receivedBy: String?) -> String? {
    if let url = URL(string: link) { return scene(for: url, from: source, receivedBy: receivedBy) }
    return openScenes.first ?? receivedBy
  }

  /// Opens the link `link` (a URL's text) in the scene it goes to
  /// (``scene(forLink:from:receivedBy:)``), and returns that scene's outcome; `nil` when no
  /// scene is open to take it.
  public func open(_ link: String, from source: LinkSource = .url, receivedBy: String? = nil) async
    -> LinkOutcome?
  {
    guard let id = scene(forLink: link, from: source, receivedBy: receivedBy),
      let center = scenes.first(where: { $0.id == id })?.center
    else { return nil }
    return await center.open(link, from: source)
  }

  /// Opens `url` in the scene it goes to (``scene(for:from:receivedBy:)``), and returns that
  /// scene's outcome; `nil` when no scene is open to take it.
  public func open(_ url: URL, from source: LinkSource, receivedBy: String? = nil) async -> LinkOutcome? {
    guard let id = scene(for: url, from: source, receivedBy: receivedBy),
      let center = scenes.first(where: { $0.id == id })?.center
    else { return nil }
    return await center.open(url, from: source)
  }
}
