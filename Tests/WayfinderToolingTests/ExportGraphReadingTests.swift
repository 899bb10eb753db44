import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps

/// The read-only view of a navigation graph that the exports and the linter are built on.
@Suite struct ExportGraphReadingTests {
  @Test func containersTellTheirKindParentGuardAndPresentation() throws {
    let bank = try BankNavigation.graph()
    #expect(bank.rootContainerName == "app")
    let app = try #require(bank.container(named: "app"))
    #expect(app.kind == .flows(["login", "home"], initial: "login"))
    #expect(app.parent == nil && !app.isModal)
    let home = try #require(bank.container(named: "home"))
    #expect(home.children == ["dashboard", "profile", "settings"])
    #expect(home.guardName == "signedIn" && home.parent == "app")
    let support = try #require(bank.container(named: "support"))
    #expect(support.kind == .stack(root: BankNavigation.Screens.support))
    #expect(support.presentation?.style == .sheet && support.presentation?.over == nil && support.isModal)
    #expect(support.children.isEmpty && support.parent == nil)
    #expect(bank.container(named: "nowhere") == nil)
    let ratings = try #require(RecipesApp.graph().container(named: "ratings"))
    #expect(ratings.presentation?.over == "recipe")
  }

  @Test func screensTellTheirStacksParametersAfterAndTraits() throws {
    let messenger = try MessengerNavigation.graph()
    let photo = try #require(messenger.screen(named: "photo"))
    #expect(photo.stacks == ["feed"] && photo.parameters == ["postID"] && photo.after == "post")
    #expect(photo.traits == .hidesTabBar && photo.guardName == nil)
    #expect(messenger.screen(named: "nowhere") == nil)
    let recipe = try #require(RecipesApp.graph().screen(named: "recipe"))
    #expect(recipe.stacks == ["veggie", "meat"])
  }

  @Test func aStacksScreensComeRootFirstThenByDepth() throws {
    #expect(
      try BankNavigation.graph().screens(in: "dashboard").map(\.name) == ["dashboard", "card", "cardDetail"])
    #expect(
      try MessengerNavigation.graph().screens(in: "rateOrder").map(\.name) == ["rating", "comment", "thanks"])
    #expect(try RecipesApp.graph().screens(in: "meat").map(\.name) == ["recipeList", "recipe"])
    #expect(try BankNavigation.graph().screens(in: "home").isEmpty)
  }
}
