@_spi(Internals) import WayfinderNavigation

/// What a screen on screen says when a link's plan would close it (pop it off its stack, or
/// dismiss it with its modal): the answer of ``DeepLinkCenter/closingRule``.
///
/// By default a screen decides by its traits: `Screen.Traits.keepsOpen` refuses,
/// `Screen.Traits.asksBeforeClosing` asks (and refuses when the app set no
/// ``DeepLinkCenter/askToClose``), any other screen allows. A rule decides at the moment the
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

  init(
    decide: (@MainActor (Screen) -> ScreenClosing)? = nil, ask: (@MainActor (Screen) -> Void)? = nil
  ) {
    self.decide = decide
    self.ask = ask
  }

  /// What `screen` says when a link would close it.
  func decision(for screen: Screen) -> ScreenClosing {
    if let decide { return decide(screen) }
    if screen.traits.contains(.keepsOpen) { return .refuse }
    if screen.traits.contains(.asksBeforeClosing) { return ask == nil ? .refuse : .ask }
    return .allow
  }

  /// What a plan may do about the screens it closes.
  enum Verdict: Equatable {
    case goOn
    case refuse(Screen)
    case ask(Screen)
  }

  /// Whether `steps`, from `state`, close a screen that refuses (the first such), or one that
  /// asks and has not been allowed (`allowed`); the top-most screen first.
  func verdict(of steps: [Step], from state: NavigationState, allowed: Set<Screen.ID>) -> Verdict {
    // Most apps have no screen that refuses or asks: then nothing the plan closes needs a look.
    let guarded: Screen.Traits = [.keepsOpen, .asksBeforeClosing]
    if decide == nil, !state.containsScreen(where: { !$0.traits.isDisjoint(with: guarded) }) { return .goOn }
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
    for screen in closed.reversed() where !allowed.contains(screen.id) {
      switch decision(for: screen) {
      case .allow: continue
      case .refuse: return .refuse(screen)
      case .ask: asking = asking ?? screen
      }
    }
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
