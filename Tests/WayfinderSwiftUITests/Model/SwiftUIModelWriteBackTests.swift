import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// What SwiftUI writes into the bindings, and what the person changes through them, on the
/// simulated SwiftUI. Each test says what the model did before commit 67741b8 (its setters took
/// every write as the person's, and a refused change stayed on screen).
@MainActor
@Suite struct SwiftUIModelWriteBackTests {
  static let player1 = Screen("player", parameters: ["id": "1"], traits: .unique)
  static let item2 = Screen("item", parameters: ["id": "2"])

  /// A link's dismissal of the compose sheet the person is pulling down settles when the sheet
  /// has gone, not when SwiftUI's update ends: the camera link after it presents once the pull
  /// is over, and UIKit refuses nothing, so SwiftUI writes no late `nil` to undo a later sheet.
  ///
  /// Before, the dismissal settled at once, UIKit refused the camera while the pull ran, and a
  /// `nil` came back for it four seconds later (the model ignored it, as it still must).
  @Test func aDismissalUnderThePersonsPullLetsTheNextPresentationThrough() async throws {
    let run = try SwiftUIModelRun.scene(\.writeBackDelay, .seconds(4))
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    // The person pulls compose down; meanwhile a link to the root, then one to the camera.
    await run.steps(.pullDown(finishing: true), .open("model://home"), .open("model://camera"))
    await run.step(.advance(milliseconds: 2500))
    #expect(run.views.counts["refused presentations"] == nil, "\(run.transcriptText)")
    #expect(run.shownModals() == ["camera"])
    #expect(run.views.pendingWrites == 0)
    // A link to the root, and compose again, at level 0.
    await run.steps(.open("model://home"), .open("model://compose"), .advance(milliseconds: 500))
    #expect(run.shownModals() == ["compose"], "\(run.transcriptText)")
    await run.step(.advance(milliseconds: 4500))
    #expect(run.model.state.modals.map(\.name) == ["compose"], "\(run.transcriptText)")
    #expect(run.shownModals() == ["compose"])
    #expect(await run.finished() == [])
  }

  /// SwiftUI writes the values it showed before a step's change, after the model made it and
  /// before the views rendered it: echoes, each ignored.
  ///
  /// The old setters took them as the person's: `selectTab(home)` undid the step that selected
  /// `search`, and `setPath([], in: "search")` popped the player the link had pushed.
  @Test func anEchoBeforeTheRenderDoesNotUndoTheStep() async throws {
    let run = try SwiftUIModelRun.scene(\.echoBeforeRenderPercent, 100)
    await run.steps(.open("model://player/1"), .advance(milliseconds: 400))
    #expect((run.views.counts["echoes before a render"] ?? 0) >= 2)
    #expect(run.model.selectedTab(in: "main") == "search")
    #expect(run.model.path(in: "search") == [Self.player1], "\(run.transcriptText)")
    #expect(run.model.state == run.views.truth)
    #expect(await run.finished() == [])
  }

  /// The person follows a `NavigationLink(value:)` to a second player from the first: the rule
  /// book refuses a second screen of the unique `player`, and the views, which pushed it at
  /// the tap, show the model's path again at the next render.
  ///
  /// The old model refused the push but nothing on screen read the model again: the views
  /// kept showing `player(2)` over `player(1)`, a stack the model did not hold.
  @Test func aChangeTheRuleBookRefusesIsRolledBackOnScreen() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://player/1"), .advance(milliseconds: 400))
    let renders = run.views.renders
    // The second of the first player's links: player(2).
    await run.step(.followLink(1))
    #expect(run.model.lastRefusal?.code == .duplicate, "\(run.transcriptText)")
    #expect(run.model.rollbacks == 1)
    #expect(run.views.renders > renders, "the views render the model's values again")
    #expect(run.views.shown.paths["search"] == [Self.player1])
    #expect(run.model.path(in: "search") == [Self.player1])
    await run.step(.advance(milliseconds: 400))
    #expect(run.model.state == run.views.truth)
    #expect(await run.finished() == [])
  }

  /// A tap on a `NavigationLink(value:)` pushes on screen and appends to the path through the
  /// binding of the last render: the model takes it, and the next link plans from it.
  ///
  /// The old model took this write too. What changed around it is the check that a write made
  /// from what a binding rendered, after the model moved on, is an echo: the person's push,
  /// written from the render that showed the stack, is not one.
  @Test func aNavigationLinkPushReachesTheModel() async throws {
    let run = try SwiftUIModelRun.scene()
    // The second of home's links: item(2).
    await run.step(.followLink(1))
    #expect(run.model.path(in: "home") == [Self.item2], "\(run.transcriptText)")
    #expect(run.model.revision == 0, "the person's change is no step of the model")
    await run.step(.advance(milliseconds: 400))
    #expect(run.model.state == run.views.truth)
    // A link to item(2)'s reviews pushes only the reviews.
    await run.steps(.open("https://model.example/items/2/reviews"), .advance(milliseconds: 400))
    #expect(run.model.revision == 1, "\(run.transcriptText)")
    #expect(run.views.shown.paths["home"] == [Self.item2, Screen("reviews", parameters: ["id": "2"])])
    #expect(await run.finished() == [])
  }

  /// The person pulls the sign-in sheet down while a link waits on it: the model tells the
  /// center, which ends the link guard-failed; a later sign-in shows nothing.
  ///
  /// The old model was no live navigator and told nobody: the link waited on a sheet that was
  /// gone, and a later sign-in pushed the order onto a screen the person had left.
  @Test func pullingTheSignInSheetDownEndsTheWaitingLink() async throws {
    let run = try SwiftUIModelRun.scene()
    await run.steps(.open("model://orders/1"), .advance(milliseconds: 500))
    #expect(run.shownModals() == ["signIn"])
    #expect(run.center.pendingGuards == [SwiftUIModelApp.guardName])
    await run.steps(.pullDown(finishing: true), .advance(milliseconds: 400))
    #expect(
      run.outcome(of: "model://orders/1") == .guardFailed(SwiftUIModelApp.guardName), "\(run.transcriptText)")
    #expect(run.center.pendingGuards == [])
    let after = run.model.state
    await run.steps(.signIn, .advance(milliseconds: 1000))
    #expect(run.model.state == after)
    #expect(run.views.shown.paths["orders"] == [])
    #expect(await run.finished() == [])
  }
}
