@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

/// What every journey decides by, fixed when the center is made but for what the app sets later
/// (its closing rules): the graph, the planner, the guards, the redirects.
@MainActor
final class JourneyRules {
  let graph: NavigationGraph
  /// The navigator's state is legal step by step and the graph builds legal targets, so the
  /// planner does not check them again for every link.
  let planner: TransitionPlanner
  let guards: [String: RouteGuard]
  /// The guards' names, in one order: how ``GuardAnswers`` are kept.
  let guardNames: [String]
  /// The guards, in the order of their names.
  let orderedGuards: [RouteGuard]
  /// Whether the navigator drives real views, where the screen can change under a plan: a plan
  /// refused for that is made again from what is there, twice at most.
  let live: Bool
  /// What a link may close: the app's rules, which the center's `closingRule` sets.
  var closing = ClosingRules()
  /// The screens the app's routes interrupt with: a modal they are the root of is an
  /// interrupting flow, which a restoration leaves out. Found at the first restoration.
  var interruptingScreens: () -> Set<String>
  /// Follows a redirect to `target` one hop along `chain`, to the destination it leads to.
  let redirect: (inout RedirectChain, String) throws(LinkError) -> Destination

  init(
    graph: NavigationGraph, guards: [RouteGuard], live: Bool, animatesLastStep: Bool,
    interruptingScreens: @escaping () -> Set<String>,
    redirect: @escaping (inout RedirectChain, String) throws(LinkError) -> Destination
  ) {
    self.graph = graph
    planner = TransitionPlanner(animatesLastStep: animatesLastStep, checksStates: false)
    let byName = Dictionary(guards.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    self.guards = byName
    guardNames = byName.keys.sorted()
    orderedGuards = byName.keys.sorted().compactMap { byName[$0] }
    self.live = live
    self.interruptingScreens = interruptingScreens
    self.redirect = redirect
  }

  /// The stack that shows `check`'s screen, from `state`.
  func stack(of check: RouteGuard, from state: NavigationState) -> String? {
    try? graph.place(for: check.screen, in: nil, from: state).place.stack
  }
}

/// Where a link's screen goes and the steps that bring it there: the one decision `open`
/// performs and `explain` shows.
struct ScreenDecision: Sendable {
  /// The screen's place in the graph: its stack, the path to it, the guards on the way.
  var place: NavigationGraph.Place
  /// The steps from what is on screen.
  var steps: [Step]
  /// What is on screen once the steps have run: built, or built when asked.
  private let reached: Target

  private enum Target: Sendable {
    case built(NavigationState)
    /// `state` showing `screens` in `stack`: the common link, planned along the path with no
    /// target built. Only a superseded link (is its screen there?) and `explain` ask.
    case showing([Screen], in: String, from: NavigationState)
  }

  init(place: NavigationGraph.Place, steps: [Step], target: NavigationState) {
    self.place = place
    self.steps = steps
    reached = .built(target)
  }

  init(
    place: NavigationGraph.Place, steps: [Step], showing screens: [Screen], in stack: String,
    from state: NavigationState
  ) {
    self.place = place
    self.steps = steps
    reached = .showing(screens, in: stack, from: state)
  }

  /// What is on screen once the steps have run.
  var target: NavigationState {
    switch reached {
    case .built(let target):
      return target
    case .showing(let screens, let stack, let state):
      // Cannot fail: the planner found the stack from the same state, and planning along the
      // path reveals the stack exactly as `showing` does (`TransitionPlanner.plan(from:showing:in:)`
      // throws where `showing` throws). The state itself stands in all the same.
      return (try? state.showing(screens, in: stack)) ?? state
    }
  }
}

extension JourneyRules {
  /// Decides how `screen` comes on screen from `state`: its place, then the plan to it, closing
  /// on the way what `closing` names (the screens of the guards the link passed, what
  /// superseded work left). Pure: it reads nothing and performs nothing, so `explain`, which
  /// decides on a snapshot, says exactly what `open`, which decides and then performs, does.
  ///
  /// - Parameters:
  ///   - screen: The link's screen.
  ///   - stack: The stack the link names, if it names one.
  ///   - effect: What the route does to the stack (rebuild it, push, bring back).
  ///   - interrupts: Whether the screen is an interrupting flow, presented over anything.
  ///   - closing: What the plan closes on its way.
  ///   - state: What is on screen.
  /// - Throws: ``LinkFailure`` when the screen has no place from `state`, or no plan reaches it.
  func decide(
    _ screen: Screen, in stack: String?, effect: LinkEffect, interrupts: Bool = false,
    closing: Closing, from state: NavigationState
  ) throws(LinkFailure) -> ScreenDecision {
    let base = closing.applied(to: state)
    let place: NavigationGraph.Place
    let single: Bool
    let target: NavigationState
    do {
      (place, single) = try graph.place(for: screen, in: stack, from: state)
      if interrupts {
        target = try graph.target(for: screen, from: base)
      } else if effect != .rebuild,
        let kept = graph.target(for: screen, at: place, effect: effect, from: base)
      {
        // A route that keeps what the stack holds (push, bring back) plans to its own target.
        target = kept
      } else {
        // Most links go to a stack that is on screen: planned along the path to it, with no
        // target state built (see `TransitionPlanner.plan(from:showing:in:)`).
        if base == state, let screens = graph.screens(showing: screen, at: place),
          let steps = try? planner.plan(from: state, showing: screens, in: place.stack)
        {
          return ScreenDecision(place: place, steps: steps, showing: screens, in: place.stack, from: state)
        }
        target = try graph.target(for: screen, in: stack, at: place, single: single, from: base)
      }
    } catch {
      throw .placing(error)
    }
    do {
      return ScreenDecision(place: place, steps: try planner.plan(from: state, to: target), target: target)
    } catch {
      throw .refused(error)
    }
  }
}
