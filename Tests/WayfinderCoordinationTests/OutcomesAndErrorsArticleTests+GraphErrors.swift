import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting

// MARK: - Graph errors

extension OutcomesAndErrorsArticleTests {
  /// The article's small graph: a tab bar `app` with the stacks `a` and `b`, and `declare`
  /// (the graph tests' own builder).
  nonisolated static func small(
    _ declare: (inout NavigationGraph.Builder) -> Void
  ) -> NavigationGraph.Builder {
    NavigationGraphTests.builder(declare)
  }

  /// Each row of the table: the code, what gets it, and the whole description.
  nonisolated static let graphErrors: [(GraphError.Code, String, @Sendable () throws -> Void, String)] =
    [
      (
        .duplicateName, "two containers named a",
        { _ = try small { $0.stack("a", root: Screen("x")) }.build() },
        #"invalid navigation graph (duplicate-name): two containers are named "a""#
      ),
      (
        .unknownContainer, "a root never declared", { _ = try NavigationGraph.Builder(root: "app").build() },
        #"invalid navigation graph (unknown-container): the root "app" is not declared"#
      ),
      (
        .unknownContainer, "a tab never declared", { _ = try small { $0.tabs("t", ["c"]) }.build() },
        #"invalid navigation graph (unknown-container): tab "c" of "t" is not declared"#
      ),
      (
        .unknownContainer, "a flow switcher starting on a flow it does not have",
        { _ = try small { $0.flows("f", ["a"], initial: "z") }.build() },
        #"invalid navigation graph (unknown-container): "f" starts on "z", which is not one of its flows"#
      ),
      (
        .wrongKind, "a screen in a tab bar", { _ = try small { $0.screen("x", in: "app") }.build() },
        #"invalid navigation graph (wrong-kind): screen "x" is in "app", which is not a stack"#
      ),
      (
        .wrongKind, "a tab bar with no tabs", { _ = try small { $0.tabs("t", []) }.build() },
        #"invalid navigation graph (wrong-kind): "t" has no tabs"#
      ),
      (
        .twoParents, "a stack that is a tab of two tab bars",
        { _ = try small { $0.tabs("t", ["a"]) }.build() },
        #"invalid navigation graph (two-parents): "a" is a tab of both "app" and "t""#
      ),
      (
        .twoParents, "a modal and a tab",
        {
          _ = try small {
            $0.modal("m", .sheet, root: Screen("m"))
            $0.tabs("t", ["m"])
          }.build()
        },
        #"invalid navigation graph (two-parents): "m" is a modal and a tab of "t""#
      ),
      (
        .unreachable, "a stack that neither the root nor a modal leads to",
        { _ = try small { $0.stack("archive", root: Screen("archive")) }.build() },
        #"invalid navigation graph (unreachable): container "archive" is declared but nothing leads to it"#
      ),
      (
        .duplicateScreen, "one screen declared twice",
        {
          _ = try small {
            $0.screen("x", in: "a")
            $0.screen("x", in: "b")
          }.build()
        },
        #"invalid navigation graph (duplicate-screen): screen "x" is declared twice; declare it once, in every stack a link may pick"#
      ),
      (
        .badBackStack, "a back stack through another stack",
        {
          _ = try small {
            $0.screen("x", in: "a")
            $0.screen("y", in: "b", after: "x")
          }.build()
        },
        #"invalid navigation graph (bad-back-stack): screen "y" comes after "x", which is not in "b""#
      ),
      (
        .badBackStack, "a back stack in a circle",
        {
          _ = try small {
            $0.screen("x", in: "a", after: "y")
            $0.screen("y", in: "a", after: "x")
          }.build()
        },
        #"invalid navigation graph (bad-back-stack): the back stack of "x" goes round through "x""#
      ),
      (
        .badBackStack, "a back stack needing a parameter the screen lacks",
        {
          _ = try small {
            $0.screen("x", in: "a", parameters: ["id"])
            $0.screen("y", in: "a", after: "x")
          }.build()
        },
        #"invalid navigation graph (bad-back-stack): screen "y" comes after "x", which needs "id" that "y" does not have"#
      ),
      (
        .unknownScreen, "a modal over an undeclared screen",
        { _ = try small { $0.modal("m", .sheet, root: Screen("m"), over: "nope") }.build() },
        #"invalid navigation graph (unknown-screen): modal "m" is presented over "nope", which is not declared"#
      ),
      (
        .unknownScreen, "routes that lead to undeclared screens",
        { try BankNavigation.graph().validate(screens: [Screen("loans"), Screen("card"), Screen("atm")]) },
        "invalid navigation graph (unknown-screen): routes lead to screens the graph does not declare: atm, loans"
      ),
      (
        .unknownScreen, "a target for an undeclared screen",
        { _ = try BankNavigation.graph().target(for: Screen("loans"), from: BankNavigation.signedInStart) },
        #"no target (unknown-screen): the graph has no screen "loans""#
      ),
      (
        .ambiguousPlacement, "a target for a screen in several stacks that does not pick one",
        { _ = try RecipesApp.graph().target(for: RecipesApp.Screens.recipe(7), from: RecipesApp.state()) },
        #"no target (ambiguous-placement): screen "recipe" is in veggie, meat; the link must pick one"#
      ),
      (
        .ambiguousPlacement, "a target for a screen in several stacks that picks another",
        {
          _ = try RecipesApp.graph().target(
            for: RecipesApp.Screens.recipe(7), in: "dessert", from: RecipesApp.state())
        },
        #"no target (ambiguous-placement): screen "recipe" is not in "dessert" (it is in veggie, meat)"#
      ),
      (
        .unreachableTarget, "a target from a state on screen that has no way to the screen's stack",
        {
          _ = try BankNavigation.graph().target(
            for: BankNavigation.Screens.dashboard,
            from: NavigationState(root: .stack("splash", [Screen("splash")])))
        },
        #"no target (unreachable-target): the state on screen has no way to "dashboard" (path app › home › dashboard)"#
      ),
    ]

  @Test(arguments: graphErrors)
  func graphErrorsTable(
    _ code: GraphError.Code, _ cause: String, _ make: @Sendable () throws -> Void,
    _ description: String
  ) throws {
    let error = try #require(throws: GraphError.self, "\(cause)") { try make() }
    #expect(error.code == code, "\(cause)")
    #expect(error.isInGraph == description.hasPrefix("invalid navigation graph"), "\(cause)")
    #expect(error.description == description, "\(cause)")
  }

  @Test func graphErrors() throws {
    let graph = try BankNavigation.graph()
    do {
      try graph.validate(screens: [Screen("loans"), Screen("card"), Screen("atm")])
      Issue.record("no error")
    } catch {
      #expect(
        "\(error)"
          == "invalid navigation graph (unknown-screen): routes lead to screens the graph does not declare: atm, loans"
      )
    }
  }
}
