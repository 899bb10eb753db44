@_spi(Internals) import WayfinderNavigation

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// A navigator that performs each step on another navigator and then publishes what is on
/// screen, so an app can observe the navigation state.
///
/// `Navigator` has no change notification; wrap the app's navigator in this one and hand
/// the wrapper to the `DeepLinkCenter`, so every step the center performs goes through it.
/// ``statePublisher`` gives a new subscriber the state on screen at once, then the state
/// after each step that completes, on the main actor. A refused step changes nothing on
/// screen and publishes nothing. Steps performed on the wrapped navigator directly, not
/// through the wrapper, are not seen until the next step through it.
///
/// ```swift
/// let navigator = StatePublishingNavigator(HeadlessNavigator(state: BankNavigation.signedInStart))
/// let subscription = navigator.statePublisher.sink { state in
///   print(state.topScreen!)
/// }
/// // dashboard
/// try await navigator.perform(.push(BankNavigation.Screens.card(7), onto: "dashboard"))
/// // card(7)
/// ```
@MainActor
public final class StatePublishingNavigator: Navigator {
  /// The navigator that performs the steps.
  public let base: any Navigator
  // NB: private, so that only a completed step can send a state.
  private let subject: CurrentValueSubject<NavigationState, Never>

  /// Creates a navigator that performs its steps on `base`.
  ///
  /// - Parameter base: The navigator that performs the steps; its state is the first one
  ///   published.
  public init(_ base: any Navigator) {
    self.base = base
    subject = CurrentValueSubject(base.state)
  }

  /// What is on screen now: the wrapped navigator's state.
  public var state: NavigationState { base.state }

  /// The state on screen at once, then the state after each completed step.
  ///
  /// Backed by a `CurrentValueSubject`: replaying the current value to a new subscriber is
  /// right for a state, which is always there to show, unlike a link, which must be acted on
  /// once.
  public var statePublisher: AnyPublisher<NavigationState, Never> {
    subject.eraseToAnyPublisher()
  }

  /// What the wrapped navigator reads on screen now.
  @_spi(Internals) public func snapshot() async -> NavigationState { await base.snapshot() }

  /// Performs `plan` on the wrapped navigator one step at a time and, once each has
  /// completed, publishes the state on screen; nothing is published for a refused step.
  @_spi(Internals) public func perform(
    _ plan: [Step], stoppingWhen stop: @MainActor () -> Bool
  ) async -> PlanReport {
    await run(plan, stoppingWhen: stop) { step throws(NavigationError) in
      try await base.perform(step)
      subject.send(base.state)
    }
  }
}
