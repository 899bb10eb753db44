@_spi(Internals) import WayfinderNavigation

extension DeepLinkCenter {
  /// Decides whether a link may close a screen on screen (``ScreenClosing``); `nil`, the
  /// default, decides by the screen's traits.
  public var closingRule: (@MainActor (Screen) -> ScreenClosing)? {
    get { rules.closing.decide }
    set { rules.closing.decide = newValue }
  }

  /// Asks the person whether a screen may close ("Discard changes?"); the app answers with
  /// ``answerClose(allowed:)``. The link waits meanwhile: until the answer, until the screen
  /// leaves, or until a newer link supersedes it.
  public var askToClose: (@MainActor (Screen) -> Void)? {
    get { rules.closing.ask }
    set { rules.closing.ask = newValue }
  }

  /// Answers the question the center asked through ``askToClose``: whether the screen a
  /// link would close may close. The waiting link goes on (`true`), or ends failed,
  /// `close-refused`, with nothing moved (`false`). An answer no link waits for does nothing.
  public func answerClose(allowed: Bool) {
    takeInbox()
    perform(machine.closeAnswered(allowed: allowed))
  }

  /// How long a screen that holds links (`Screen.Traits.holdsLinks`) holds a link that would
  /// close it, before the link ends failed, `hold-expired`: five minutes unless set. A rule
  /// that answers ``ScreenClosing/hold(upTo:)`` gives its own limit.
  public var holdLimit: Duration {
    get { rules.closing.holdLimit }
    set { rules.closing.holdLimit = newValue }
  }

  /// The screen a running link is held for until it closes (``ScreenClosing/hold(upTo:)``),
  /// if any.
  public var pendingHold: Screen? {
    machine.holdingFor.flatMap { navigator.state.screen($0) }
  }

  /// The screen a running link waits to close, asked about, if any.
  public var pendingCloseQuestion: Screen? {
    machine.pendingCloseQuestion.flatMap { navigator.state.screen($0) }
  }

  /// Asks the app whether the screen `id` may close, if it is still on screen.
  func ask(toClose id: Screen.ID) {
    if let screen = navigator.state.screen(id) { askToClose?(screen) }
  }
}
