import WayfinderModelSupport

/// One thing that happens during a SwiftUI model run: a link, time passing, the person acting
/// on the views, SwiftUI writing a stale value, the app, or SwiftUI failing its word.
///
/// Events are drawn before the run from its seed, so a run is its seed; one that does not apply
/// when it comes (a swipe with nothing to go back to) does nothing.
enum SwiftUIModelEvent: ModelEventing, Hashable {
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
  /// UIKit begins the next presentation a step asks for a turn after the update that asks for
  /// it (an ordering Apple leaves open: ``SwiftUIModelKnobs/presentsNextModalLate``).
  case presentNextModalLate
  /// SwiftUI calls UIKit for the next animated update a turn after its completion and
  /// `onChange` (``SwiftUIModelKnobs/callsUIKitAfterCompletion``).
  case callUIKitAfterCompletion
  /// The next update without animation reaches UIKit a turn later, with no transition
  /// coordinator (``SwiftUIModelKnobs/makesNextStillChangeLate``).
  case makeNextStillChangeLate
  /// `onChange` is not called while a full-screen cover is up, from now on
  /// (``SwiftUIModelKnobs/dropsOnChangeUnderCovers``).
  case dropOnChangeUnderCovers
  /// The app presents an alert, a confirmation dialog or a sheet of its own.
  case appPresents(AppPresentation)
  /// The app's own presentation on top goes.
  case appDismisses
  /// The person taps the tab that is already selected.
  case retapSelectedTab
  /// The person brings the window of the scene at the index to the front (in a run with two).
  case activateScene(Int)
  /// The person closes the window of the scene at the index (in a run with two): the router
  /// lets go of it.
  case closeWindow(Int)
  /// The window of the scene at the index opens again: its root's views appear.
  case reopenWindow(Int)
  /// The person goes back to the sidebar of a collapsed split view.
  case backToSidebar
  /// The width changes: the split views collapse or expand.
  case changeSizeClass
  /// The app's own code selects the tab at the index (a button that switches tabs).
  case appSelectsTab(Int)
  /// The person answers the app's "Discard changes?" for the screen a link would close: yes
  /// (the link goes on) or no (it ends `close-refused`).
  case answerClose(allowed: Bool)
  /// The app keeps the sheet on top from the person's dismissal (`interactiveDismissDisabled`)
  /// or lets it go, or `compose` holds links or no longer (``AppClosingEvent``).
  case appClosing(AppClosingEvent)
  /// iOS 18's tabs: the person or the app hides a tab, or shows it again.
  case tabs18(SwiftUIModelTabs18Event)
  /// The person chooses a row in the sidebar of the stack shown as a split view, or goes back
  /// to its list.
  case stackSplit(SwiftUIModelStackSplitEvent)

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
    case .presentNextModalLate: "knob: present the next modal a turn later"
    case .callUIKitAfterCompletion: "knob: call UIKit after the next animated update's completion"
    case .makeNextStillChangeLate: "knob: make the next change without animation late, with no coordinator"
    case .dropOnChangeUnderCovers: "knob: no onChange under a full-screen cover"
    case .appPresents(let presentation): "the app presents its own \(presentation)"
    case .appDismisses: "the app's own presentation goes"
    case .retapSelectedTab: "re-tap the selected tab"
    case .activateScene(let index): "activate scene-\(index)"
    case .closeWindow(let index): "close the window of scene-\(index)"
    case .reopenWindow(let index): "open the window of scene-\(index) again"
    case .backToSidebar: "go back to the sidebar"
    case .changeSizeClass: "the width changes"
    case .appSelectsTab(let index): "the app selects tab \(index)"
    case .answerClose(let allowed): "the person answers \(allowed ? "discard" : "keep editing")"
    case .appClosing(let event): event.description
    case .tabs18(let event): event.description
    case .stackSplit(let event): event.description
    }
  }

  /// The events of the run with `seed`: 30 to 60 of them, and the app's own presentations
  /// among them.
  static func events(
    seed: UInt64, refusingScreens: Bool = false, tabs18: Bool = false, scenes: Int = 1,
    stackSplit: Bool = false
  ) -> [SwiftUIModelEvent] {
    var events = withOrderingKnobs(withAppEvents(baseEvents(seed: seed), seed: seed), seed: seed)
    if scenes > 1 {
      // Windows closed and opened again, from a stream of their own.
      var windows = SplitMix64(seed: seed ^ 0x3_1D0)
      for _ in 0..<(1 + windows.next(4)) {
        let index = windows.next(2)
        let at = windows.next(events.count + 1)
        events.insert(.closeWindow(index), at: at)
        events.insert(.reopenWindow(index), at: at + 1 + windows.next(events.count - at))
      }
    }
    if refusingScreens {
      // The person's answers come from a stream of their own, so the other events stay the seed's.
      events = ModelEventStreams.inserting(into: events, seed: seed, salt: 0xC1_05E) {
        .answerClose(allowed: $0.chance(50))
      }
    }
    if tabs18 { SwiftUIModelTabs18Event.insert(into: &events, seed: seed) }
    if stackSplit { SwiftUIModelStackSplitEvent.insert(into: &events, seed: seed) }
    return AppClosingEvent.sprinkled(into: events, seed: seed) { .appClosing($0) }
  }

  /// The events runs drew before the app's own presentations were modelled: a seed's kept
  /// regression runs replay them.
  static func baseEvents(seed: UInt64) -> [SwiftUIModelEvent] {
    var random = SplitMix64(seed: seed)
    let count = 30 + random.next(31)
    return (0..<count).map { _ in draw(&random) }
  }

  /// `events` with the app presenting and taking away its own alerts, dialogs and sheets here
  /// and there, from a stream of its own, so that the other events stay as the seed drew them.
  static func withAppEvents(_ events: [SwiftUIModelEvent], seed: UInt64) -> [SwiftUIModelEvent] {
    ModelEventStreams.interleaving(events, seed: seed, salt: 0xA99_0E5) { random in
      var result: [SwiftUIModelEvent] = []
      if random.chance(6) {
        result.append(random.chance(55) ? .appPresents(random.pick(AppPresentation.allCases)) : .appDismisses)
      }
      if random.chance(2) { result.append(.retapSelectedTab) }
      if random.chance(8) { result.append(.activateScene(random.next(2))) }
      if random.chance(6) { result.append(random.chance(60) ? .backToSidebar : .changeSizeClass) }
      if random.chance(3) { result.append(.appSelectsTab(random.next(SwiftUIModelApp.tabs.count))) }
      return result
    }
  }

  /// `events` with the orderings Apple leaves open armed here and there, from a stream of its
  /// own, so that the other events stay as the seed drew them.
  static func withOrderingKnobs(_ events: [SwiftUIModelEvent], seed: UInt64) -> [SwiftUIModelEvent] {
    ModelEventStreams.interleaving(events, seed: seed, salt: 0x0D_E125) { random in
      let knobs: [(Int, SwiftUIModelEvent)] = [
        (5, .presentNextModalLate), (5, .callUIKitAfterCompletion), (5, .makeNextStillChangeLate),
        (1, .dropOnChangeUnderCovers),
      ]
      return knobs.filter { random.chance($0.0) }.map(\.1)
    }
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
