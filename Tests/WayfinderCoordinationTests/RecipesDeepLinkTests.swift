import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting

/// The recipes app's numbered behaviours, on the headless navigator.
@MainActor
@Suite struct RecipesDeepLinkTests {
  typealias Recipes = RecipesApp.Screens

  static func app(catalogDelay: Duration = .zero) throws -> (
    DeepLinkCenter<RecipesRoute>, HeadlessNavigator, ManualClock
  ) {
    let clock = ManualClock()
    let navigator = HeadlessNavigator(state: RecipesApp.state())
    let catalog = RecipeCatalog(delay: catalogDelay, clock: clock)
    let center = DeepLinkCenter(
      routes: try RecipesApp.routes(), graph: try RecipesApp.graph(), navigator: navigator, clock: clock,
      destination: { $0.destination(catalog: catalog) })
    center.becomeReady()
    return (center, navigator, clock)
  }

  @Test(arguments: [(4, "veggie"), (7, "meat")])
  func recipes1_ratingsOpenInTheTabOfTheRecipesKind(_ recipeID: Int, _ tab: String) async throws {
    let (center, navigator, _) = try Self.app()
    let outcome = await center.open("recipes://recipes/\(recipeID)/ratings")
    let expected = RecipesApp.state(
      tab == "veggie"
        ? RecipesApp.home(veggie: [Recipes.recipeList("veggie"), Recipes.recipe(recipeID)])
        : RecipesApp.home(meat: [Recipes.recipeList("meat"), Recipes.recipe(recipeID)], selected: "meat"),
      modals: [RecipesApp.ratingsSheet(recipeID)])
    #expect(outcome == .handled(expected))
    #expect(navigator.state == expected)
  }

  @Test func recipes2_anUnknownRecipeFailsNotFoundAndNothingChanges() async throws {
    let (center, navigator, _) = try Self.app()
    let outcome = await center.open("recipes://recipes/13")
    #expect(outcome.description == "failed: not found: recipe 13 is not in the catalog")
    #expect(navigator.state == RecipesApp.state())
    #expect(navigator.transcript.isEmpty)
  }

  @Test func recipes3_aSlowCatalogFailsTimeoutAndNothingChanges() async throws {
    let (center, navigator, clock) = try Self.app(catalogDelay: .seconds(5))
    let link = center.send("recipes://recipes/4")
    await clock.waitForSleepers(2)  // the catalog and the timeout
    await clock.advance(by: .seconds(2))
    #expect(await link.outcome.description == "failed: timeout: no answer within 2.0 seconds")
    #expect(navigator.state == RecipesApp.state())
    #expect(clock.sleeperCount == 0)
  }

  final class RecipeListCoordinator: Coordinator {
    let kind: String
    init(kind: String) {
      self.kind = kind
      super.init(container: kind)
    }
  }

  final class SearchCoordinator: Coordinator {
    override func canRespond(to request: ResponderRequest) -> Bool { request.name == "search" }
  }

  @Test func recipes4_firstReceiverAndResponderSearch() throws {
    let home = Coordinator(container: "home")
    let veggie = RecipeListCoordinator(kind: "veggie")
    let meat = RecipeListCoordinator(kind: "meat")
    #expect(home.attach(meat))
    #expect(home.attach(veggie))
    let search = SearchCoordinator(container: "search")
    #expect(meat.attach(search))
    #expect(home.firstReceiver(as: RecipeListCoordinator.self, where: { $0.kind == "veggie" }) === veggie)
    let request = ResponderRequest("search", parameters: ["q": "soup"])
    #expect(home.firstResponder(for: request) === search)
    #expect(search.becomeFirstResponder() == ["home", "meat", "search"])
  }
}

extension RecipesDeepLinkTests {
  final class SearchingList: Coordinator {
    var answered: [String] = []
    override func canRespond(to request: ResponderRequest) -> Bool { request.name == "search" }
    override func respond(to request: ResponderRequest) async {
      answered.append(request.parameters["q"] ?? "")
    }
  }

  @Test func recipes4_searchIsAnsweredByTheCoordinatorThatClaimsIt() async throws {
    let navigator = HeadlessNavigator(state: RecipesApp.state())
    let home = Coordinator(container: "home")
    let meat = SearchingList(container: "meat")
    #expect(home.attach(Coordinator(container: "veggie")))
    #expect(home.attach(meat))
    let catalog = RecipeCatalog(clock: ManualClock())
    let center = DeepLinkCenter(
      routes: try RecipesApp.routes(), graph: try RecipesApp.graph(), navigator: navigator,
      clock: ManualClock(),
      coordinators: home, destination: { $0.destination(catalog: catalog) })
    center.becomeReady()
    let outcome = await center.open("recipes://search?q=soup")
    #expect(outcome == .handled(RecipesApp.state(RecipesApp.home(selected: "meat"))))
    #expect(meat.answered == ["soup"])
    #expect(navigator.steps == [.selectTab("meat", in: "home", animated: true)])
    home.children.last?.cancel(.userWentBack)
    #expect(
      await center.open("recipes://search?q=soup").description
        == "failed: no coordinator answers search(q: soup)")
  }
}
