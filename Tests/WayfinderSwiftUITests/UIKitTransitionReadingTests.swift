import Testing
@_spi(ViewLayer) import WayfinderSwiftUI

/// How the iOS glue reads UIKit's transitions and presented controllers, over a fake tree of
/// controllers: the decisions are here, the glue passes UIKit's properties.
@MainActor
@Suite struct UIKitTransitionReadingTests {
  @MainActor
  final class Controller {
    var parent: Controller?
    var children: [Controller] = []
    var presented: Controller?
    var coordinator: Coordinator?
    let name: String
    init(_ name: String) { self.name = name }

    func add(_ child: Controller) {
      children.append(child)
      child.parent = self
    }
  }

  @MainActor
  final class Coordinator {
    var completions: [@MainActor () -> Void] = []
    var queues = true
    func end() {
      let ending = completions
      completions = []
      for completion in ending { completion() }
    }
  }

  static func read(from probe: Controller?, ended: @escaping @MainActor () -> Void) -> UIKitTransitions {
    UIKitTransitionReading.whenTransitionsEnd(
      from: probe, parent: { $0.parent }, children: { $0.children }, presented: { $0.presented },
      coordinator: { $0.coordinator }, identity: { ObjectIdentifier($0) },
      register: { coordinator, end in
        guard coordinator.queues else { return false }
        coordinator.completions.append(end)
        return true
      }, ended: ended)
  }

  /// The root hosts a navigation controller, whose child the probe is; a sheet is presented
  /// over the root. The navigation controller's push and the sheet's presentation run: the
  /// step settles when both have ended, once, though children report their parent's
  /// coordinator too.
  @Test func endsOnceEveryTransitionFoundHasEnded() {
    let root = Controller("root")
    let navigation = Controller("navigation")
    let probe = Controller("probe")
    root.add(navigation)
    navigation.add(probe)
    let sheet = Controller("sheet")
    root.presented = sheet
    let push = Coordinator()
    let presentation = Coordinator()
    navigation.coordinator = push
    probe.coordinator = push
    sheet.coordinator = presentation
    let ends = Coordinator()
    #expect(Self.read(from: probe) { ends.completions.append {} } == .running)
    push.end()
    #expect(ends.completions.count == 0)
    presentation.end()
    #expect(ends.completions.count == 1)
    push.end()
    #expect(ends.completions.count == 1)
  }

  @Test func saysIdleWhenNoneRunsAndUnseenWithoutAProbe() {
    let root = Controller("root")
    let probe = Controller("probe")
    root.add(probe)
    #expect(Self.read(from: probe) { Issue.record("no transition to end") } == .idle)
    #expect(Self.read(from: nil) { Issue.record("no transition to end") } == .unseen)
    // A coordinator that cannot queue the completion is not waited for.
    let refusing = Coordinator()
    refusing.queues = false
    root.coordinator = refusing
    #expect(Self.read(from: probe) { Issue.record("no transition to end") } == .idle)
  }

  @Test func thePresentedChainStartsAtTheHostingRoot() {
    let root = Controller("root")
    let probe = Controller("probe")
    root.add(probe)
    let sheet = Controller("sheet")
    let alert = Controller("alert")
    root.presented = sheet
    sheet.presented = alert
    let chain = UIKitTransitionReading.presentedChain(
      from: probe, parent: { $0.parent }, presented: { $0.presented })
    #expect(chain?.map(\.name) == ["root", "sheet", "alert"])
    let presenter = UIKitTransitionReading.presenter(
      of: 1, from: probe, parent: { $0.parent }, presented: { $0.presented })
    #expect(presenter?.name == "sheet")
    #expect(
      UIKitTransitionReading.presenter(of: 2, from: probe, parent: { $0.parent }, presented: { $0.presented })
        == nil)
  }
}
