/// Whether someone is signed in: what the `signedIn` guard asks.
@MainActor
public final class ShopSession {
  /// Whether someone is signed in.
  public private(set) var isSignedIn: Bool

  /// Creates a session, signed out unless said otherwise.
  public init(signedIn: Bool = false) {
    isSignedIn = signedIn
  }

  /// Signs in.
  public func signIn() { isSignedIn = true }

  /// Signs out.
  public func signOut() { isSignedIn = false }
}
