import Foundation
import Wayfinder

/// What the shop shows in its UI-test launch mode (launched with `-WayfinderUITests`, as
/// `Examples/Shop/UITests` launches it): the last link's outcome, as the label of an element
/// identified `wayfinder.lastOutcome`, which the golden scripts replayed on a device read
/// (`DeviceScript.outcomeLabel(link:outcome:)` in WayfinderGoldenScripts gives the same text:
/// `#3 handled: …`, the link's number in the order the outcomes came, its outcome's name, then
/// all the outcome says).
public struct UITestOutcomes: Sendable {
  /// The launch argument of the UI-test mode.
  public static let launchArgument = "-WayfinderUITests"
  /// The identifier of the element showing the last outcome.
  public static let identifier = "wayfinder.lastOutcome"

  /// Whether the app was launched in its UI-test mode.
  public static var isOn: Bool { ProcessInfo.processInfo.arguments.contains(launchArgument) }

  /// How many links' outcomes have come.
  public private(set) var count = 0

  public init() {}

  /// The label after `report`; `nil` for a report that is no link's (a guard's screen closed).
  public mutating func label(after report: LinkReport) -> String? {
    guard report.link != nil else { return nil }
    count += 1
    return "#\(count) \(report.outcome.name): \(report.outcome)"
  }
}
