@_spi(Internals) import WayfinderNavigation

/// What a screen on screen says when a link's plan would close it (pop it off its stack, or
/// dismiss it with its modal): the answer of ``DeepLinkCenter/closingRule``.
///
/// By default a screen decides by its traits: `Screen.Traits.keepsOpen` refuses,
/// `Screen.Traits.holdsLinks` holds the link (for ``DeepLinkCenter/holdLimit`` at most),
/// `Screen.Traits.asksBeforeClosing` asks (and refuses when the app set no
/// ``DeepLinkCenter/askToClose``), any other screen allows. A modal the app keeps from the
/// person's dismissal (UIKit's `isModalInPresentation`, SwiftUI's `interactiveDismissDisabled`)
/// asks as well, whatever the rule said: the app blocked the pull-down because closing it now
/// would lose something, which is what asking is for. A rule decides at the moment the
/// link plans, so an editor can ask only while it holds unsaved edits:
///
/// ```swift
/// center.closingRule = { screen in
///   screen.name == "editProfile" && drafts.hasUnsavedEdits ? .ask : .allow
/// }
/// center.askToClose = { screen in presentDiscardChangesAlert(for: screen) }
/// // The alert's buttons answer; the link goes on, or ends close-refused:
/// center.answerClose(allowed: true)
/// ```
public enum ScreenClosing: Sendable, Hashable {
  /// The link closes it.
  case allow
  /// The link may not close it: the link ends failed, `close-refused`, and nothing moves.
  case refuse
  /// The person is asked first ("Discard changes?"): the link waits for the app's answer.
  case ask
  /// The link waits for the screen to close (a call under way: the link to a chat opens once
  /// the call ends), `limit` at most: the screen closing lets it go on, planned from what is
  /// there then; past the limit it ends failed, `hold-expired`, and nothing moves. A newer link
  /// supersedes a held one as it does any link.
  case hold(upTo: Duration)
}

/// The app's rules for the screens a link would close: the center's ``DeepLinkCenter/closingRule``
/// and ``DeepLinkCenter/askToClose``, as the running link sees them.
@MainActor
struct ClosingRules {
  /// Decides for each screen a link's plan would close; `nil` decides by the screen's traits.
  var decide: (@MainActor (Screen) -> ScreenClosing)?
  /// Asks the person whether `screen` may close; the app answers with
  /// ``DeepLinkCenter/answerClose(allowed:)``. The link waits meanwhile: until the answer,
  /// until the screen leaves (the person saved or discarded and closed it), or until a newer
  /// link supersedes it.
  var ask: (@MainActor (Screen) -> Void)?

  /// How long a screen that holds links (`Screen.Traits.holdsLinks`) holds one.
  var holdLimit: Duration = ClosingRules.defaultHoldLimit

  /// Five minutes, as a guard's wait.
  static let defaultHoldLimit: Duration = .seconds(300)

  init(
    decide: (@MainActor (Screen) -> ScreenClosing)? = nil, ask: (@MainActor (Screen) -> Void)? = nil
  ) {
    self.decide = decide
    self.ask = ask
  }

  /// What `screen` says when a link would close it; `vetoed` when the app keeps it from the
  /// person's dismissal (the navigator read it so): an allowed screen then asks.
  func decision(for screen: Screen, vetoed: Bool = false) -> ScreenClosing {
    // The app's rule decides as it says; the traits and the veto ask only when someone asks.
    let unasked: ScreenClosing = ask == nil ? .refuse : .ask
    if let decide {
      let decided = decide(screen)
      return decided == .allow && vetoed ? unasked : decided
    }
    if screen.traits.contains(.keepsOpen) { return .refuse }
    if screen.traits.contains(.holdsLinks) { return .hold(upTo: holdLimit) }
    if screen.traits.contains(.asksBeforeClosing) || vetoed { return unasked }
    return .allow
  }

  /// What a plan may do about the screens it closes.
  enum Verdict: Equatable {
    case goOn
    case refuse(Screen)
    case hold(Screen, upTo: Duration)
    case ask(Screen)
  }

  /// Whether `steps`, from `state`, close a screen that refuses (the first such), one that holds
  /// the link, or one that asks and has not been allowed (`allowed`); the top-most screen first.
  /// `vetoed` are the screens the app keeps from the person's dismissal, as the navigator read
  /// them.
  func verdict(
    of steps: [Step], from state: NavigationState, allowed: Set<Screen.ID>, vetoed: Set<Screen.ID> = []
  ) -> Verdict {
    // Most apps have no screen that refuses, holds or asks: then nothing the plan closes needs
    // a look.
    let guarded: Screen.Traits = [.keepsOpen, .asksBeforeClosing, .holdsLinks]
    if decide == nil, vetoed.isEmpty, !state.containsScreen(where: { !$0.traits.isDisjoint(with: guarded) }) {
      return .goOn
    }
    let screens = state.screensTopDown
    var after = state
    for step in steps {
      do { try after.apply(step) } catch { break }
    }
    // NB: counted copy by copy: a stack may hold one screen twice (the app pushed its own), and
    // a plan that keeps one copy still closes the other, the top one, which the person sees.
    var kept = Dictionary(after.screensTopDown.map { ($0.id, 1) }, uniquingKeysWith: +)
    var closed: [Screen] = []
    for screen in screens.reversed() {
      if let count = kept[screen.id], count > 0 { kept[screen.id] = count - 1 } else { closed.append(screen) }
    }
    var asking: Screen?
    var holding: (Screen, Duration)?
    for screen in closed.reversed() where !allowed.contains(screen.id) {
      switch decision(for: screen, vetoed: vetoed.contains(screen.id)) {
      case .allow: continue
      case .refuse: return .refuse(screen)
      case .hold(let limit): holding = holding ?? (screen, limit)
      case .ask: asking = asking ?? screen
      }
    }
    // A screen that holds the link is waited for before any is asked about: once it closes the
    // plan is made again, and the person is asked then, about what is there then.
    if let (screen, limit) = holding { return .hold(screen, upTo: limit) }
    return asking.map { .ask($0) } ?? .goOn
  }
}

extension NavigationState {
  /// Every screen on screen or under it, top-most first: the modals' from the top, then the
  /// root's; each stack's from its top.
  var screensTopDown: [Screen] {
    func collect(_ container: Container, into screens: inout [Screen]) {
      switch container {
      case .stack(let stack): screens += stack.screens.reversed()
      case .tabs(let bar): for tab in bar.tabs { collect(tab, into: &screens) }
      case .flows(let switcher): collect(switcher.flow, into: &screens)
      }
    }
    var screens: [Screen] = []
    for modal in modals.reversed() { collect(modal.content, into: &screens) }
    collect(root, into: &screens)
    return screens
  }

  /// The top-most screen of identity `id`, on screen or under it.
  func screen(_ id: Screen.ID) -> Screen? {
    screensTopDown.first { $0.id == id }
  }
}

extension NavigationState {
  /// Whether a screen on screen or under it satisfies `predicate`, looked at where it is.
  func containsScreen(where predicate: (Screen) -> Bool) -> Bool {
    func search(_ container: Container) -> Bool {
      switch container {
      case .stack(let stack): stack.screens.contains(where: predicate)
      case .tabs(let bar): bar.tabs.contains(where: search)
      case .flows(let switcher): search(switcher.flow)
      }
    }
    return search(root) || modals.contains { search($0.content) }
  }
}
