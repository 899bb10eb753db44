import Foundation

extension RouteParameters {
  /// The whole link, as a `URL`: for a route that gives its screen the link beside the
  /// pattern's values — an article that shows where it was shared from, a screen that reports
  /// the link it came by.
  ///
  /// It is ``link``, the link the table matched (after the center's rewrites, a bare path read
  /// as its origin's link, or a link encoded twice decoded once more), percent-encoded as a
  /// link is: what a pattern's values decode, it does not. A byte `URL` does not take as it
  /// is (a non-ASCII letter written as it is) is percent-encoded first.
  ///
  /// It is a value the link gives, never one a route prints: printing the route back
  /// (`RouteTable.link(for:)`) writes the pattern's own values only, so the `print`
  /// closure leaves it out.
  ///
  /// ```swift
  /// routes.add(
  ///   "/a/:id", parse: { .article(id: try $0.string("id"), source: try $0.linkURL()) },
  ///   print: { if case .article(let id, _) = $0 { ["id": id] } else { nil } })
  /// ```
  ///
  /// - Throws: ``LinkError`` (`routeConstructionFailed`) when Foundation reads no URL in it.
  public func linkURL() throws(LinkError) -> URL {
    if let url = URL(string: link) { return url }
    var encoded = ""
    for byte in link.utf8 {
      if byte >= 0x80 || "\"<>\\^`{|} ".utf8.contains(byte) {
        encoded += "%" + String(byte, radix: 16, uppercase: true)
      } else {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    guard let url = URL(string: encoded) else {
      throw LinkError(
        .routeConstructionFailed, link: link, reason: "the link is not a URL that Foundation reads")
    }
    return url
  }
}
