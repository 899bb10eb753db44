/// What the library's containers keep of their first appearance: whether it has come, and
/// what waits for it (``AppearanceReportingHost``).
@MainActor
final class AppearanceLatch {
  private(set) var hasAppeared = false
  private var waiters: [@MainActor () -> Void] = []

  /// The view's `viewDidAppear(_:)`: the first calls what waited.
  func viewDidAppear() {
    guard !hasAppeared else { return }
    hasAppeared = true
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter() }
  }

  /// Calls `completion` once the view has appeared, at once when it has.
  func whenAppeared(_ completion: @escaping @MainActor () -> Void) {
    if hasAppeared { completion() } else { waiters.append(completion) }
  }
}
