import WayfinderCoordination

/// The coordinator of one recipe list (`veggie` or `meat`): it answers searches, which the
/// static graph does not route (recipes behaviour 4).
@MainActor
public final class RecipeListCoordinator: Coordinator {
  /// The queries this list has answered, oldest first.
  public private(set) var searches: [String] = []

  override public func canRespond(to request: ResponderRequest) -> Bool { request.name == "search" }

  override public func respond(to request: ResponderRequest) async {
    searches.append(request.parameters["q"] ?? "")
  }
}

extension RecipesApp {
  /// The recipes app's coordinator tree: `home` with a ``RecipeListCoordinator`` per tab,
  /// `veggie` first, so that a search goes to the first list that claims it, depth first.
  @MainActor
  public static func coordinators() -> Coordinator {
    let home = Coordinator(container: "home")
    for kind in ["veggie", "meat"] { _ = home.attach(RecipeListCoordinator(container: kind)) }
    return home
  }
}
