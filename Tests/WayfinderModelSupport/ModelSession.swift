/// The app's session in a model run: whether the person has signed in, which the model apps'
/// `signedIn` guard asks.
@MainActor
public final class ModelSession {
  public var isSignedIn = false

  public init() {}
}
