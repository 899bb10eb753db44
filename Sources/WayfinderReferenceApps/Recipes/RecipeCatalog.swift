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

extension RecipesRoute {
  /// Where the route leads in the recipes app, with the tab looked up in `catalog`, which must
  /// answer within `timeout`.
  public func destination(catalog: RecipeCatalog, timeout: Duration) -> Destination {
    typealias Screens = RecipesApp.Screens
    switch self {
    case .recipe(let recipeID):
      return .resolve(timeout: timeout) {
        .screen(Screens.recipe(recipeID), in: try await catalog.kind(of: recipeID))
      }
    case .ratings(let recipeID):
      return .resolve(timeout: timeout) {
        .screen(Screens.ratings(recipeID), in: try await catalog.kind(of: recipeID))
      }
    case .search(let query):
      return .respond(ResponderRequest("search", parameters: ["q": query]))
    }
  }
}
