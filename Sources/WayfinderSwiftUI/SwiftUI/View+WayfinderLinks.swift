#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import WayfinderCoordination
  import WayfinderNavigation

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  extension View {
    /// Hands `center` every link this scene receives: custom-scheme URLs (`onOpenURL`) and
    /// universal links and Handoff (`onContinueUserActivity` of `NSUserActivityTypeBrowsingWeb`),
    /// each with its source, handed over as they arrive (`DeepLinkCenter.send(_:from:)`), no
    /// task in between. Apply it once per scene, at the root of its views.
    ///
    /// On iOS, iPadOS, macOS and visionOS, use ``wayfinderScene(_:id:center:)`` instead: with
    /// this modifier alone, SwiftUI may open a new window for a link on iPad, and a link has no
    /// window to go to while none is open. It stays for tvOS and watchOS, which have one window.
    @available(iOS, deprecated, message: "use wayfinderScene(_:id:center:): one way to connect a window")
    @available(macOS, deprecated, message: "use wayfinderScene(_:id:center:): one way to connect a window")
    @available(visionOS, deprecated, message: "use wayfinderScene(_:id:center:): one way to connect a window")
    public func wayfinderLinks<Route: Sendable>(_ center: DeepLinkCenter<Route>) -> some View {
      onOpenURL { url in
        center.send(url, from: .url)
      }
      .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
        guard let url = activity.webpageURL else { return }
        center.send(url, from: .universalLink)
      }
    }

    /// Keeps `model`'s state in `saved` (bind it to `@SceneStorage`) as the state changes, and,
    /// when the views first appear, has `center` bring back what `saved` held — checked against
    /// the graph and the guards, the outcome reported — and then be ready for links
    /// (`DeepLinkCenter.beginLaunch(restoring:)`).
    public func wayfinderRestoration<Route: Sendable>(
      _ model: NavigationModel, center: DeepLinkCenter<Route>, saved: Binding<Data?>
    ) -> some View {
      onAppear {
        center.beginLaunch(restoring: saved.wrappedValue)
      }
      .onChange(of: model.state) { _, state in
        saved.wrappedValue = state.savedData
      }
    }
  }
#endif
