import WayfinderModelSupport

/// The app's session in a SwiftUI model run: whether the person has signed in, which the
/// `signedIn` guard asks.
@MainActor
final class SwiftUIModelSession {
  var isSignedIn = false
}
