#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// The root of one scene of the shop: the scene's navigation model and links, made once in a
  /// `@State`, and what was on screen when the scene was last in the background, kept in
  /// `@SceneStorage`. An app shows it in its `WindowGroup`; each window gets its own.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public struct ShopRootView: View {
    @State private var scene = Result { try ShopSceneState() }
    @SceneStorage("shop.navigation") private var saved: Data?

    /// Creates the root of a new scene.
    public init() {}

    public var body: some View {
      switch scene {
      case .success(let scene):
        ShopSceneView(scene: scene, saved: $saved)
          .overlay(alignment: .top) {
            if let outcomes = scene.uiTestOutcomes { UITestOutcomeLabel(outcomes: outcomes) }
          }
      case .failure(let error):
        Text(verbatim: "The shop's routes or graph do not build: \(error)")
      }
    }
  }
#endif
