/// One turn of the main actor, as an event: a job of the caller's own is put on the main actor
/// and the caller resumes when it runs, which is after every job that was on the main actor
/// before it. A model run counts such turns, with nothing it can see moving, to know that
/// what an event made ready has run (a bounded count, never a wait for ever).
@MainActor
public func mainActorTurn() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    Task { @MainActor in continuation.resume() }
  }
}
