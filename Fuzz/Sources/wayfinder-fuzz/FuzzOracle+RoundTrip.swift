import Foundation
@_spi(Internals) import WayfinderRouting

extension FuzzOracle {
  /// `link(for:)` either prints a link that opens the route again, or throws; and it throws only
  /// where the printed link would open something else.
  static func checkRoundTrip(
    _ match: RouteMatch<Route>, _ form: LinkForm, _ link: String, _ report: inout Report
  ) {
    let route = match.route
    let unchecked = Result { () throws(RouteTableError) in try uncheckedLink(for: route, as: form) }
    let printed: String
    do throws(RouteTableError) {
      printed = try table.link(for: route, as: form)
    } catch {
      if error.description.isEmpty || error.code != .unprintableRoute {
        report.fail("link(for: \(route)) threw \(error.code): \(show(error.description))", link)
      }
      note(match, form, unchecked, link, &report)
      return
    }
    if (try? unchecked.get()) != printed {
      report.fail(
        "link(for: \(route)) printed \(show(printed)), but printing unchecked gave \(unchecked)", link)
    }
    switch reopen(printed, form) {
    case .success(let again) where again.route == route:
      break
    case .success(let again):
      report.fail(
        "round trip: \(route) printed as \(show(printed)), which opens \(again.route) through \(again.pattern)",
        link)
    case .failure(let error):
      report.fail("round trip: \(route) printed as \(show(printed)), which does not open:\n\(error)", link)
    }
  }

  /// Why a matched route cannot be printed: another pattern takes its link (expected: literals
  /// beat parameters), or the link loses something on the way (a value that prints differently).
  static func note(
    _ match: RouteMatch<Route>,
    _ form: LinkForm,
    _ unchecked: Result<String, RouteTableError>,
    _ link: String,
    _ report: inout Report
  ) {
    let kind: String
    let detail: () -> String
    var pattern = match.pattern.text
    switch unchecked {
    case .failure(let error):
      kind = "unprintable values"
      detail = { error.reason }
    case .success(let printed):
      switch reopen(printed, form) {
      case .success(let again) where again.route == match.route:
        // link(for:) refused a link that opens the route: a broken promise, not a note.
        report.fail("link(for: \(match.route)) threw, but \(show(printed)) opens it", link)
        return
      case .success(let again) where again.pattern.text != match.pattern.text:
        kind = "shadowed by \(again.pattern.text)"
        detail = { "\(match.route) prints as \(show(printed)), which opens \(again.route)" }
      case .success(let again):
        kind = "lossy print"
        detail = { "\(match.route) prints as \(show(printed)), which opens \(again.route)" }
      case .failure(let error):
        kind = "printed link is rejected: \(error.code)"
        detail = { "\(match.route) prints as \(show(printed)): \(error.reason)" }
        // Percent-encoding makes any long value too long; one note for all patterns will do.
        if error.code == .tooLong { pattern = "*" }
      }
    }
    let key = Note(kind: kind, pattern: pattern)
    if report.notes[key] == nil { report.notes[key] = detail }
  }

  /// Both attempts opened the same route, or both failed the same way: both rejected by the
  /// policy, or both unmatched, or both failed in `parse`. Which of a link's several faults a
  /// rejection names may differ (a control byte in the host position is seen before a bad escape
  /// before it), and so may length limits: the spellings differ in length.
  static func agree(
    _ first: Result<RouteMatch<Route>, LinkError>,
    _ second: Result<RouteMatch<Route>, LinkError>,
    _ message: String,
    _ report: inout Report
  ) {
    switch (first, second) {
    case (.success(let a), .success(let b)) where a.route == b.route:
      return
    case (.failure(let a), .failure(let b)) where a.code == b.code || (a.isRejection && b.isRejection):
      return
    case (.failure(let a), _) where a.code == .tooLong:
      return
    case (_, .failure(let b)) where b.code == .tooLong:
      return
    default:
      report.fail("\(message): \(describe(first)) vs \(describe(second))", linkOf(first))
    }
  }

  static func linkOf(_ result: Result<RouteMatch<Route>, LinkError>) -> String {
    switch result {
    case .success(let match): "(matched \(match.pattern))"
    case .failure(let error): error.link
    }
  }

  static func describe(_ result: Result<RouteMatch<Route>, LinkError>) -> String {
    switch result {
    case .success(let match): "\(match.route) through \(match.pattern)"
    case .failure(let error): "\(error.code): \(error.reason)"
    }
  }

  /// The base `link(for:)`, without the Equatable re-match: in a context that knows only that
  /// `R` is Sendable, overload resolution can pick no other.
  static func uncheckedLink<R: Sendable>(
    for route: R,
    as form: LinkForm,
    in table: RouteTable<R>
  ) throws(RouteTableError) -> String {
    try table.link(for: route, as: form)
  }

  static func uncheckedLink(for route: Route, as form: LinkForm) throws(RouteTableError) -> String {
    try uncheckedLink(for: route, as: form, in: table)
  }

  /// A string quoted with its control characters escaped, for messages.
  static func show(_ text: String) -> String {
    text.debugDescription
  }

  /// At most `limit` characters of `text`, for notes about long inputs.
  static func clipped(_ text: String, _ limit: Int = 240) -> String {
    text.count <= limit ? text : text.prefix(limit) + "… (\(text.utf8.count) bytes)"
  }
}
