import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI

/// What SwiftUI writes back into the bindings on its own: `nil` for a presentation UIKit refused,
/// and the last render's values echoed before the views rendered the model's step.
extension SimulatedSwiftUI {
  /// SwiftUI writes `nil`, late, into the binding that asked for `modal`, whose presentation
  /// UIKit refused: through the binding of that render, which carries `modal`.
  func scheduleWriteBack(of modal: PresentedModal, at level: Int) {
    pendingWrites += 1
    counts["refused presentations", default: 0] += 1
    let delay = configuration.writeBackDelay
    if delay == .zero {
      onNextTurn { [weak self] in self?.writeBack(modal, at: level) }
    } else {
      clock.schedule(after: delay) { [weak self] in self?.writeBack(modal, at: level) }
    }
  }

  private func writeBack(_ modal: PresentedModal, at level: Int) {
    pendingWrites -= 1
    let before = model.state
    let movedOn = model.modal(at: level)?.id != modal.id
    let presentedSince = layer.shown(at: level)?.id == modal.id
    note(
      "SwiftUI writes nil for the refused \(modal.id) at level \(level)\(movedOn ? " (the model moved on)" : "")"
    )
    model.setPresented(nil, at: level, rendered: .some(modal))
    if movedOn, model.state != before {
      fail("the late nil for the refused \(modal.id) at level \(level) changed the model, which had moved on")
    }
    if presentedSince, model.modal(at: level)?.id != modal.id {
      fail(
        "the late nil for the refused \(modal.id) at level \(level) dismissed the \(modal.id) the views "
          + "presented since")
    }
  }

  /// SwiftUI writes what the views showed at the last render into their bindings, after the
  /// model moved on and before the views rendered it: every write must be ignored.
  func echoTheLastRender(_ bindings: RenderedBindings) {
    pendingWrites -= 1
    let before = model.state
    for stack in bindings.stacks {
      guard let path = bindings.paths[stack] else { continue }
      model.setPath(path, in: stack, rendered: path)
    }
    for bar in bindings.tabBars {
      guard let tab = bindings.selectedTabs[bar] else { continue }
      bindings.writeTab(tab, in: bar, rendered: tab, to: model)
    }
    echoStackSplit(bindings)
    counts["echoes before a render", default: 0] += 1
    note("SwiftUI echoes the last render's values")
    if model.state != before {
      fail(
        "an echo of the last render, written before the views rendered the model's step, changed the model")
    }
  }
}
