@_spi(Internals) import WayfinderNavigation

// How the machine's waits end, and what it asks its shell to do.
extension DispatchMachine {
  /// How a guard wait ends, as the running work hears it.
  enum GuardResult: Sendable, Hashable {
    /// The app said the guard passed.
    case passed
    /// The app said it failed (sign-in cancelled).
    case failed
    /// The person closed the guard's screen.
    case screenLeft
    /// The guard was not resolved within its wait limit.
    case timedOut
    /// A newer piece of work superseded the waiting one.
    case cancelled
  }

  /// How an ``Phase/askingToClose(_:)`` or ``Phase/holdingForClose(_:)`` wait ends, as the
  /// running work hears it.
  enum CloseAnswer: Sendable, Hashable {
    /// The app said the screen may close: the work plans again and goes on.
    case allowed
    /// The app said it stays: the work ends `close-refused`.
    case refused
    /// The screen left meanwhile: the work plans again from what is there.
    case screenLeft
    /// The screen the work was held for stayed open past the hold's time limit: the work ends
    /// `hold-expired`.
    case heldTooLong
    /// Newer work superseded the asking one.
    case cancelled
  }

  /// Why a piece of work ends without running to its end.
  enum Ending: Sendable, Hashable {
    case superseded
    case expired
    case notRestored(String)
  }

  /// What the shell does.
  enum Action: Sendable, Hashable {
    /// Runs the work in a task of its own: resolve, plan, perform.
    case run(ID)
    /// Stops the running work at its next step boundary (a resolver under way is abandoned).
    case stop(ID)
    /// Ends the work's guard wait with the result.
    case resumeGuard(ID, GuardResult)
    /// Ends the work's wait for its interrupting flow: with the flow's result, or `nil` when
    /// the work was superseded.
    case resumeInterruption(ID, InterruptionResult?)
    /// Asks the app whether the screen may close (its closing rules' `ask`).
    case askToClose(ID, Screen.ID)
    /// Ends the work's wait for the app's answer about closing a screen.
    case resumeClose(ID, CloseAnswer)
    /// Starts the timer of the work's guard wait, or of its hold for a screen to close.
    case startTimer(ID, Duration)
    /// Cancels the timer of the work's guard wait, or of its hold.
    case cancelTimer(ID)
    /// Reports the outcome of work that ends without running.
    case end(ID, Ending)
    /// Closes a guard's screen that no work waits on: the app resolved its guard after the
    /// wait ended. The shell makes it a piece of work of its own (``Kind/guardScreen``).
    case closeGuardScreen(name: String, screen: Screen.ID)
  }
}
