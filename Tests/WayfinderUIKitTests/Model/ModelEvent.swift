import WayfinderModelSupport

/// One thing that happens to the app during a model run: a link, time passing, the person, the
/// app itself, or UIKit being unfriendly.
///
/// Events are drawn before the run from its seed, so a run is its seed; one that does not apply
/// when it comes (a swipe with nothing to go back to) does nothing.
enum ModelEvent: ModelEventing, Hashable {
  /// What both models have: links, time, sign-in, windows, the person's answers, the app's
  /// closing rules.
  case shared(ModelSharedEvent)
  /// The person begins to swipe back on the stack on screen; they will finish it or cancel it
  /// when they lift their finger (``lift``), at the latest after ``ModelEvent/longestHold``.
  case swipeBack(finishing: Bool)
  /// The person begins to pull the top sheet down, to finish or cancel it.
  case pullDown(finishing: Bool)
  /// The person lifts their finger.
  case lift
  /// The person taps outside the popover on top, which dismisses it (a popover shown as one).
  case tapOutsidePopover
  /// The person taps the tab at the index (picking it from the More list when it is there), or
  /// the More item itself when the index is past the last tab.
  case selectTab(Int)
  /// The app selects the tab at the index itself (`selectedIndex`, no tap): UIKit calls no
  /// tab bar or delegate method for it.
  case appSelectsTab(Int)
  /// The app pushes a view controller of its own onto the stack on screen.
  case appPushesForeign
  /// The app pushes one of the graph's screens itself, with `viewController(for:in:)`.
  case appPushesScreen
  /// The app presents its own alert, from the top view controller or from some other one
  /// (which UIKit may refuse).
  case appPresentsAlert(fromTop: Bool)
  /// The app presents a view controller of its own over the current context from the top of
  /// the stack on screen, whose navigation controller it makes define the presentation
  /// context: it covers that stack only, and the root presents nothing.
  case appPresentsInContext
  /// The app dismisses its alert, when one is on top.
  case appDismissesAlert
  /// UIKit loses the completion of the navigator's next call.
  case loseNextCompletion
  /// UIKit's next transition for the navigator is slower than the time limit.
  case slowNextTransition
  /// UIKit silently refuses the navigator's next presentation.
  case refuseNextPresentation
  /// The window's horizontal size class changes (Slide Over, Split View, a rotation): its split
  /// views collapse when it becomes compact and expand when it becomes regular.
  case sizeClass(compact: Bool)
  /// iOS 18's tabs: the person hides or shows a tab, the app sets `selectedTab`.
  case tabs18(ModelTabs18Event)
  /// The person opens the split view's sidebar over its detail (issue 34): `ModelRun+SplitEvents.swift`.
  case showSidebar
  /// The person taps Back in the split view's column on screen: the detail's, or the collapsed one.
  case backInSplit

  /// How long the person holds a swipe or a pull at most: less than the navigator's time limit,
  /// which a link waits for a dragged transition.
  static let longestHold = Duration.milliseconds(1500)
  static let pullSheetAway: [ModelEvent] = [.pullDown(finishing: true), .lift]
  static let appPresentsAnAlert = ModelEvent.appPresentsAlert(fromTop: true)
  static let retapHome = ModelEvent.selectTab(0)
  static func hideTab(_ index: Int, hidden: Bool) -> ModelEvent { .tabs18(.hide(index, hidden: hidden)) }

  var description: String {
    switch self {
    case .shared(let event): event.description
    case .swipeBack(let finishing): "swipe back (to \(finishing ? "finish" : "cancel"))"
    case .pullDown(let finishing): "pull the sheet down (to \(finishing ? "finish" : "cancel"))"
    case .lift: "lift"
    case .tapOutsidePopover: "tap outside the popover"
    case .selectTab(let index): index < ModelApp.tabs.count ? "select tab \(index)" : "select More"
    case .appSelectsTab(let index): "app selects tab \(index)"
    case .appPushesForeign: "app pushes its own view controller"
    case .appPushesScreen: "app pushes a graph screen"
    case .appPresentsAlert(let fromTop):
      "app presents an alert from \(fromTop ? "the top" : "another view controller")"
    case .appPresentsInContext: "app presents over the current context of the stack on screen"
    case .appDismissesAlert: "app dismisses its alert"
    case .loseNextCompletion: "knob: lose the next completion"
    case .slowNextTransition: "knob: slow the next transition"
    case .refuseNextPresentation: "knob: refuse the next presentation"
    case .sizeClass(let compact): "the window becomes horizontally \(compact ? "compact" : "regular")"
    case .tabs18(let event): event.description
    case .showSidebar: "the person opens the sidebar over the detail"
    case .backInSplit: "the person taps Back in the split view's column"
    }
  }

  /// The events of the run with `seed`: 30 to 60 of them.
  static func events(
    seed: UInt64, splitView: Bool = false, refusingScreens: Bool = false, popovers: Bool = false,
    tabs18: Bool = false, twoScenes: Bool = false
  ) -> [ModelEvent] {
    var random = SplitMix64(seed: seed)
    let count = 30 + random.next(31)
    var events = (0..<count).map { _ in draw(&random) }
    if refusingScreens { events = withAnswersAboutClosing(events, seed: seed) }
    if twoScenes { events = closingAndReopeningWindows(events, seed: seed) }
    if popovers {
      // Taps outside a popover, from a stream of their own too.
      events = ModelEventStreams.inserting(into: events, seed: seed, salt: 0x909_0FE7) { _ in
        .tapOutsidePopover
      }
    }
    if tabs18 {
      events = withTabs18Events(
        events, seed: seed, of: ModelApp.self, hide: { .tabs18(.hide($0, hidden: $1)) },
        appAction: { index, _ in .tabs18(.appSelectsTab(index)) })
    }
    if splitView || popovers {
      // Size-class changes come from a stream of their own, so the other seeds' runs stay theirs.
      events = ModelEventStreams.inserting(into: events, seed: seed, salt: 0x5B1_17, first: 2) {
        .sizeClass(compact: $0.chance(55))
      }
    }
    if splitView { addSplitEvents(seed: seed, to: &events) }
    return AppClosingEvent.sprinkled(into: events, seed: seed) { .appClosing($0) }
  }

  private static func draw(_ random: inout SplitMix64) -> ModelEvent {
    switch random.next(100) {
    case 0..<22:
      random.chance(85)
        ? .open(ModelApp.link(to: random.pick(ModelApp.linkedScreens)))
        : .open(random.pick(ModelApp.badLinks))
    case 22..<42: .advance(milliseconds: random.pick([50, 120, 200, 350, 400, 700, 1000, 2500, 5000]))
    case 42..<49: .swipeBack(finishing: random.chance(60))
    case 49..<54: .pullDown(finishing: random.chance(60))
    case 54..<60: .lift
    case 60..<66: .selectTab(random.next(ModelApp.tabs.count + 1))
    case 66..<68: .appSelectsTab(random.next(ModelApp.tabs.count))
    case 68..<71: .appPushesForeign
    case 71..<75: .appPushesScreen
    case 75..<78: .appPresentsAlert(fromTop: random.chance(75))
    case 78..<80: .appPresentsInContext
    case 80..<82: .appDismissesAlert
    case 82..<84: .activateScene(random.next(2))
    case 84..<87: .signIn
    case 87..<92: .cancelSignIn
    case 92..<95: .loseNextCompletion
    case 95..<98: .slowNextTransition
    default: .refuseNextPresentation
    }
  }
}
