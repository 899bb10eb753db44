import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting

// What the recipes app adds by hand to the Swift generated from Manifests/recipes.yaml: the
// short names the tests and examples use, and its decisions (RecipeCatalog.swift) and
// coordinators (RecipesApp+Coordinators.swift), which no manifest holds.

/// The recipes reference app: scheme `recipes`, host `recipes.example.com`.
public enum RecipesApp {
  /// The links the recipes app accepts.
  public static let policy = RecipesNavigation.policy

  /// The recipes app's route table, as Manifests/recipes.yaml declares it.
  public static func routes() throws(RouteTableError) -> RouteTable<RecipesRoute> {
    try RecipesNavigation.routes()
  }
}
