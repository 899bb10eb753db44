/// The app's own names for its guards, as a string-backed enum: the one `wayfinder generate`
/// writes for a manifest, or one written by hand. The graph, the guards and
/// `DeepLinkCenter/resolveGuard(_:passed:)` take its cases, so a misspelt guard
/// does not compile, and a guard the graph names but the center is not given fails when the
/// center is made (`missing-guard`).
///
/// ```swift
/// enum ShopGuard: String, GuardName {
///   case signedIn
/// }
/// let signedIn = RouteGuard(ShopGuard.signedIn, showing: ShopScreen.signIn) { session.isSignedIn }
/// print(signedIn.name)  // signedIn
/// ```
///
/// The raw value is the guard's name as the plans, the manifests and the tools print it.
public protocol GuardName: RawRepresentable, Sendable, Hashable where RawValue == String {}
