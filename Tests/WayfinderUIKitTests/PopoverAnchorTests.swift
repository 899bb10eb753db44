import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderRouting
@_spi(Testing) import WayfinderUIKit

/// The fake hosts anchor popovers as the log says: a scene whose presenter has no view to
/// anchor a popover to.
extension FakeController: PopoverAnchoringHost {
  func anchorsPopover(of viewController: AnyObject) -> Bool { !log.refusesPopoverAnchors }
}

/// A popover with no anchor, and none to be found (issue 23, item 5): UIKit would raise an
/// exception; the navigator refuses the step with a typed error before UIKit is asked.
@MainActor
@Suite struct PopoverAnchorTests {
  @Test func aPopoverWithNoAnchorToBeFoundIsRefusedWithATypedError() async throws {
    let scene = try await FakeScene.showing(BankNavigation.signedInStart)
    scene.log.refusesPopoverAnchors = true
    let before = scene.navigator.state
    let error = await #expect(throws: NavigationError.self) {
      try await scene.navigator.perform(.present(BankNavigation.supportSheet, from: "home"))
    }
    #expect(error?.code == .noPopoverAnchor)
    #expect(error?.code.description == "no-popover-anchor")
    #expect(scene.log.calls.isEmpty, "UIKit is not asked: \(scene.log.calls)")
    #expect(scene.navigator.state == before)
  }

  @Test func aPopoverThatCanBeAnchoredIsPresented() async throws {
    let scene = try await FakeScene.showing(BankNavigation.signedInStart)
    try await scene.navigator.perform(.present(BankNavigation.supportSheet, from: "home"))
    #expect(scene.navigator.state.modals.map(\.name) == ["support"])
  }
}
