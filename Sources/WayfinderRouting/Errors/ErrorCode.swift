/// What went wrong, as a value to compare: the `code` of every Wayfinder error.
///
/// `Domain` is the error the code belongs to, so that a comparison offers that error's codes
/// only: `LinkError.Code` is `ErrorCode<LinkError>`, whose static members (`noMatch`,
/// `schemeNotAccepted`, …) are the codes a ``LinkError`` can carry. A code prints as its
/// kebab-case name (`no-match`), the name outcomes, logs and the command-line tools use.
///
/// ```swift
/// do {
///   _ = try bank.match("bank://atm")
/// } catch where error.code == .noMatch {
///   print(error.code)  // no-match
/// }
/// ```
///
/// A struct rather than an enum, so that a release can add codes without breaking an app's
/// `switch`: compare with `==`, or `switch` with a `default`.
public struct ErrorCode<Domain>: Sendable, Hashable, CustomStringConvertible {
  /// The code's kebab-case name.
  package let name: String

  package init(_ name: String) {
    self.name = name
  }

  public var description: String { name }
}
