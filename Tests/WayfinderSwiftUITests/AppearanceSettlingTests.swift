import Testing
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderTesting

/// Settling where the views cannot see UIKit (macOS, watchOS, or no hosting controller found):
/// a push settles when its screen has appeared, or after `appearanceFallback` when it never
/// does.
@MainActor
@Suite struct AppearanceSettlingTests {
  /// Views that make each change, report SwiftUI's completion at once (a push creates no
  /// SwiftUI animation), and cannot see UIKit.
  final class UnseenViews: ViewUpdateTicker {
    weak var model: NavigationModel?

    func apply(_ update: ViewUpdate, change: () -> Void) {
      change()
      let model = model
      Task { @MainActor in model?.didSettle(revision: update.revision) }
    }

    func whenUIKitTransitionsEnd(_ ended: @escaping @MainActor () -> Void) -> UIKitTransitions {
      .unseen
    }
  }

  static let item = Screen("item", parameters: ["id": "1"])

  static func model(_ clock: ManualClock) -> (NavigationModel, UnseenViews) {
    let model = NavigationModel(state: SwiftUIModelApp.start, clock: clock, stepTimeLimit: .seconds(4))
    let views = UnseenViews()
    views.model = model
    model.attach(views)
    return (model, views)
  }

  @Test func aPushSettlesWhenItsScreenAppears() async throws {
    let clock = ManualClock()
    let (model, views) = Self.model(clock)
    let push = Task { try await model.perform(.push(Self.item, onto: "home", animated: true)) }
    // The watchdog and the fallback sleep: the step waits for the screen.
    await clock.waitForSleepers(2)
    #expect(model.isSettling)
    model.screenDidAppear(Self.item)
    try await push.value
    #expect(!model.isSettling)
    #expect(model.path(in: "home") == [Self.item])
    withExtendedLifetime(views) {}
  }

  @Test func aPushWhoseScreenNeverAppearsSettlesAfterTheFallback() async throws {
    let clock = ManualClock()
    let (model, views) = Self.model(clock)
    let push = Task { try await model.perform(.push(Self.item, onto: "home", animated: true)) }
    await clock.waitForSleepers(2)
    #expect(model.isSettling)
    await clock.advance(by: model.appearanceFallback)
    try await push.value
    #expect(model.path(in: "home") == [Self.item])
    withExtendedLifetime(views) {}
  }
}
