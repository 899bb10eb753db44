import WayfinderNavigation

extension DeepLinkCenter {
  /// Answers the question the center asked through ``ClosingRules/ask``: whether the screen a
  /// link would close may close. The waiting link goes on (`true`), or ends failed,
  /// `close-refused`, with nothing moved (`false`). An answer no link waits for does nothing.
  public func answerClose(allowed: Bool) {
    takeInbox()
    perform(machine.closeAnswered(allowed: allowed))
  }

  /// The screen a running link waits to close, asked about, if any.
  public var pendingCloseQuestion: Screen.ID? {
    machine.phases.values.lazy.compactMap { phase in
      if case .askingToClose(let screen) = phase { screen } else { nil }
    }.first
  }

  /// Checks what `steps` close against ``closing``, asking when a screen asks first; returns
  /// an outcome when the steps may not run as planned: refused, superseded, or (the person
  /// answered or closed the screen meanwhile and the screen changed) to be planned again,
  /// which ``run(_:route:)`` does.
  func checkClosing(_ steps: [Step], for job: Job) async -> LinkOutcome? {
    let planned = navigator.state
    while true {
      switch closing.verdict(of: steps, from: planned, allowed: job.allowedToClose) {
      case .goOn:
        return nil
      case .refuse(let screen):
        return .failed(.closeRefused(screen, asked: false))
      case .ask(let screen):
        let answer = await withCheckedContinuation { continuation in
          job.closeWait = continuation
          perform(machine.asksToClose(job.id, screen.id))
        }
        switch answer {
        case .allowed:
          job.allowedToClose.insert(screen.id)
          if navigator.state == planned { continue }
          return replan(steps, for: job)
        case .screenLeft:
          return replan(steps, for: job)
        case .refused:
          return .failed(.closeRefused(screen, asked: true))
        case .cancelled:
          return .superseded
        }
      }
    }
  }

  /// The plan went stale while the link asked: it is planned again from what is there.
  private func replan(_ steps: [Step], for job: Job) -> LinkOutcome {
    let error = NavigationError.platformRefusal(
      .notPerformed, steps[0], "the screen changed while the link asked to close a screen")
    job.lastRefusal = error
    job.replans = true
    return .failed(.refused(error))
  }

  /// Performs the machine's actions about closing a screen.
  func performClosing(_ action: DispatchMachine.Action) {
    switch action {
    case .askToClose(_, let id):
      guard let screen = navigator.state.screensTopDown.first(where: { $0.id == id }) else { return }
      closing.ask?(screen)
    case .resumeClose(let id, let answer):
      guard let job = jobs[id] else { return }
      if answer == .cancelled { job.isCancelled = true }
      let wait = job.closeWait
      job.closeWait = nil
      wait?.resume(returning: answer)
    default:
      break
    }
  }
}
