/// Calls `start` with a completion for a host to call when its transition ends, and returns
/// once it has been called.
///
/// The caller resumes on the first call; later calls, from a host that calls its completion
/// twice, are ignored rather than resuming a continuation a second time.
@MainActor
func awaitHostCompletion(_ start: (_ completion: @escaping @MainActor () -> Void) -> Void) async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    let once = OnceFlag()
    start {
      guard once.isFirst() else { return }
      continuation.resume()
    }
  }
}

/// Says `true` the first time it is asked, and `false` ever after.
@MainActor
private final class OnceFlag {
  private var asked = false

  func isFirst() -> Bool {
    defer { asked = true }
    return !asked
  }
}
