/// The app's own names for its containers — stacks, tab bars, flow switchers and modals — as a
/// string-backed enum: the one `wayfinder generate` writes for a manifest, or one written by
/// hand. Wherever the app meets Wayfinder it may name a container by its case instead of a
/// string, and the compiler catches a misspelt name.
///
/// ```swift
/// enum ShopContainer: String, ContainerName {
///   case main, home, search, cart, account, support, signIn
/// }
/// let home = Container.stack(ShopContainer.home, [ShopScreen.home])
/// print(home.name)  // home
/// ```
///
/// The raw value is the container's name as the navigation state, the plans, the manifests
/// and the tools print it: the string form stays theirs.
public protocol ContainerName: RawRepresentable, Sendable, Hashable where RawValue == String {}
