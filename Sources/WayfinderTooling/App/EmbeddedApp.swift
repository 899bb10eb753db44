import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting

/// The reference apps of `docs/ReferenceApps.md`, as the tool carries them.
public enum EmbeddedApp: String, Sendable, CaseIterable {
  case bank
  case messenger
  case recipes

  /// How long the recipes app waits for its catalog.
  public static let recipesTimeout = Duration.seconds(2)

  /// The app, ready to run.
  public func app() throws -> ToolApp {
    switch self {
    case .bank:
      ToolApp(
        name: "bank", routes: try BankApp.routes(), graph: try BankApp.graph(),
        guards: [ToolApp.Guard("signedIn", showing: BankApp.Screens.login)],
        signedInStart: BankApp.signedInStart, signedOutStart: BankApp.signedOutStart,
        destination: { route, _ in .screen(route.screen) })
    case .messenger:
      ToolApp(
        name: "messenger", routes: try MessengerApp.routes(), graph: try MessengerApp.graph(),
        guards: [ToolApp.Guard("signedIn", showing: MessengerApp.Screens.signIn)],
        signedInStart: MessengerApp.state(),
        destination: { route, _ in route.destination })
    case .recipes:
      ToolApp(
        name: "recipes", routes: try RecipesApp.routes(), graph: try RecipesApp.graph(),
        signedInStart: RecipesApp.state(),
        coordinators: { RecipesApp.coordinators() },
        destination: { route, clock in
          route.destination(catalog: RecipeCatalog(clock: clock), timeout: Self.recipesTimeout)
        })
    }
  }
}
