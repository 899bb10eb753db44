import Foundation
import WayfinderCoordination
import WayfinderNavigation

/// A golden script as a UI test replays it against the real app on a simulator or a device:
/// each step as what a person does there and what a UI test can see. Everything the replay
/// decides is here, in Foundation, tested on Linux; the UI test (`Examples/Shop/UITests`) only
/// translates each ``Action`` into XCUITest calls. `GoldenScripts.devicePlan(contentsOf:)`
/// (WayfinderGoldenScripts) makes one from a script; it is written as JSON for the UI test's
/// bundle.
///
/// What a UI test can see is less than the headless run: the screen on top, by the accessibility
/// identifier the adapters give each screen's view (`Screen.accessibilityIdentifier`),
/// and each link's outcome, which the app shows in its UI-test launch mode (``launchArgument``)
/// as the label of an element identified ``outcomeIdentifier`` (``outcomeLabel(link:outcome:)``).
public struct DevicePlan: Sendable, Hashable, Codable {
  /// What the UI test does, or checks, for a step.
  public enum Action: Sendable, Hashable, Codable {
    /// Opens the link with the system: the `index`-th the script opens, counting from 1.
    case open(link: String, index: Int)
    /// Goes back: the navigation bar's back button, or a sheet pulled down.
    case back
    /// Taps the tab bar button named so.
    case selectTab(name: String)
    /// Taps the control the app identifies so (`wayfinder.action.signIn`).
    case tap(identifier: String)
    /// Waits, in seconds.
    case wait(seconds: Double)
    /// Checks the screen on top.
    case expectTop(screen: ScreenMatch)
    /// Checks the outcome of the `link`-th link: its name, and words it says.
    case expectOutcome(link: Int, outcome: String?, reason: String?)
  }

  /// Which accessibility identifiers show a screen: exactly ``identifier``, or when not
  /// ``exact``, also any that begins with it and `(` (the script named the screen without its
  /// values).
  public struct ScreenMatch: Sendable, Hashable, Codable, CustomStringConvertible {
    public var identifier: String
    public var exact: Bool

    public init(identifier: String, exact: Bool) {
      self.identifier = identifier
      self.exact = exact
    }

    /// What shows the screen written `name` with `arguments` in a script: its identifier with
    /// its one value (`card(7)`); by its name alone when the script gives no value or names them
    /// (they may be data, which the identifier leaves out).
    public init(name: String, arguments: [(label: String?, value: String)]) {
      let prefix = Screen.accessibilityIdentifierPrefix
      if arguments.count == 1, arguments[0].label == nil {
        self.init(
          identifier: Screen(name, parameters: ["": arguments[0].value]).accessibilityIdentifier, exact: true)
        // NB: the parameter's name is not in the identifier: `card(7)` whatever it is called.
      } else {
        self.init(identifier: prefix + name, exact: false)
      }
    }

    /// Whether `candidate`, an element's accessibility identifier, shows the screen.
    public func matches(_ candidate: String) -> Bool {
      candidate == identifier || (!exact && candidate.hasPrefix(identifier + "("))
    }

    public var description: String { exact ? identifier : identifier + "[(…)]" }
  }

  /// One step of the script, with its line and what the UI test does for it.
  public struct Step: Sendable, Hashable, Codable {
    public var line: Int
    public var source: String
    public var actions: [Action]
    /// The checks of the step a UI test cannot see; the headless run makes them.
    public var unchecked: [String]

    public init(line: Int, source: String, actions: [Action], unchecked: [String] = []) {
      self.line = line
      self.source = source
      self.actions = actions
      self.unchecked = unchecked
    }
  }

  /// The identifier of the element whose label is the last link's outcome, in the app's
  /// UI-test launch mode.
  public static let outcomeIdentifier = "wayfinder.lastOutcome"
  /// The launch argument that puts an app in its UI-test mode.
  public static let launchArgument = "-WayfinderUITests"
  /// The launch argument of a launch signed out, for a script that starts so.
  public static let signedOutArgument = "-WayfinderSignedOut"

  /// The script's file, for messages.
  public var file: String
  /// Whether the script starts signed in (the UI test launches the app so).
  public var signedIn: Bool
  public var steps: [Step]

  public init(file: String, signedIn: Bool, steps: [Step]) {
    self.file = file
    self.signedIn = signedIn
    self.steps = steps
  }

  /// The label the app shows for the `link`-th link's outcome in its UI-test mode: `#3
  /// handled: …`, the number of the link in the order outcomes came, its outcome's name, then
  /// all the outcome says.
  public static func outcomeLabel(link: Int, outcome: LinkOutcome) -> String {
    "#\(link) \(outcome.name): \(outcome)"
  }

  /// Whether `label`, the app's outcome label, says what the `link`-th link's check expects.
  /// A `pending` link has no outcome yet: the label is still an earlier link's.
  public static func outcomeLabel(_ label: String, link: Int, matches outcome: String?, reason: String?)
    -> Bool
  {
    let prefix = "#\(link) "
    if outcome == "pending" { return !label.hasPrefix(prefix) }
    guard label.hasPrefix(prefix) else { return false }
    let rest = label.dropFirst(prefix.count)
    if let outcome, !rest.hasPrefix(outcome + ":") { return false }
    if let reason, !rest.contains(reason) { return false }
    return true
  }

  /// The plan as the UI test's bundle holds it: JSON, keys sorted, one step a line apart.
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }

  /// Reads a plan from its JSON.
  public static func read(_ data: Data) throws -> DevicePlan {
    try JSONDecoder().decode(DevicePlan.self, from: data)
  }
}
