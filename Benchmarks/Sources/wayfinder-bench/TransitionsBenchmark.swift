import Foundation
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// `wayfinder-bench transitions`: for the reference apps' links, how many transitions a link
/// takes and the simulated time from the link to its screen on screen — a deterministic model
/// computation over the plans the real center makes, timed no wall clock.
///
/// Each app's links are opened in order in one headless session, as its golden script opens
/// them, so each starts from what the one before left. For each link's plan:
/// - `now`: the plan's steps, one after the other, each waiting for the one before to end (as
///   the navigators do): an animated transition takes the models' duration (the UIKit model:
///   350 ms for every push, pop, `setViewControllers`, presentation and dismissal; the SwiftUI
///   model: 350 ms a stack change, 400 ms a presentation, 300 ms a dismissal or a flow); one
///   without animation ends at once in the models, and shows at the screen's next frame, so it
///   counts one frame (1/60 s) here;
/// - `one at a time`: the same change as the planner made it before issue 23, a pop, a push
///   per screen and a dismissal per modal, timed the same way;
/// - `floor`: the least UIKit allows for the same change: the last transition's animation,
///   and one frame for each presentation or dismissal before it (UIKit refuses one while
///   another is in flight); every other change is made in the same frame;
/// - `0.65 s per step`: a library that waits a fixed 0.65 s after each step (FlowStacks does,
///   between the steps of a path change), on the one-at-a-time plan and on this plan.
enum TransitionsBenchmark {
  static let subcommand = Subcommand(
    name: "transitions",
    summary: "transitions and simulated time to screen of the reference apps' links (a model, no timing)",
    run: run)

  static let frameMs = 1000.0 / 60
  static let fixedStepMs = 650.0

  /// The links of each app, in the order its golden script (Examples/scripts) opens them.
  static let links: [(EmbeddedApp, [String])] = [
    (
      .bank,
      [
        "bank://cards/42/detail", "bank://settings/notifications", "bank://support", "bank://cards/7",
        "bank://cards/8", "bank://cards/8/detail", "bank://profile", "bank://cards/42/detail",
      ]
    ),
    (
      .messenger,
      [
        "com.myapp://channels?channelId=1234", "com.myapp://feed/5/photo",
        "com.myapp://channels?channelId=99", "com.myapp://rate-order?orderId=7",
        "com.myapp://feed/5/photo",
      ]
    ),
    (.recipes, ["recipes://recipes/4/ratings", "recipes://search?q=soup", "recipes://recipes/7/ratings"]),
  ]

  /// One link's figures.
  struct Row {
    var app: String
    var link: String
    var outcome: String
    var steps: Int
    var stepsOneAtATime: Int
    var uikitMs: Double
    var uikitOneAtATimeMs: Double
    var swiftUIMs: Double
    var floorMs: Double
  }

  /// A transition of a plan, as the timing counts it.
  enum Transition {
    case stack, present, dismiss, flow, tab

    var uikitMs: Double { self == .tab ? 0 : 350 }
    var swiftUIMs: Double {
      switch self {
      case .stack: 350
      case .present: 400
      case .dismiss, .flow: 300
      case .tab: 0
      }
    }
    var isPresentation: Bool { self == .present || self == .dismiss }
  }

  @MainActor
  static func run(_ arguments: [String]) async -> Int32 {
    guard let options = CommonOptions(arguments, command: "transitions") else { return 2 }
    var rows: [Row] = []
    do {
      for (embedded, links) in links {
        let session = ToolSession(app: try embedded.app())
        for link in links {
          let before = session.state
          var record = await session.open(link)
          if record.outcome == nil {
            // A resolver waiting for its data: the app's catalog answers in its own time.
            await session.advance(by: .seconds(3))
            record = session.links[record.index]
          }
          rows.append(row(embedded.rawValue, link, record, from: before))
        }
      }
    } catch {
      printError("wayfinder-bench transitions: \(error)")
      return 1
    }
    print(options.json ? json(rows) : table(rows))
    return 0
  }

