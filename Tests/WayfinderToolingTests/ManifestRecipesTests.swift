import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `Manifests/recipes.yaml` is the recipes app of `Sources/WayfinderReferenceApps/Recipes`, whose
/// Swift is generated from it: its routes read alike, and with a script's decisions standing in
/// for the catalog, its links end as the Swift app's do.
@MainActor
@Suite struct ManifestRecipesTests {
  nonisolated static let swift = Result { try EmbeddedApp.recipes.app() }
  nonisolated static let manifest = Result { try ShippedManifest.recipes.app() }

  nonisolated static let links = [
    "recipes://recipes/4", "recipes://recipes/7/ratings", "https://recipes.example.com/recipes/13",
    "recipes://recipes/100/ratings", "recipes://search?q=pasta%20bake", "recipes://recipes/x",
  ]

  @Test(arguments: links)
  func eachLinkReadsAsInTheSwiftApp(link: String) throws {
    let expected = ManifestReadingSummary(try Self.swift.get().reading(link))
    let actual = ManifestReadingSummary(try Self.manifest.get().reading(link))
    #expect(actual == expected)
  }

  @Test func theAppIsDeclaredAsInSwift() throws {
    let swift = try Self.swift.get()
    let manifest = try Self.manifest.get()
    #expect(manifest.name == swift.name)
    #expect(manifest.policy == swift.policy)
    #expect(manifest.patterns == swift.patterns)
    #expect(manifest.targets == swift.targets)
    #expect(manifest.targets.map(\.kind) == [.resolved, .resolved, .responder])
    #expect(manifest.signedInStart == swift.signedInStart)
    #expect(manifest.signedInStart == RecipesApp.state())
  }

  /// The catalog's answers, as a script gives them to the manifest's app.
  static let script = """
    decisions:
      recipe(4): {screen: recipe(4), in: veggie}
      ratings(7): {screen: ratings(7), in: meat}
      recipe(13): {fails: "not found: recipe 13 is not in the catalog"}
      ratings(100): {screen: ratings(100), in: veggie}
    steps:
      - open: recipes://recipes/4
      - open: recipes://recipes/7/ratings
      - open: recipes://recipes/13
      - back
      - open: recipes://recipes/100/ratings
    """

  @Test func withTheCatalogsAnswersEveryLinkEndsAsInTheSwiftApp() async throws {
    let script = try Script.parse(Self.script, file: "recipes.yaml")
    let (swiftResult, swiftSession) = await ScriptRunner(app: try Self.swift.get()).run(script)
    let (result, session) = await ScriptRunner(app: try Self.manifest.get()).run(script)
    #expect(swiftResult.passed && result.passed)
    let expected = ManifestRunSummary(swiftSession)
    let actual = ManifestRunSummary(session)
    #expect(actual == expected, "\(actual)\n--- the Swift app:\n\(expected)")
    #expect(
      result.events[0].result
        == "decided by the app (recipe(4) → recipe(4) in veggie); handled: recipe(4) on screen")
  }

  /// A search goes to the coordinator that claims it: the Swift app has them, a manifest does not.
  @Test func aSearchNeedsTheAppsCoordinators() async throws {
    let manifest = ToolSession(app: try Self.manifest.get())
    #expect(
      await manifest.open("recipes://search?q=soup").outcome?.description
        == "failed: no coordinator answers search(q: soup)")
    let swift = ToolSession(app: try Self.swift.get())
    #expect(await swift.open("recipes://search?q=soup").outcome?.name == "handled")
  }
}
