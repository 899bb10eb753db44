import WayfinderNavigation

extension Destination {
  // NB: named `show` and `interrupt(with:)`, not `screen` and `interrupt`: `Screen` is a
  // `ScreenConvertible` too, so overloads of the cases would make `.screen(Screen("home"))`
  // ambiguous in every app.

  /// One of the app's screens, wherever the graph puts it: ``Destination/screen(_:in:effect:)``
  /// with the app's screen type.
  ///
  /// ```swift
  /// case .recipe(let id): .show(RecipesScreen.recipe(recipeID: id))
  /// ```
  public static func show(_ screen: some ScreenConvertible, effect: LinkEffect = .rebuild) -> Destination {
    .screen(screen.screen, in: nil, effect: effect)
  }

  /// One of the app's screens, in the stack named by the app's container type, for a screen
  /// the graph puts in several stacks.
  ///
  /// ```swift
  /// .show(RecipesScreen.recipe(recipeID: id), in: RecipesContainer.desserts)
  /// ```
  public static func show(
    _ screen: some ScreenConvertible, in stack: some ContainerName, effect: LinkEffect = .rebuild
  ) -> Destination {
    .screen(screen.screen, in: stack.rawValue, effect: effect)
  }

  /// An interrupting flow whose first screen is one of the app's (see
  /// ``Destination/interrupt(_:whenRepeated:)``).
  public static func interrupt(
    with screen: some ScreenConvertible, whenRepeated: RepeatedInterruption = .keep
  ) -> Destination {
    .interrupt(screen.screen, whenRepeated: whenRepeated)
  }

  /// An action of the app's, run once the guards named by the app's guard type pass (see
  /// ``Destination/action(_:guards:perform:)-enum.case``).
  ///
  /// ```swift
  /// case .closePrivateTabs:
  ///   .action("closePrivateTabs", guards: [BrowserGuard.unlocked]) { await tabs.closePrivate() }
  /// ```
  public static func action(
    _ name: String, guards: [some GuardName],
    perform: @escaping @MainActor @Sendable () async throws -> Void
  ) -> Destination {
    .action(name, guards: guards.map(\.rawValue), perform: perform)
  }
}
