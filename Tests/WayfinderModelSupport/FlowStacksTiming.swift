import WayfinderNavigation

/// The time FlowStacks takes from one navigation state to another, by its documented rules and
/// its source (FlowStacks 1.x, `FlowPath.calculateSteps` and `RoutesHolder`), on iOS 17 with
/// `NavigationStack`, each update animated, durations from ``TransitionDurations``:
///
/// - the state is one array of routes: the root screen, then each screen pushed or presented
///   (a sheet, a cover), in order;
/// - a change is broken into steps: a first one that changes screens without changing the
///   structure; one that dismisses every presentation no longer wanted (iOS 17: all at once);
///   one that pops the pushes no longer wanted; then one per presentation added, each push
///   merged into the step before it (`NavigationStack` takes several pushes in one update);
/// - fewer than three steps are made in one update, at once; otherwise the second step is made
///   at once and each step after it 0.65 s after the one before ("with delays if necessary in
///   between"); the screen is there when the last step's animation ends.
///
/// FlowStacks has no tab bars and no flow switchers (an app switches those itself): a change
/// that selects another tab or shows another flow has no equivalent, `nil`.
public enum FlowStacksTiming {
  /// A route of FlowStacks' array.
  enum Route: Equatable {
    case root(Screen)
    case push(Screen)
    case sheet(Screen)
    case cover(Screen)

    var isPresented: Bool {
      switch self {
      case .sheet, .cover: true
      case .root, .push: false
      }
    }

    /// The route's style alone, as FlowStacks compares them.
    var style: Int {
      switch self {
      case .root: 0
      case .push: 1
      case .sheet: 2
      case .cover: 3
      }
    }
  }

  /// What one update does: the transitions it runs at once; the longest is the update's time.
  struct Update {
    var routes: [Route]
    var durations: [Duration]
    var duration: Duration { durations.max() ?? .zero }
  }

  /// The time from `before` to `after`, or `nil` when FlowStacks has no equivalent.
  public static func time(from before: NavigationState, to after: NavigationState) -> Duration? {
    guard before.root.visiblePath == after.root.visiblePath else { return nil }
    let updates = steps(from: routes(of: before), to: routes(of: after))
    guard let last = updates.last else { return .zero }
    // Fewer than three steps: one update, at once. Otherwise the first two at once (the second
    // replaces the first in the same turn), each next one a wait later.
    guard updates.count >= 3 else { return updates.map(\.duration).max() ?? .zero }
    return TransitionDurations.flowStacksStepDelay * (updates.count - 2) + last.duration
  }

  /// The routes of what `state` shows: the visible stack of the root, then each modal's root
  /// presented and the rest of its visible stack pushed.
  static func routes(of state: NavigationState) -> [Route] {
    let base = state.root.visibleStack.screens
    var routes: [Route] = base.enumerated().map { $0.offset == 0 ? .root($0.element) : .push($0.element) }
    for modal in state.modals {
      for (index, screen) in modal.content.visibleStack.screens.enumerated() {
        routes.append(
          index > 0 ? .push(screen) : modal.style == .fullScreen ? .cover(screen) : .sheet(screen))
      }
    }
    return routes
  }

  /// The updates after the first (which changes screens in place and moves nothing), each with
  /// its transitions; empty when nothing moves.
  static func steps(from start: [Route], to end: [Route]) -> [Update] {
    let shared = zip(start, end).prefix { $0.style == $1.style }.count
    let firstPresented = start[shared...].firstIndex(where: \.isPresented) ?? start.count
    // The first update: the shared structure with the screens it ends with.
    var current = Array(end[..<shared] + start[shared...])
    var updates: [Update] = []
    if current != start {
      // Screens replaced in place: a stack's top changed is animated as a push.
      updates.append(Update(routes: current, durations: [TransitionDurations.push]))
    } else {
      updates.append(Update(routes: current, durations: []))
    }
    if current.count > firstPresented {
      current = Array(end[..<shared])
      updates.append(Update(routes: current, durations: [TransitionDurations.dismiss]))
    }
    if current.count > shared {
      while current.count > shared, case .push = current.last { current.removeLast() }
      updates.append(Update(routes: current, durations: [TransitionDurations.pop]))
    }
    while current.count < end.count {
      let next = end[current.count]
      current.append(next)
      if case .push = next, updates.count > 1 {
        updates[updates.count - 1].routes = current
        updates[updates.count - 1].durations.append(TransitionDurations.push)
      } else {
        let duration = next.isPresented ? TransitionDurations.present : TransitionDurations.push
        updates.append(Update(routes: current, durations: [duration]))
      }
    }
    // The first update moves nothing when it changes no screen: it does not count as a
    // transition, but FlowStacks counts it as a step.
    if updates.count == 1, updates[0].durations.isEmpty { return [] }
    return updates
  }
}
