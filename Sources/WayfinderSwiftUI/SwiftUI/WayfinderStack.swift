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
    private let model: NavigationModel
    private let stack: String
    private let screen: (AppScreen) -> ScreenView

    /// Creates the stack named `stack` of `model`, showing each screen, converted to the app's
    /// screen type, with `screen`.
    public init(
      _ model: NavigationModel, stack: String, @ViewBuilder screen: @escaping (AppScreen) -> ScreenView
    ) {
      self.model = model
      self.stack = stack
      self.screen = screen
    }

    /// Creates the stack named `stack` of `model`, showing each ``Screen`` with `screen`.
    public init(
      _ model: NavigationModel, stack: String, @ViewBuilder screen: @escaping (Screen) -> ScreenView
    ) where AppScreen == Screen {
      self.model = model
      self.stack = stack
      self.screen = screen
    }

    public var body: some View {
      // The binding carries the path this body rendered: a write made from it after the model
      // moved on is an echo, not the person's.
      let rendered = model.path(in: stack)
      NavigationStack(
        path: Binding(
          get: { @MainActor [model, stack] in model.path(in: stack) },
          set: { @MainActor [model, stack] in model.setPath($0, in: stack, rendered: rendered) })
      ) {
        if let root = model.root(of: stack) {
          appearing(root).navigationDestination(for: Screen.self, destination: appearing)
        }
      }
    }

    /// The screen's view, which tells the model when it appears: where the views cannot see
    /// UIKit, a push or a pop settles then. It is one accessibility element holding the app's
    /// (`.contain`), identified by the screen (`Screen.accessibilityIdentifier`): what a UI test
    /// finds the screen on top by.
    @ViewBuilder
    private func appearing(_ shown: Screen) -> some View {
      if let converted = AppScreen(shown) {
        screen(converted)
          .accessibilityElement(children: .contain)
          .accessibilityIdentifier(shown.accessibilityIdentifier)
          .onAppear { [model] in model.screenDidAppear(shown) }
      } else {
        EmptyView().onAppear { [model] in model.screenDidAppear(shown) }
      }
    }
  }
#endif
