import WayfinderModelSupport

/// The app's session: whether the person has signed in, which the `signedIn` guard asks.
@MainActor
final class ModelSession {
  var isSignedIn = false
}
