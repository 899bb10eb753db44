#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderNavigation

  /// A `NavigationStack` bound to one stack of a ``NavigationModel``: its root screen, and its
  /// path, which the person's going back changes through the model.
  ///
  /// The views take the app's own screen type, such as the enum `wayfinder generate` writes;
  /// name it in the closure:
  ///
  /// ```swift
  /// WayfinderStack(model, stack: "home") { (screen: ShopScreen) in
  ///   switch screen {
  ///   case .home: HomeView()
  ///   case .product(let id): ProductView(id: id)
  ///   }
  /// }
  /// ```
  ///
  /// A screen the type does not convert shows nothing.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public struct WayfinderStack<AppScreen: ScreenConvertible, ScreenView: View>: View {
    private let screens: StackScreens<AppScreen, ScreenView>

    /// Creates the stack named `stack` of `model`, showing each screen, converted to the app's
    /// screen type, with `screen`.
    public init(
      _ model: NavigationModel, stack: String, @ViewBuilder screen: @escaping (AppScreen) -> ScreenView
    ) {
      screens = StackScreens(model: model, stack: stack, screen: screen)
    }

    /// Creates the stack named `stack` of `model`, showing each ``Screen`` with `screen`.
    public init(
      _ model: NavigationModel, stack: String, @ViewBuilder screen: @escaping (Screen) -> ScreenView
    ) where AppScreen == Screen {
      screens = StackScreens(model: model, stack: stack, screen: screen)
    }

    public var body: some View {
      let (model, stack) = (screens.model, screens.stack)
      // The binding carries the path this body rendered: a write made from it after the model
      // moved on is an echo, not the person's.
      let rendered = model.path(in: stack)
      NavigationStack(
        path: Binding(
          get: { @MainActor [model, stack] in model.path(in: stack) },
          set: { @MainActor [model, stack] in model.setPath($0, in: stack, rendered: rendered) })
      ) {
        if let root = model.root(of: stack) {
          screens.appearing(root).navigationDestination(for: Screen.self, destination: screens.appearing)
        }
      }
    }
  }
#endif
