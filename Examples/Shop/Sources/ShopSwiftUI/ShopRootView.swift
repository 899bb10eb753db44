#if canImport(SwiftUI)
  import Foundation
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// The root of one scene of the shop: the scene's navigation model and links, made once in a
  /// `@State`, and what was on screen when the scene was last in the background, kept in
  /// `@SceneStorage`. An app shows it in its `WindowGroup`; each window gets its own.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public struct ShopRootView: View {
    /// The app's windows: each connects its center; a link goes to the window that already
    /// shows its screen, else the active one, and waits for a window when none is open.
    @MainActor static let windows = SceneRouter<ShopScreen> { arrival in arrival.windowShowingLink }

    @State private var scene = Result { try ShopSceneState() }
    @SceneStorage("shop.navigation") private var saved: Data?
    private let window: String

    /// Creates the root of the window `window` (the identifier its window group presents).
    public init(window: String) { self.window = window }

    public var body: some View {
      switch scene {
      case .success(let scene):
        ShopSceneView(scene: scene, saved: $saved, windows: Self.windows, window: window)
          .overlay(alignment: .top) {
            if let outcomes = scene.uiTestOutcomes { UITestOutcomeLabel(outcomes: outcomes) }
          }
      case .failure(let error):
        Text(verbatim: "The shop's routes or graph do not build: \(error)")
      }
    }
  }
#endif
