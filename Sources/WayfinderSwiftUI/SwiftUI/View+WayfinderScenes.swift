#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import Foundation
  import SwiftUI
  import WayfinderCoordination
  import WayfinderNavigation

  @available(macOS 14, iOS 17, *)
  extension View {
    /// Connects this window to `scenes` as the scene `id`, whose links `center` opens: the one
    /// way to connect a SwiftUI window, with one window or several. Apply it once per window,
    /// at the root of its views.
    ///
    /// - The window is connected when its views first appear, and stays connected until it
    ///   closes (its center goes): a full-screen cover over its root does not disconnect it.
    /// - It becomes the scene links go to when it becomes active (`scenePhase`).
    /// - Every link it receives (`onOpenURL`, and universal links and Handoff through
    ///   `onContinueUserActivity`) goes to `scenes`, which opens it in the window the app's
    ///   policy names, brings that window forward, or holds it while no window is connected.
    /// - It declares that the window, once open, takes every link
    ///   (`handlesExternalEvents(preferring: ["*"], allowing: ["*"])`): SwiftUI then hands a
    ///   link to a window already open rather than opening a new one on iPad, Mac and visionOS.
    /// - Where the router brings a window forward, SwiftUI's `openWindow(value: id)` does it:
    ///   declare the window group as `WindowGroup(for: String.self)`, with `id` its value.
    ///
    /// See <doc:SeveralWindows>.
    public func wayfinderScene<Route: Sendable>(
      _ scenes: SceneRouter<Route>, id: String, center: DeepLinkCenter<Route>
    ) -> some View {
      modifier(WayfinderSceneLinks(scenes: scenes, id: id, center: center))
        .handlesExternalEvents(preferring: ["*"], allowing: ["*"])
    }
  }

  @available(macOS 14, iOS 17, *)
  extension Scene {
    /// Declares the links for which SwiftUI opens a new window of this scene:
    /// `handlesExternalEvents(matching: conditions)`, none unless the app names some. Without
    /// it, SwiftUI may open a new window for a link on iPad, Mac and visionOS.
    public func wayfinderWindows(opening conditions: Set<String> = []) -> some Scene {
      handlesExternalEvents(matching: conditions)
    }
  }

  /// Translates the window's callbacks into its ``SceneLinks``, which decides.
  @available(macOS 14, iOS 17, *)
  private struct WayfinderSceneLinks<Route: Sendable>: ViewModifier {
    let scenes: SceneRouter<Route>
    let id: String
    let center: DeepLinkCenter<Route>
    @Environment(\.scenePhase) private var phase
    @Environment(\.openWindow) private var openWindow
    @State private var links: SceneLinks<Route>?

    func body(content: Content) -> some View {
      content
        .onAppear {
          let links = links ?? SceneLinks(router: scenes, id: id, center: center)
          self.links = links
          let openWindow = openWindow
          scenes.bringForward = { openWindow(value: $0) }
          links.rootAppeared()
          links.phaseChanged(isActive: phase == .active)
        }
        .onDisappear { links?.rootDisappeared() }
        .onChange(of: phase) { _, phase in links?.phaseChanged(isActive: phase == .active) }
        .onOpenURL { url in
          (links ?? SceneLinks(router: scenes, id: id, center: center)).received(url, from: .url)
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
          guard let url = activity.webpageURL else { return }
          (links ?? SceneLinks(router: scenes, id: id, center: center)).received(url, from: .universalLink)
        }
    }
  }
#endif
