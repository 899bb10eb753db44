import WayfinderModelSupport

/// One thing that happens during a SwiftUI model run: a link, time passing, the person acting
/// on the views, SwiftUI writing a stale value, the app, or SwiftUI failing its word.
///
/// Events are drawn before the run from its seed, so a run is its seed; one that does not apply
/// when it comes (a swipe with nothing to go back to) does nothing.
enum SwiftUIModelEvent: Hashable, Sendable, CustomStringConvertible {
  /// A link arrives.
  case open(String)
  /// Time passes.
  case advance(milliseconds: Int)
  /// The person swipes back on the stack on screen.
  case swipeBack
  /// The person taps a `NavigationLink(value:)` of the screen on top (the index picks which).
  case followLink(Int)
  /// The person taps the tab at the index.
  case selectTab(Int)
  /// The person pulls the top sheet down, to the end or not.
  case pullDown(finishing: Bool)
  /// SwiftUI writes a value an earlier render showed, through that render's binding (the index
  /// picks which).
  case staleEcho(Int)
  /// The person signs in: the session says so and the guard passes.
  case signIn
  /// The person gives up signing in: the guard fails.
  case cancelSignIn
  /// The app says it is ready for links (in a run that starts not ready).
  case becomeReady
  /// SwiftUI loses the completion of the model's next animated update.
  case loseNextCompletion
  /// SwiftUI calls the completion of the model's next animated update after the time limit.
  case slowNextCompletion

  var description: String {
    switch self {
    case .open(let link): "open \(link.isEmpty ? "\"\"" : link)"
    case .advance(let milliseconds): "advance \(milliseconds) ms"
    case .swipeBack: "swipe back"
    case .followLink(let index): "follow navigation link \(index)"
    case .selectTab(let index): "select tab \(index)"
    case .pullDown(let finishing): "pull the sheet down (to \(finishing ? "the end" : "half-way"))"
    case .staleEcho(let index): "stale write-back \(index)"
    case .signIn: "sign in"
    case .cancelSignIn: "cancel sign-in"
    case .becomeReady: "the app becomes ready"
    case .loseNextCompletion: "knob: lose the next completion"
    case .slowNextCompletion: "knob: slow the next completion"
    }
  }

  /// The events of the run with `seed`: 30 to 60 of them.
  static func events(seed: UInt64) -> [SwiftUIModelEvent] {
    var random = SplitMix64(seed: seed)
    let count = 30 + random.next(31)
    return (0..<count).map { _ in draw(&random) }
  }

  private static func draw(_ random: inout SplitMix64) -> SwiftUIModelEvent {
    switch random.next(100) {
    case 0..<24:
      random.chance(85)
        ? .open(SwiftUIModelApp.link(to: random.pick(SwiftUIModelApp.linkedScreens)))
        : .open(random.pick(SwiftUIModelApp.badLinks))
    case 24..<44: .advance(milliseconds: random.pick([50, 120, 200, 350, 400, 700, 1000, 2500, 5000]))
    case 44..<51: .swipeBack
    case 51..<58: .followLink(random.next(4))
    case 58..<65: .selectTab(random.next(SwiftUIModelApp.tabs.count))
    case 65..<72: .pullDown(finishing: random.chance(70))
    case 72..<79: .staleEcho(random.next(16))
    case 79..<83: .signIn
    case 83..<87: .cancelSignIn
    case 87..<90: .becomeReady
    case 90..<95: .loseNextCompletion
    default: .slowNextCompletion
    }
  }
}
