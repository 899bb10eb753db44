import Foundation
import ShopKit
import Testing
import Wayfinder
import WayfinderTesting

/// The shop's UI-test mode says each outcome as the golden scripts replayed on a device read it
/// (`DevicePlan`): numbered in the order the links' outcomes come, a guard's screen not counted.
@MainActor
@Suite struct UITestOutcomesTests {
  @Test func theLabelIsTheOneTheDevicePlanReads() async throws {
    let navigator = HeadlessNavigator(state: Shop.start)
    let links = try ShopLinks(navigator: navigator, session: ShopSession(), clock: ManualClock())
    links.sceneIsReady()
    #expect(UITestOutcomes.identifier == DevicePlan.outcomeIdentifier)
    #expect(UITestOutcomes.launchArgument == DevicePlan.launchArgument)
    var outcomes = UITestOutcomes()
    var reports = links.center.outcomes.makeAsyncIterator()
    _ = await links.center.open("shop://products/7")
    _ = await links.center.open("shop://nowhere")
    for index in 1...2 {
      let next = await reports.next()
      let report = try #require(next)
      let label = outcomes.label(after: report)
      #expect(label == DevicePlan.outcomeLabel(link: index, outcome: report.outcome))
    }
    #expect(outcomes.count == 2)
  }
}
