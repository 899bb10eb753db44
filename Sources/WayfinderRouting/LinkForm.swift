/// Which kind of link a route prints as.
///
/// ```swift
/// try table.link(for: .card(cardID: 42))                        // "bank://cards/42"
/// try table.link(for: .card(cardID: 42), as: .universalLink)    // "https://bank.example.com/cards/42"
/// try table.link(for: .card(cardID: 42), as: .path)             // "/cards/42"
/// ```
public struct LinkForm: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case customScheme(String?)
    case universalLink(host: String?, scheme: String?)
    case path
  }
  let kind: Kind

  /// The policy's first custom scheme: `bank://cards/42`.
  public static let customScheme = LinkForm(kind: .customScheme(nil))
  /// A named custom scheme.
  public static func customScheme(_ scheme: String) -> LinkForm {
    LinkForm(kind: .customScheme(scheme))
  }
  /// The policy's first host and web scheme: `https://bank.example.com/cards/42`.
  public static let universalLink = LinkForm(kind: .universalLink(host: nil, scheme: nil))
  /// A named host, and optionally web scheme.
  public static func universalLink(host: String, scheme: String? = nil) -> LinkForm {
    LinkForm(kind: .universalLink(host: host, scheme: scheme))
  }
  /// The path and query alone: `/cards/42`.
  public static let path = LinkForm(kind: .path)
}
