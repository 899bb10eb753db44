import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// The screens a decision chooses, typed: `generate` writes an enum of each decision's `among`
/// with the screens' typed values, which its hook returns (issue 35).
@Suite struct GeneratedChoiceTests {
  /// docs/Manifest.md's fragment of the recipes app's generated hooks is what `generate` writes.
  @Test func theDocsFragmentIsWhatGenerateWritesForRecipes() throws {
    let block = try #require(
      try ManifestDocsTests.blocks("swift").first {
        $0.contains("what `wayfinder generate` writes for Manifests/recipes")
      })
    let generated = try Manifest.generateSwift(contentsOf: "\(ShippedManifest.folder)/recipes.yaml")
    let lines = generated.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for line in block.split(separator: "\n").dropFirst() where !line.contains("…") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      #expect(lines.contains(trimmed), "generate does not write \(trimmed)")
    }
  }

  /// A value a decision takes under a screen's parameter name types it; without one, a screen
  /// only a decision reaches holds text.
  @Test func aDecisionsValueTypesTheScreenItChooses() throws {
    let manifest = """
      app: shop
      links: {schemes: [shop]}
      graph:
        main: {stack: home}
      screens:
        item: {in: main, parameters: [itemID]}
        note: {in: main, parameters: [text]}
      routes:
        /home: home
        /s/:itemID(int): {decide: shortLink(itemID), among: [item, note]}

      """
    let swift = try Manifest.generateSwift(manifest, file: "shop.yaml")
    #expect(swift.contains("func shortLink(itemID: Int) async throws -> ShopShortLinkChoice"))
    #expect(swift.contains("case item(itemID: Int, in: ShopContainer? = nil)"))
    #expect(swift.contains("case note(text: String, in: ShopContainer? = nil)"))
    #expect(swift.contains("case item(itemID: Int)\n"))
  }

  /// The recipes app's hooks return typed choices; the center shows the recipe in its kind's tab.
  @MainActor
  @Test func theRecipesAppsChoiceShowsTheRecipeInItsTab() async throws {
    let clock = ManualClock()
    let catalog = RecipeCatalog(delay: .zero, clock: clock)
    let navigator = HeadlessNavigator(state: RecipesApp.state())
    let center = DeepLinkCenter(
      routes: try RecipesApp.routes(), graph: try RecipesApp.graph(), navigator: navigator, clock: clock,
      destination: { $0.destination(catalog: catalog) })
    center.becomeReady()
    #expect(await center.open("recipes://recipes/3").name == "handled")
    #expect(navigator.state.topScreen == RecipesScreen.recipe(recipeID: 3).screen)
    guard
      case .screen(let screen, let stack, _) = RecipesRecipeChoice.recipe(recipeID: 3, in: .meat).destination
    else {
      Issue.record("not a screen")
      return
    }
    #expect(screen == RecipesScreen.recipe(recipeID: 3).screen && stack == "meat")
  }
}
