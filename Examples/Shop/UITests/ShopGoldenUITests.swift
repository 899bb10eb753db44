import Foundation
import WayfinderTesting
import XCTest

#if canImport(XCUIAutomation)
  import XCUIAutomation
#endif

/// The Shop's golden links replayed against the real app on a simulator (or a device): each link
/// opened with the system, what the person does done on the app's own controls, the screen on
/// top checked by the accessibility identifier Wayfinder gives it, and each outcome by the label
/// the app shows in its UI-test launch mode. `Scripts/device-check.sh` runs it on a Mac.
///
/// Each plan (`shop.device.json`, `shop-orderings.device.json`, in this target's bundle) is what
/// one of the Shop's golden scripts makes (`Checks/Storyboards/shop.yaml`, and
/// `shop-orderings.yaml` beside this file: links whose steps cross sheets, the orderings SwiftUI
/// leaves undocumented), by `GoldenScripts.devicePlan(contentsOf:)`; a Linux test keeps each plan
/// and its script the same. Every decision is made there, in Foundation. This file only
/// translates each action into XCUITest. The same file tests the UIKit app (`ShopUITests`) and
/// the SwiftUI app (`ShopSwiftUIUITests`).
final class ShopGoldenUITests: XCTestCase {
  @MainActor
  func testTheShopsGoldenLinks() throws {
    try GoldenReplay(plan: plan(named: "shop.device")).run()
  }

  @MainActor
  func testLinksWhoseStepsCrossSheets() throws {
    try GoldenReplay(plan: plan(named: "shop-orderings.device")).run()
  }

  private func plan(named name: String) throws -> DevicePlan {
    guard let url = Bundle(for: ShopGoldenUITests.self).url(forResource: name, withExtension: "json") else {
      throw DeviceScriptMissing(name: name)
    }
    return try DevicePlan.read(Data(contentsOf: url))
  }
}

/// A plan the UI test's bundle does not hold.
struct DeviceScriptMissing: Error, CustomStringConvertible {
  let name: String
  var description: String { "\(name).json is not in the UI test's bundle" }
}

/// One plan replayed on the app: XCUITest for each action, nothing decided here.
@MainActor
struct GoldenReplay {
  let plan: DevicePlan
  let app = XCUIApplication()
  /// How long a screen or an outcome may take to show.
  let timeout: TimeInterval = 10

  func run() throws {
    app.launchArguments = [DevicePlan.launchArgument] + (plan.signedIn ? [] : [DevicePlan.signedOutArgument])
    app.launch()
    for step in plan.steps {
      for action in step.actions { perform(action, at: "\(plan.file):\(step.line): \(step.source)") }
    }
  }

  private func perform(_ action: DevicePlan.Action, at place: String) {
    switch action {
    case .open(let link, _):
      guard let url = URL(string: link) else { return XCTFail("\(place): \(link) is no URL") }
      app.open(url)
    case .back:
      let back = app.navigationBars.buttons.element(boundBy: 0)
      if back.waitForExistence(timeout: 2), back.isHittable { back.tap() } else { app.swipeDown() }
    case .selectTab(let tab):
      // The tab's button, by the tab's name as its identifier or its title, in any case.
      let named = predicate("identifier ==[c] %@ OR label ==[c] %@", [tab, tab])
      let button = app.tabBars.buttons.matching(named).firstMatch
      guard button.waitForExistence(timeout: timeout) else { return XCTFail("\(place): no tab \(tab)") }
      button.tap()
    case .tap(let identifier):
      let control = app.descendants(matching: .any).matching(identifier: identifier).firstMatch
      guard control.waitForExistence(timeout: timeout) else {
        return XCTFail("\(place): the app has no control identified \(identifier)")
      }
      control.tap()
    case .wait(let seconds):
      _ = XCTWaiter.wait(for: [XCTestExpectation(description: "time passes")], timeout: seconds)
    case .expectTop(let match):
      let format = match.exact ? "identifier == %@" : "identifier == %@ OR identifier BEGINSWITH %@"
      let identified = predicate(format, [match.identifier, match.identifier + "("])
      let screen = app.descendants(matching: .any).matching(identified).firstMatch
      guard screen.waitForExistence(timeout: timeout), match.matches(screen.identifier), screen.isHittable
      else {
        return XCTFail("\(place): \(match) is not on top")
      }
    case .expectOutcome(let link, let outcome, let reason):
      let shown = app.descendants(matching: .any).matching(identifier: DevicePlan.outcomeIdentifier)
        .firstMatch
      guard shown.waitForExistence(timeout: timeout) else {
        return XCTFail("\(place): no outcome label: is the app in its UI-test mode?")
      }
      if outcome != "pending" {
        // The link's own outcome: its label begins with its number.
        let numbered = predicate(
          "identifier == %@ AND label BEGINSWITH %@", [DevicePlan.outcomeIdentifier, "#\(link) "])
        _ = app.descendants(matching: .any).matching(numbered).firstMatch.waitForExistence(timeout: timeout)
      }
      if !DevicePlan.outcomeLabel(shown.label, link: link, matches: outcome, reason: reason) {
        XCTFail("\(place): link \(link)'s outcome is \"\(shown.label)\"")
      }
    }
  }
}

/// A predicate for an XCUITest query, from its format. NB: corelibs Foundation, where
/// Checks/AppleStandIns type-checks this file, has no predicate strings; there it is a
/// placeholder, never run.
private func predicate(_ format: String, _ arguments: [Any]) -> NSPredicate {
  #if canImport(Darwin)
    NSPredicate(format: format, argumentArray: arguments)
  #else
    NSPredicate(value: true)
  #endif
}
