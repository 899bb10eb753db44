import WayfinderCoordination

/// The events both models have, with one meaning: each model's event enum holds them as
/// `.shared(_)` (``ModelEventing``), and ``ModelScenes/perform(shared:)`` makes them happen.
public enum ModelSharedEvent: Hashable, Sendable, CustomStringConvertible {
  /// A link arrives.
  case open(String)
  /// Time passes.
  case advance(milliseconds: Int)
  /// The person signs in: the session says so and the guard passes.
  case signIn
  /// The person gives up signing in: the guard fails.
  case cancelSignIn
  /// The person brings the window of the scene at the index to the front (with two scenes): it
  /// becomes the active one, and the person's and the app's events act on it.
  case activateScene(Int)
  /// The person closes the window of the scene at the index (with two scenes): it disconnects.
  case closeWindow(Int)
  /// The window of the scene at the index opens again (with two scenes): it connects.
  case reopenWindow(Int)
  /// The person answers the app's "Discard changes?" for the screen a link would close: yes
  /// (the link goes on) or no (it ends `close-refused`).
  case answerClose(allowed: Bool)
  /// The app keeps the modal on top from the person's dismissal (`isModalInPresentation`,
  /// `interactiveDismissDisabled`) or lets it go, or `compose` holds links or no longer.
  case appClosing(AppClosingEvent)

  public var description: String {
    switch self {
    case .open(let link): "open \(link.isEmpty ? "\"\"" : link)"
    case .advance(let milliseconds): "advance \(milliseconds) ms"
    case .signIn: "sign in"
    case .cancelSignIn: "cancel sign-in"
    case .activateScene(let index): "scene \(index + 1) becomes active"
    case .closeWindow(let index): "the window of scene \(index + 1) closes"
    case .reopenWindow(let index): "the window of scene \(index + 1) opens again"
    case .answerClose(let allowed): "the person answers \(allowed ? "discard" : "keep editing")"
    case .appClosing(let event): event.description
    }
  }
}

/// A model's events: the shared ones (``ModelSharedEvent``) among its own, and those of its
/// own the shared scenarios (``ModelScenario``) need.
public protocol ModelEventing: Sendable, CustomStringConvertible {
  static func shared(_ event: ModelSharedEvent) -> Self
  /// The person pulls the sheet on top down to the end, and lets go.
  static var pullSheetAway: [Self] { get }
  /// The app presents an alert of its own from the screen on top.
  static var appPresentsAnAlert: Self { get }
  /// The person taps the tab that is selected (`home`, at the start) again.
  static var retapHome: Self { get }
  /// The person hides the tab at the index in iOS 18's sidebar, or shows it again.
  static func hideTab(_ index: Int, hidden: Bool) -> Self
}

extension ModelEventing {
  public static func open(_ url: String) -> Self { .shared(.open(url)) }
  public static func advance(milliseconds: Int) -> Self { .shared(.advance(milliseconds: milliseconds)) }
  public static var signIn: Self { .shared(.signIn) }
  public static var cancelSignIn: Self { .shared(.cancelSignIn) }
  public static func activateScene(_ index: Int) -> Self { .shared(.activateScene(index)) }
  public static func closeWindow(_ index: Int) -> Self { .shared(.closeWindow(index)) }
  public static func reopenWindow(_ index: Int) -> Self { .shared(.reopenWindow(index)) }
  public static func answerClose(allowed: Bool) -> Self { .shared(.answerClose(allowed: allowed)) }
  public static func appClosing(_ event: AppClosingEvent) -> Self { .shared(.appClosing(event)) }
}

extension ModelScenes {
  /// Makes a shared event happen, as far as it can now.
  public func perform(shared event: ModelSharedEvent) async {
    switch event {
    case .open(let url): open(url)
    case .advance(let milliseconds): await letTimePass(.milliseconds(milliseconds))
    case .signIn:
      session.isSignedIn = true
      for center in centers { center.resolveGuard(App.guardName, passed: true) }
    case .cancelSignIn: for center in centers { center.resolveGuard(App.guardName, passed: false) }
    case .activateScene(let index): if holdsGesture || !activate(index) { skip() }
    case .closeWindow(let index): if !closeWindowIfOpen(index) { skip() }
    case .reopenWindow(let index): if !reopenWindowIfClosed(index) { skip() }
    case .answerClose(let allowed): if !answerClose(allowed: allowed) { skip() }
    case .appClosing(let closing): if !appClosing(closing) { skip() }
    }
  }

  /// Writes that the event does not apply now.
  public func skip() {
    trace("  (does not apply now)")
  }
}