  static func row(
    _ app: String, _ link: String, _ record: ToolSession.LinkRecord, from start: NavigationState
  )
    -> Row
  {
    var state = start
    var now: [(Transition, Bool)] = []
    var oneAtATime: [(Transition, Bool)] = []
    for step in record.steps {
      if let transition = transition(of: step) {
        now.append((transition, step.animated))
        let count = transitionsOneAtATime(step, in: state)
        for index in 0..<count { oneAtATime.append((transition, step.animated && index == count - 1)) }
      }
      try? state.apply(step)
    }
    return Row(
      app: app, link: link, outcome: record.outcomeName, steps: now.count, stepsOneAtATime: oneAtATime.count,
      uikitMs: time(now, \.uikitMs), uikitOneAtATimeMs: time(oneAtATime, \.uikitMs),
      swiftUIMs: time(now, \.swiftUIMs), floorMs: floor(now))
  }

  /// The transition a step makes, if it moves anything.
  static func transition(of step: Step) -> Transition? {
    switch step.action {
    case .push, .pop, .replace, .setScreens: .stack
    case .present: .present
    case .dismiss, .dismissChain: .dismiss
    case .switchFlow: .flow
    case .selectTab: .tab
    case .reload, .update: nil
    }
  }

  /// How many transitions the planner made of `step`'s change before issue 23: a pop, then a
  /// replacement of the root or a push per screen; a dismissal per modal.
  static func transitionsOneAtATime(_ step: Step, in state: NavigationState) -> Int {
    switch step.action {
    case .setScreens(let screens, let stack, let keeping):
      guard case .stack(let old)? = state.container(named: stack) else { return 1 }
      let popped = old.screens.count > max(keeping, 1) ? 1 : 0
      return popped + screens.count - keeping
    case .dismissChain(let modals): return modals.count
    default: return 1
    }
  }

  /// The time of `transitions` one after the other: an animated one its duration, another a
  /// frame.
  static func time(_ transitions: [(Transition, Bool)], _ duration: KeyPath<Transition, Double>) -> Double {
    transitions.reduce(0) { total, next in total + (next.1 ? next.0[keyPath: duration] : frameMs) }
  }

  /// The least UIKit allows: the last transition's animation (if it is animated), one frame for
  /// each presentation or dismissal before it.
  static func floor(_ transitions: [(Transition, Bool)]) -> Double {
    guard let last = transitions.last else { return 0 }
    let serialized = transitions.dropLast().filter { $0.0.isPresentation }.count
    return Double(serialized) * frameMs + (last.1 ? last.0.uikitMs : frameMs)
  }

  static func table(_ rows: [Row]) -> String {
    var lines = [
      "app        link                                    outcome  transitions  UIKit ms   one at a time  floor ms  SwiftUI ms  0.65 s/step (then → now)"
    ]
    for row in rows {
      lines.append(
        row.app.padding(11) + row.link.padding(40) + row.outcome.padding(9)
          + "\(row.stepsOneAtATime) → \(row.steps)".padding(13) + format(row.uikitMs).padding(11)
          + format(row.uikitOneAtATimeMs).padding(15) + format(row.floorMs).padding(10)
          + format(row.swiftUIMs).padding(12)
          + "\(format(Double(row.stepsOneAtATime) * fixedStepMs)) → \(format(Double(row.steps) * fixedStepMs))"
      )
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ rows: [Row]) -> String {
    let items = rows.map { row in
      "{\"app\": \"\(row.app)\", \"link\": \"\(row.link)\", \"outcome\": \"\(row.outcome)\", "
        + "\"transitions\": \(row.steps), \"transitions_one_at_a_time\": \(row.stepsOneAtATime), "
        + "\"uikit_ms\": \(format(row.uikitMs)), \"uikit_one_at_a_time_ms\": \(format(row.uikitOneAtATimeMs)), "
        + "\"floor_ms\": \(format(row.floorMs)), \"swiftui_ms\": \(format(row.swiftUIMs)), "
        + "\"fixed_ms\": \(format(Double(row.steps) * fixedStepMs)), "
        + "\"fixed_one_at_a_time_ms\": \(format(Double(row.stepsOneAtATime) * fixedStepMs))}"
    }
    return "{\"transitions\": [" + items.joined(separator: ", ") + "]}"
  }

  static func format(_ value: Double) -> String { String(format: "%.0f", value) }
}
