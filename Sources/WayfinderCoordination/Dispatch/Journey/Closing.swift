@_spi(Internals) import WayfinderNavigation

/// What a running piece of work must close on its way: the screens of the guards it passed, and
/// what superseded work left up (a guard's screen whose wait was superseded, a dead
/// interrupting flow).
struct Closing: Sendable {
  var screens: [Screen.ID]
  /// Guard screens superseded waits left, by guard: one the work waits for again is kept.
  var guards: [String: Screen.ID]
  /// The dead interrupting flow and the state from before it.
  var interruption: DispatchMachine.Interruption?
  /// How a passed guard's screen closes, where a flow's root gives way to the guarded flow.
  var closers: [Screen.ID: @Sendable (NavigationState) -> NavigationState] = [:]

  /// Nothing to close.
  init() { self.init((guards: [], interruption: nil)) }

  init(_ left: (guards: [DispatchMachine.GuardWait], interruption: DispatchMachine.Interruption?)) {
    guards = Dictionary(left.guards.map { ($0.name, $0.screen) }, uniquingKeysWith: { first, _ in first })
    interruption = left.interruption
    screens = left.guards.map(\.screen) + (left.interruption.map { [$0.flow] } ?? [])
  }

  /// `state` with every screen to close closed, but `kept`.
  func applied(to state: NavigationState, keeping kept: Screen.ID? = nil) -> NavigationState {
    screens.filter { $0 != kept && state.holds($0) }.reduce(state) { closers[$1]?($0) ?? $0.closing($1) }
  }
}
