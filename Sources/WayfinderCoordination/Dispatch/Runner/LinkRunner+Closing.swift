@_spi(Internals) import WayfinderNavigation

extension LinkRunner {
  /// Checks what `steps` close against the app's closing rules, asking when a screen asks first; returns
  /// an outcome when the steps may not run as planned: refused, superseded, or (the person
  /// answered or closed the screen meanwhile and the screen changed) to be planned again,
  /// which `run(_:route:)` does.
  func checkClosing(_ steps: [Step], for job: Job) async -> LinkOutcome? {
    let planned = navigator.state
    while true {
      switch closing.verdict(of: steps, from: planned, allowed: job.allowedToClose) {
      case .goOn:
        return nil
      case .refuse(let screen):
        return .failed(.closeRefused(screen, asked: false))
      case .ask(let screen):
        guard let shell else { return .superseded }
        let answer = await shell.wait(job, toClose: screen.id)
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
}
