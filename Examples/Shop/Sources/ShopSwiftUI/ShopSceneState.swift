#if canImport(SwiftUI)
  import ShopKit
  import WayfinderSwiftUI

  /// What one scene of the shop owns: the navigation model its views bind to, and its links
  /// (``ShopLinks``: the deep-link center on that model, the sign-in guard).
  ///
  /// Each window is a scene of its own, with its own state and its own links, so the scene's
  /// root view makes it, in a `@State`: never one for the whole app. Who is signed in is the
  /// scene's too, as in the UIKit face of the shop (a real app would share its session).
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor
  final class ShopSceneState {
    /// What is on screen in this scene.
    let model = NavigationModel(state: Shop.start)
    /// The scene's links, on `model`.
    let links: ShopLinks
    /// Every outcome of this scene's center, from the moment the scene was made: the saved
    /// state's restoration (reported when the views first appear) is in it.
    let outcomes: AsyncStream<LinkReport>
    /// The same outcomes for the UI-test mode's label (``UITestOutcomeLabel``), when the app
    /// was launched in it (``UITestOutcomes/isOn``); `nil` otherwise.
    let uiTestOutcomes: AsyncStream<LinkReport>?

    /// Makes a scene's model and links.
    ///
    /// - Throws: The route table's or the graph's error, when either does not build.
    init() throws {
      links = try ShopLinks(navigator: model, session: ShopSession(), clock: ContinuousClock())
      outcomes = links.center.outcomes
      uiTestOutcomes = UITestOutcomes.isOn ? links.center.outcomes : nil
    }
  }
#endif
