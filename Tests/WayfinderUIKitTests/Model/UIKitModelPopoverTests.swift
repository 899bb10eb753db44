import Testing
import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

/// Popovers (issue 23, item 5): the factory shows `compose` as a popover, which UIKit refuses to
/// show without an anchor, which the person dismisses by tapping outside it where it shows as
/// one, and which a compact size class turns into a form sheet (`ModelPopoverPresentationController`).
@MainActor
@Suite struct UIKitModelPopoverTests {
  static func popoverRun(anchored: Bool = false, keptWhenCompact: Bool = false) throws -> ModelRun {
    var configuration = ModelRunConfiguration.plain
    configuration.popovers = true
    configuration.styles = ["compose": .popover, "signIn": .popover]
    configuration.factoryAnchorsPopovers = anchored
    configuration.keepsPopoversWhenCompact = keptWhenCompact
    return try ModelRun.scene(configuration)
  }

  static func compose(_ run: ModelRun) -> ModelViewController? {
    run.uikit.window.presentedChain.first { run.uikit.records.container(of: $0) == "compose" }
  }

  /// Before: the navigator presented the factory's popover as it came, with no anchor, and
  /// UIKit raised ("should have a non-nil sourceView or barButtonItem set before the
  /// presentation occurs"): the run failed with the app terminated, the link timed out.
  @Test func theNavigatorAnchorsAPopoverTheFactoryLeftWithoutOne() async throws {
    let run = try Self.popoverRun()
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    #expect(run.failures == [], "\(run.transcriptText)")
    let compose = try #require(Self.compose(run), "\(run.transcriptText)")
    #expect(compose.showsAsPopover)
    #expect(compose.popoverPresentationController?.sourceView != nil)
    #expect(run.outcome(of: "model://compose")?.name == "handled", "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// The factory's own anchor is kept.
  @Test func anAnchorTheFactoryGaveIsKept() async throws {
    let run = try Self.popoverRun(anchored: true)
    await run.steps(.open("model://compose"), .advance(milliseconds: 500))
    let compose = try #require(Self.compose(run), "\(run.transcriptText)")
    #expect(compose.popoverPresentationController?.sourceItem == "the app's compose button")
    #expect(compose.popoverPresentationController?.sourceView == nil)
    #expect(await run.finished() == [])
  }

  /// Regular width: a tap outside dismisses the popover, which cannot be pulled down; the
  /// navigator reads it gone, and the next link goes on from there.
  @Test func aTapOutsideDismissesThePopoverAndTheNavigatorReadsIt() async throws {
    let run = try Self.popoverRun(anchored: true)
    await run.steps(.open("model://compose/attach"), .advance(milliseconds: 800))
    #expect(run.truth?.modals.map(\.name) == ["compose"], "\(run.transcriptText)")
    await run.steps(.pullDown(finishing: true), .lift)
    #expect(run.truth?.modals.map(\.name) == ["compose"], "a popover is not pulled down")
    await run.steps(.tapOutsidePopover, .advance(milliseconds: 500))
    #expect(run.truth?.modals == [], "\(run.transcriptText)")
    await run.navigator.refresh()
    #expect(run.navigator.state == run.truth)
    await run.steps(.open("model://compose"), .advance(milliseconds: 800))
    #expect(run.shownScreens(in: "compose") == [Screen("compose")], "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }

  /// Compact width: the popover is a form sheet, pulled down and not dismissed by a tap
  /// outside; back to regular, it is a popover again. A delegate answering `.none` keeps it a
  /// popover throughout.
  @Test func aSizeClassChangeTurnsThePopoverIntoASheetAndBack() async throws {
    let run = try Self.popoverRun()
    await run.steps(.open("model://compose"), .advance(milliseconds: 500), .sizeClass(compact: true))
    let compose = try #require(Self.compose(run), "\(run.transcriptText)")
    #expect(!compose.showsAsPopover)
    await run.steps(.tapOutsidePopover)
    #expect(run.truth?.modals.map(\.name) == ["compose"], "a form sheet stays when tapped outside")
    await run.steps(.sizeClass(compact: false))
    #expect(compose.showsAsPopover)
    await run.steps(.sizeClass(compact: true), .pullDown(finishing: true), .lift, .advance(milliseconds: 100))
    #expect(run.truth?.modals == [], "\(run.transcriptText)")
    #expect(await run.finished() == [])

    let kept = try Self.popoverRun(keptWhenCompact: true)
    await kept.steps(.sizeClass(compact: true), .open("model://compose"), .advance(milliseconds: 500))
    #expect(Self.compose(kept)?.showsAsPopover == true, "\(kept.transcriptText)")
    await kept.steps(.tapOutsidePopover, .advance(milliseconds: 500))
    #expect(kept.truth?.modals == [], "\(kept.transcriptText)")
    #expect(await kept.finished() == [])
  }

  /// The sign-in popover dismissed by a tap outside fails the guard, as a pulled-down sheet
  /// does: the link waiting on it ends.
  @Test func aTapOutsideTheSignInPopoverEndsTheLinkWaitingOnTheGuard() async throws {
    let run = try Self.popoverRun(anchored: true)
    await run.steps(.open("model://account"), .advance(milliseconds: 400))
    #expect(run.truth?.modals.map(\.name) == ["signIn"], "\(run.transcriptText)")
    await run.steps(.tapOutsidePopover, .advance(milliseconds: 500))
    #expect(run.outcome(of: "model://account") == .guardFailed(ModelApp.guardName), "\(run.transcriptText)")
    #expect(await run.finished() == [])
  }
}
