import WayfinderCoordination
import WayfinderNavigation

extension RecipesApp {
  /// The recipes app's screens, as the navigation state holds them.
  public enum Screens {
    public static func recipeList(_ kind: String) -> Screen {
      Screen("recipeList", parameters: ["kind": kind])
    }
    public static func recipe(_ recipeID: Int) -> Screen {
      Screen("recipe", parameters: ["recipeID": "\(recipeID)"])
    }
    public static func ratings(_ recipeID: Int) -> Screen {
      Screen("ratings", parameters: ["recipeID": "\(recipeID)"])
    }
  }

  /// The `home` tab bar: `veggie` (selected first) and `meat`, each a recipe list.
  public static func home(
    veggie: [Screen] = [Screens.recipeList("veggie")],
    meat: [Screen] = [Screens.recipeList("meat")],
    selected: String = "veggie"
  ) -> Container {
    .tabs("home", [.stack("veggie", veggie), .stack("meat", meat)], selected: selected)
  }

  /// The `ratings` sheet over a recipe.
  public static func ratingsSheet(_ recipeID: Int) -> Modal {
    Modal(.sheet, .stack("ratings", [Screens.ratings(recipeID)]))
  }

  /// The recipes app on screen.
  public static func state(_ root: Container = home(), modals: [Modal] = []) -> NavigationState {
    NavigationState(root: root, modals: modals)
  }
}

extension RecipesApp {
  /// The recipes app's navigation graph, as Manifests/recipes.yaml declares it: the tab bar
  /// `home` with `veggie` and `meat`, each a recipe list; a recipe lives in either tab (the
  /// link picks, from the catalog); `ratings` is a sheet over a recipe.
  public static func graph() throws(GraphError) -> NavigationGraph {
    try RecipesNavigation.graph()
  }
}
