import WayfinderCoordination
import WayfinderNavigation

/// The recipes app's catalog, loaded asynchronously: recipes 1…100 exist except 13, and a
/// recipe is vegetarian when its ID is even.
public struct RecipeCatalog: Sendable {
  /// A recipe the catalog does not have.
  public struct NotFound: Error, Sendable, CustomStringConvertible {
    /// The recipe asked for.
    public let recipeID: Int
    public var description: String { "not found: recipe \(recipeID) is not in the catalog" }
  }

  let delay: Duration
  let sleep: @Sendable (Duration) async throws -> Void

  /// A catalog that answers after `delay` on `clock`.
  public init<C: Clock>(delay: Duration = .zero, clock: C) where C.Duration == Duration {
    self.delay = delay
    sleep = { try await clock.sleep(for: $0) }
  }

  /// The tab a recipe belongs in: `veggie` or `meat`.
  public func kind(of recipeID: Int) async throws -> String {
    if delay > .zero { try await sleep(delay) }
    guard (1...100).contains(recipeID), recipeID != 13 else { throw NotFound(recipeID: recipeID) }
    return recipeID.isMultiple(of: 2) ? "veggie" : "meat"
  }
}

/// The recipes app's decisions (``RecipesHooks``, generated from Manifests/recipes.yaml): a
/// recipe, and its ratings, show in the tab of the recipe's kind, which the catalog knows.
public struct RecipeCatalogHooks: RecipesHooks {
  let catalog: RecipeCatalog

  /// The decisions of `catalog`.
  public init(catalog: RecipeCatalog) { self.catalog = catalog }

  public func recipe(recipeID: Int) async throws -> RecipesRecipeChoice {
    .recipe(recipeID: recipeID, in: try await tab(of: recipeID))
  }

  public func ratings(recipeID: Int) async throws -> RecipesRatingsChoice {
    .ratings(recipeID: recipeID, in: try await tab(of: recipeID))
  }

  /// The tab of the recipe's kind.
  private func tab(of recipeID: Int) async throws -> RecipesContainer? {
    RecipesContainer(rawValue: try await catalog.kind(of: recipeID))
  }
}

extension RecipesRoute {
  /// Where the route leads in the recipes app, with the tab looked up in `catalog`, which must
  /// answer within the two seconds Manifests/recipes.yaml gives it.
  public func destination(catalog: RecipeCatalog) -> Destination {
    destination(hooks: RecipeCatalogHooks(catalog: catalog))
  }
}
