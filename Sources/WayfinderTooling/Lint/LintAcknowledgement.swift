/// A lint finding the app's authors have looked at and keep, with their reason: `wayfinder
/// lint` lists it as acknowledged and does not count it among the errors and warnings.
///
/// A manifest writes one where the finding applies, under `acknowledge:` (a mapping from
/// finding codes to reasons): beside a screen, in a route's mapping, or under `links` for the
/// link policy's findings.
///
/// ```swift
/// var app = try EmbeddedApp.messenger.app()
/// app.acknowledgements = [
///   LintAcknowledgement(.unreachableScreen, at: .screen("comment"), reason: "pushed by the rating's first page")
/// ]
/// print(app.lint().acknowledged[0].reason)  // pushed by the rating's first page
/// ```
///
/// An acknowledgement that matches no finding is itself a warning (`unused-acknowledgement`),
/// so that one outlives neither the finding nor its reason.
public struct LintAcknowledgement: Sendable, Hashable {
  /// Where an acknowledgement applies: what a finding is about.
  public enum Place: Sendable, Hashable, CustomStringConvertible {
    /// A screen's findings (``LintFinding/screen``).
    case screen(String)
    /// A route pattern's findings (``LintFinding/pattern``), the pattern as written canonically.
    case pattern(String)
    /// The link policy's findings, which name neither a pattern nor a screen.
    case policy

    /// As ``LintFinding/location`` writes it: `screen comment`, `/cards/:cardID(int)`, `policy`.
    public var description: String {
      switch self {
      case .screen(let name): "screen \(name)"
      case .pattern(let pattern): pattern
      case .policy: "policy"
      }
    }
  }

  /// The finding's code.
  public var code: LintFinding.Code
  /// What the finding is about.
  public var place: Place
  /// Why the finding is kept: what the lint cannot see (`pushed by the promo's first page`).
  public var reason: String

  /// Acknowledges the finding of `code` at `place`, for `reason`.
  public init(_ code: LintFinding.Code, at place: Place, reason: String) {
    self.code = code
    self.place = place
    self.reason = reason
  }

  /// Whether this acknowledges `finding`: the same code, about the same place.
  public func applies(to finding: LintFinding) -> Bool {
    guard finding.code == code else { return false }
    switch place {
    case .screen(let name): return finding.pattern == nil && finding.screen == name
    case .pattern(let pattern): return finding.pattern == pattern
    case .policy: return finding.pattern == nil && finding.screen == nil
    }
  }
}
