import WayfinderRouting

/// The screens of the recipes reference app (seed 003) that a link can open.
public enum RecipesRoute: Hashable, Sendable, CustomStringConvertible {
  case recipe(recipeID: Int)
  case ratings(recipeID: Int)
  /// A search, answered by whichever coordinator claims it at run time.
  case search(query: String)

  public var description: String {
    switch self {
    case .recipe(let recipeID): "recipe(\(recipeID))"
    case .ratings(let recipeID): "ratings(\(recipeID))"
    case .search(let query): "search(\(query))"
    }
  }
}

/// The recipes reference app: scheme `recipes`, host `recipes.example.com`.
public enum RecipesApp {
  /// The links the recipes app accepts.
  public static let policy = LinkPolicy(schemes: ["recipes"], hosts: ["recipes.example.com"])

  /// The recipes app's route table.
  public static func routes() throws(RouteTableError) -> RouteTable<RecipesRoute> {
    var routes = RouteTable<RecipesRoute>.Builder(policy: policy)
    routes.add(
      "/recipes/:recipeID(int)",
      parse: { .recipe(recipeID: try $0.int("recipeID")) },
      print: { if case .recipe(let recipeID) = $0 { ["recipeID": recipeID] } else { nil } })
    routes.add(
      "/recipes/:recipeID(int)/ratings",
      parse: { .ratings(recipeID: try $0.int("recipeID")) },
      print: { if case .ratings(let recipeID) = $0 { ["recipeID": recipeID] } else { nil } })
    routes.add(
      "/search?q=:query",
      parse: { .search(query: try $0.string("query")) },
      print: { if case .search(let query) = $0 { ["query": query] } else { nil } })
    return try routes.build()
  }
}
