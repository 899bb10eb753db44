import Foundation
import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// Golden scripts as a UI test replays them against the real app (`DevicePlan`, WayfinderTesting).
///
/// - `open` opens the link with the system (`XCUIApplication.open(_:)`);
/// - `back` taps the navigation bar's back button (or pulls the sheet down);
/// - `selectTab` taps the tab bar button of that name;
/// - `signIn`, `cancelSignIn`, `cancelFlow`, `allowClose` and `refuseClose` tap the control the
///   app identifies `wayfinder.action.<step>` (its Sign In button, say);
/// - `advance` waits that long;
/// - `expect` checks `top` (or the last screen of `stack`) on top, and `outcome` and `reason`
///   of the link it names; `path`, the rest of `stack`, `steps`, `animated` and `notified` are
///   not visible to a UI test: they are listed in the step's `unchecked`, for the headless run;
/// - `push`, `present`, `finish`, `guards`, `ready` and `restore` have no device equivalent:
///   a script holding one cannot be replayed (``DeviceScriptError``).
extension GoldenScripts {
  /// The plan of the script at `path`, as a UI test replays it.
  ///
  /// - Throws: ``DeviceScriptError`` for a step with no device equivalent; a `SourceError` for
  ///   a mistake in the script.
  nonisolated public static func devicePlan(contentsOf path: String) throws -> DevicePlan {
    var plan = try devicePlan(of: Script.load(contentsOf: path))
    // The plan travels in a UI test's bundle: it names its script by the file's name alone.
    plan.file = URL(fileURLWithPath: path).lastPathComponent
    return plan
  }

  /// The plan of a script's text.
  nonisolated public static func devicePlan(_ text: String, file: String = "script.yaml") throws -> DevicePlan
  {
    try devicePlan(of: Script.parse(text, file: file))
  }

  nonisolated static func devicePlan(of script: Script) throws(DeviceScriptError) -> DevicePlan {
    var opened = 0
    var lastOpened: [String: Int] = [:]
    var steps: [DevicePlan.Step] = []
    for line in script.steps {
      var step = DevicePlan.Step(line: line.line, source: line.step.description, actions: [])
      switch line.step {
      case .open(let link):
        opened += 1
        lastOpened[link] = opened
        step.actions = [.open(link: link, index: opened)]
      case .back: step.actions = [.back]
      case .selectTab(let tab): step.actions = [.selectTab(name: tab)]
      case .signIn, .cancelSignIn, .cancelFlow, .allowClose, .refuseClose:
        step.actions = [.tap(identifier: "wayfinder.action.\(line.step.description)")]
      case .advance(let duration):
        let (seconds, attoseconds) = duration.components
        step.actions = [.wait(seconds: Double(seconds) + Double(attoseconds) / 1e18)]
      case .expect(let expectation):
        (step.actions, step.unchecked) = try checks(
          expectation, opened: opened, lastOpened: lastOpened, line: line, file: script.file)
      case .push, .present, .finish, .guards, .ready, .restore, .arrive, .notification, .hideTab, .arriveIn,
        .window:
        throw DeviceScriptError(
          file: script.file, line: line.line, step: line.step.description,
          reason: "has no device equivalent: a UI test cannot tell which of the app's controls does it")
      }
      steps.append(step)
    }
    return DevicePlan(file: script.file, signedIn: script.signedIn, steps: steps)
  }

  nonisolated private static func checks(
    _ expectation: ScriptStep.Expectation, opened: Int, lastOpened: [String: Int], line: Script.Line,
    file: String
  ) throws(DeviceScriptError) -> ([DevicePlan.Action], [String]) {
    var actions: [DevicePlan.Action] = []
    if let top = expectation.top ?? expectation.stack?.last {
      actions.append(.expectTop(screen: DevicePlan.ScreenMatch(name: top.name, arguments: top.arguments)))
    }
    if expectation.outcome != nil || expectation.reason != nil {
      let link: Int? =
        switch expectation.link {
        case nil: opened > 0 ? opened : nil
        case .position(let position): position
        case .text(let text): lastOpened[text]
        }
      guard let link else {
        throw DeviceScriptError(
          file: file, line: line.line, step: line.step.description,
          reason: "checks a link the script has not opened")
      }
      actions.append(.expectOutcome(link: link, outcome: expectation.outcome, reason: expectation.reason))
    }
    var unchecked: [String] = []
    if expectation.path != nil { unchecked.append("path") }
    if let stack = expectation.stack, stack.count > 1 { unchecked.append("stack below its top") }
    if expectation.steps != nil { unchecked.append("steps") }
    if expectation.animated != nil { unchecked.append("animated") }
    if expectation.notified != nil { unchecked.append("notified") }
    return (actions, unchecked)
  }
}

/// A golden script's step that a UI test cannot replay.
public struct DeviceScriptError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var step: String
  public var reason: String

  public var description: String { "\(file):\(line): \(step) \(reason)" }
}
