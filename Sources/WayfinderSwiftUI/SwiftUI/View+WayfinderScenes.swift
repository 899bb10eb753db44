#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import Foundation
  import SwiftUI
  import WayfinderCoordination
  import WayfinderNavigation

  @available(macOS 14, iOS 17, *)
  extension View {
    /// Makes this window a scene of `scenes`, named `id`, whose links `center` opens: it is
    /// connected while the window is open, becomes the scene links go to when it becomes
    /// active, and hands every link it receives (`onOpenURL`, and universal links and Handoff
    /// through `onContinueUserActivity`) to `scenes`, which opens it in the scene the app's
    /// policy names. Apply it once per window, at the root of its views, in place of
    /// `wayfinderLinks(_:)`.
    ///
    /// It declares that the window, once open, takes every link
    /// (`handlesExternalEvents(preferring: ["*"], allowing: ["*"])`): SwiftUI then delivers a
    /// link to a window already open rather than opening a new one.
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

  /// Registers the window's scene, follows its phase, and routes the links it receives.
  @available(macOS 14, iOS 17, *)
  private struct WayfinderSceneLinks<Route: Sendable>: ViewModifier {
    let scenes: SceneRouter<Route>
    let id: String
    let center: DeepLinkCenter<Route>
    @Environment(\.scenePhase) private var phase

    func body(content: Content) -> some View {
      content
        .onAppear {
          scenes.connect(id, center: center)
          follow(phase)
        }
        .onDisappear { scenes.disconnect(id) }
        .onChange(of: phase) { _, phase in follow(phase) }
        .onOpenURL { url in
          scenes.send(url, from: .url, receivedBy: id)
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
          guard let url = activity.webpageURL else { return }
          scenes.send(url, from: .universalLink, receivedBy: id)
        }
    }

    private func follow(_ phase: ScenePhase) {
      if phase == .active { scenes.sceneDidBecomeActive(id) } else { scenes.sceneWillResignActive(id) }
    }
  }
#endif
