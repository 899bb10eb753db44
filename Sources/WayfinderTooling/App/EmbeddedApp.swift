import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
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
        name: "bank", routes: try BankNavigation.routes(), graph: try BankNavigation.graph(),
        guards: [ToolApp.Guard("signedIn", showing: BankNavigation.Screens.login)],
        signedInStart: BankNavigation.signedInStart, signedOutStart: BankNavigation.signedOutStart,
        destination: { route, _ in .screen(route.screen) })
    case .messenger:
      messenger(try MessengerNavigation.routes(), try MessengerNavigation.graph())
    case .recipes:
      ToolApp(
        name: "recipes", routes: try RecipesApp.routes(), graph: try RecipesApp.graph(),
        signedInStart: RecipesApp.state(),
        coordinators: { RecipesApp.coordinators() },
        destination: { route, clock in
          route.destination(catalog: RecipeCatalog(clock: clock))
        })
    }
  }
}

extension EmbeddedApp {
  private func messenger(_ routes: RouteTable<MessengerRoute>, _ graph: NavigationGraph) -> ToolApp {
    var app = ToolApp(
      name: "messenger", routes: routes, graph: graph,
      guards: [ToolApp.Guard("signedIn", showing: MessengerNavigation.Screens.signIn)],
      signedInStart: MessengerNavigation.state(),
      destination: { route, _ in route.destination })
    // As Manifests/messenger.yaml acknowledges them: screens the app pushes itself.
    app.acknowledgements = [
      ("editProfile", "pushed by the profile's Edit button"),
      ("comment", "pushed by the rating's first page"),
      ("thanks", "pushed once the comment is sent"),
    ].map { LintAcknowledgement(.unreachableScreen, at: .screen($0), reason: $1) }
    return app
  }
}
