import WayfinderNavigation

/// A condition a screen or container needs, such as a signed-in user, and the screen to show
/// while waiting for it.
///
/// A link that meets a guard that does not pass shows the guard's screen and waits. The wait
/// ends when the app calls ``DeepLinkCenter/resolveGuard(_:passed:)-(String,_)`` (the link goes on, or ends
/// guard-failed and the screen goes back to what it was), when the person closes the guard's
/// screen on a navigator that reports their changes (the link ends guard-failed unless the guard
/// passes by then; what is on screen stays theirs), or after ``waitLimit`` (guard-failed, the
/// screen left as it is). A later sign-in then opens nothing out of nowhere.
///
/// ```swift
/// var signedIn = RouteGuard("signedIn", showing: Screen("signIn")) { session.isSignedIn }
/// signedIn.waitLimit = .seconds(120)
/// ```
public struct RouteGuard: Sendable {
  /// The guard's name, as the navigation graph uses it (`signedIn`).
  public var name: String
  /// Whether the guard passes now.
  public var isSatisfied: @MainActor @Sendable () -> Bool
  /// The screen of the graph to show while the guard has not passed (`login`).
  public var screen: Screen
  /// How long a link waits for the guard before it ends guard-failed; `nil` waits until the
  /// guard is resolved or its screen closed. Five minutes unless set.
  public var waitLimit: Duration?

  /// How long a link waits for a guard unless the guard says otherwise: five minutes.
  public static let defaultWaitLimit: Duration = .seconds(300)

  /// Creates a guard.
  ///
  /// - Parameters:
  ///   - name: The guard's name, as the navigation graph uses it.
  ///   - screen: The screen of the graph shown while the guard has not passed.
  ///   - waitLimit: How long a link waits for the guard; `nil` for no limit.
  ///   - isSatisfied: Whether the guard passes now.
  public init(
    _ name: String, showing screen: Screen, waitLimit: Duration? = RouteGuard.defaultWaitLimit,
    isSatisfied: @escaping @MainActor @Sendable () -> Bool
  ) {
    self.name = name
    self.screen = screen
    self.waitLimit = waitLimit
    self.isSatisfied = isSatisfied
  }
}
