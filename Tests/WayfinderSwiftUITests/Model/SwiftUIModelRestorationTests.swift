import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// Restoration over SwiftUI (issue 23, item 7). Apple, `SceneStorage`: "its initial value is
/// restored by the system if it was previously saved", and "The system makes no guarantees as
/// to when and how often the data will be persisted": what `wayfinderRestoration` writes there
/// last, whatever was up then, is what the next launch gets — the app's own alert included.
@MainActor
@Suite struct SwiftUIModelRestorationTests {
  /// Before: `NavigationState.savedData` wrote `nil` for a state that held the app's alert (a
  /// foreign modal), so the scene storage lost what was under it, and the next launch restored
  /// nothing: the app started at its start state.
  @Test func anAppAlertUpWhenTheSceneWentToTheBackgroundDoesNotVoidTheRestore() async throws {
    let first = try SwiftUIModelRun.scene()
    await first.steps(
      .open("model://items/2"), .advance(milliseconds: 1000), .open("model://compose"),
      .advance(milliseconds: 1000), .appPresents(.alert), .advance(milliseconds: 600))
    await first.model.refresh()
    #expect(first.shownModals.first == "compose", "\(first.transcriptText)")
    #expect(first.shownModals.last?.hasPrefix("foreign-modal") == true, "\(first.transcriptText)")
    var expected = first.model.state
    expected.modals.removeAll(where: \.isForeign)
    let saved = first.model.state.savedData
    await first.finish()
    #expect(saved != nil, "the scene storage lost the state")
    guard let saved else { return }

    let (next, outcome) = try await SwiftUIModelRun.launch(restoring: saved)
    #expect(outcome?.handledState == expected, "\(String(describing: outcome))")
    #expect(next.views.truth == expected, "\(next.transcriptText)")
    #expect(next.shownModals == ["compose"], "\(next.transcriptText)")
    #expect(await next.finished() == [])
  }
}
