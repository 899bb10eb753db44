import Testing
import WayfinderModelSupport

/// The scenarios both models play (``ModelScenario``, written once in `WayfinderModelSupport`),
/// on the model of UIKit: links held until a screen closes, the app's veto of the person's
/// dismissal (`isModalInPresentation`), two scenes, several windows, restoration.
@MainActor
@Suite struct UIKitModelScenarioTests {
  @Test(arguments: ModelScenario.allCases)
  func scenario(_ scenario: ModelScenario) async throws {
    let problems = try await ModelRun.play(scenario)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// The app sets `isModalInPresentation` on the view controller the sheet shows, not on the
  /// sheet: UIKit reads it there too.
  @Test func aLinkDoesNotDismissASheetWhoseScreenTheAppKeeps() async throws {
    let keep: @MainActor (ModelRun) async throws -> Void = { run in
      try #require(run.uikit.window.presentedChain.last?.childViewControllers.last).isModalInPresentation =
        true
    }
    let problems = try await ModelRun.playVeto(
      .aLinkDoesNotDismissASheetTheAppKeepsWhenNobodyAsks, keep: keep)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
