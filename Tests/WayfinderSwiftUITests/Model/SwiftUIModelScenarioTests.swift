import Testing
import WayfinderModelSupport

/// The scenarios both models play (``ModelScenario``, written once in `WayfinderModelSupport`),
/// on the simulated SwiftUI: links held until a screen closes, the app's veto of the person's
/// dismissal (`interactiveDismissDisabled`, told to the model with
/// `NavigationModel.setInteractiveDismissDisabled(_:forModal:)`), two scenes, several windows,
/// restoration (what `wayfinderRestoration` wrote last in the `SceneStorage`).
@MainActor
@Suite struct SwiftUIModelScenarioTests {
  @Test(arguments: ModelScenario.allCases)
  func scenario(_ scenario: ModelScenario) async throws {
    let problems = try await SwiftUIModelRun.play(scenario)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
