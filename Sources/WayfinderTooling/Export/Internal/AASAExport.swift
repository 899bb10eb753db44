import Foundation
@_spi(Internals) import WayfinderRouting

/// Writes an `apple-app-site-association` file: one `applinks` component per route pattern.
///
/// What the format is, from Apple's reference for `applinks`
/// (https://developer.apple.com/documentation/bundleresources/applinks and its pages
/// `applinks.Details` and `applinks.Details.Components`):
/// - `applinks.details` is a list of objects naming apps in `appIDs`
///   (`<Application Identifier Prefix>.<Bundle Identifier>`) and the URLs they open in
///   `components`.
/// - A component matches a URL when each of its keys matches: `/` the path, `?` the query (a
///   pattern, or a dictionary from a query item's name to a pattern for its value; every item
///   of that name must match), `#` the fragment. A key left out is `*`, which matches all.
///   `exclude: true` keeps matching URLs out of the app; `comment` is ignored by the system.
/// - In a pattern `*` matches zero or more characters, greedily, and `?` exactly one, so `?*`
///   matches one or more.
/// - Matching is case-sensitive and against the percent-encoded URL unless `caseSensitive` or
///   `percentEncoded` say otherwise; components are tried in order and the first match wins.
///
/// The mapping: a literal segment is written as is (percent-encoded where a URL would be); a
/// parameter or a wildcard, which match one segment or more that is not empty, is `?*`, whatever
/// its type (`int`, `uuid`, a value pattern, a type of the app's own: no pattern here can say
/// them); a segment of a set (`:tab(a|b)`, `bool`) is a component for each value. A path that
/// ends in a literal is claimed with and without a trailing slash, which the router ignores. A
/// required query parameter is `"key": "?*"` in the `?` dictionary, a query literal
/// `"key": "value"` (encoded, its `*` and `?` matching more than the app opens, never less, and
/// a space `*`, for `%20` and `+`); an optional one, and items passed on whole (`*rest`), are
/// left out. A fragment literal is `"#": "value"`, a required fragment parameter `"#": "?*"`.
/// A component with a `%XX` escape says `caseSensitive: false`, as a link may write the escape
/// in lower case. A query item the pattern refuses (`!preview`) is an `exclude: true` component
/// just before the pattern's, with `"preview": "*"` in its `?` dictionary (the documented
/// example: a dictionary matches a query that has an item of that name and value) — only when
/// no other route the file claims could take a link of that path, which the router might try
/// first, and the policy takes no web link the routes refuse (`acceptsAnyWebLink`). A policy
/// A path segment's refused values (`:name!(admin|root)`) are each an `exclude: true` component
/// just before the pattern's, with the same care. A policy
/// that reads wholly percent-encoded paths (`readsEncodedPaths`) has a last component,
/// `/%2F*`, for every such path; one that decodes links encoded twice (`decodesTwice`), two:
/// `/*%25*` and `/*%3F*`, for a path encoded again and one whose `?` was encoded with it.
///
/// So the file claims every link a route takes (the property `ExportClaimTests` checks for each
/// route's example links), and may claim more (`/cards/?*` takes `/cards/abc`, which the app
/// reports unmatched: it still refuses what its router refuses). Where the two could still
/// differ, the link is written oddly: a segment percent-encoded that needs no encoding
/// (`/c%61rds`), repeated slashes (`/settings//notifications`), a query literal given twice
/// with another value. The route the policy's any-web-link opens is not claimed: a browser is
/// handed other sites' links by the system, and its own site's pages stay the site's.
///
/// Each host serves its own file (Apple fetches `/.well-known/apple-app-site-association` from
/// every domain of the entitlement; a `*.example.com` entry reads the file of `example.com`).
/// So a route on named hosts is claimed in the file of a host it answers on, and in no other.
struct AASAExport {
  let app: ToolApp
  let appIDs: [String]
  /// The host whose file this is; `nil` for the routes on every host only.
  var host: String?

  /// Whether the file of ``host`` claims a pattern on `hosts`.
  private func claims(_ hosts: [String]) -> Bool {
    guard !hosts.isEmpty else { return true }
    guard let host else { return false }
    return hosts.contains { HostName.covers($0, host) }
  }

  var text: String {
    // Universal links are https links only: without an https host, the file names no app.
    let servesLinks = !app.policy.hosts.isEmpty && app.policy.webSchemes.contains("https")
    let details: [JSONText] =
      servesLinks
      ? [.object([("appIDs", .array(appIDs.map(JSONText.string))), ("components", .array(components))])] : []
    return JSONText.object([("applinks", .object([("details", .array(details))]))]).text + "\n"
  }

  /// One component per distinct path and query, in table order; patterns that map to the
  /// same component share it, their comments joined.
  private var components: [JSONText] {
    var order: [String] = []
    var entries: [String: Entry] = [:]
    func put(_ entry: Entry, _ comment: String) {
      if entries[entry.key] == nil {
        order.append(entry.key)
        entries[entry.key] = entry
        entries[entry.key]?.comments = [comment]
      } else if entries[entry.key]?.comments.contains(comment) == false {
        entries[entry.key]?.comments.append(comment)
      }
    }
    let claimed = claimedPatterns
    func add(_ pattern: RoutePattern, _ comment: String) {
      let query =
        pattern.queryLiterals.map { (Self.queryEncoded($0.key), Self.queryEncoded($0.value)) }
        + pattern.query.filter(\.isRequired).map { (Self.queryEncoded($0.key), "?*") }
      let fragment: String? =
        switch pattern.fragment {
        case .literal(let text)?: Self.encoded(text)
        case .parameter? where pattern.isFragmentRequired: "?*"
        default: nil
        }
      for segments in ExportShapes.variants(of: pattern) {
        for (refused, excludedSegments) in ExportShapes.refusedPaths(of: pattern, segments)
        where refusalsAreSafe(pattern, excludedSegments, among: claimed) {
          var excluded = Entry(
            path: Self.path(of: excludedSegments), query: query, fragment: fragment, comments: [],
            exclude: true)
          excluded.caseInsensitive = Self.hasEscapes(excluded)
          put(excluded, "\(pattern) refuses \(refused)")
        }
        // The router ignores a trailing slash; a path that ends in a literal cannot say it
        // optionally, so it is claimed with and without.
        var paths = [Self.path(of: segments)]
        if case .literal? = segments.last { paths.append(paths[0] + "/") }
        for path in paths {
          // An exclusion keeps links out of the app: only when no other route could take one.
          let excludes = refusalsAreSafe(pattern, segments, among: claimed)
          for refused in pattern.refusedQueryKeys where excludes {
            var excluded = Entry(
              path: path, query: query + [(Self.encoded(refused), "*")], fragment: fragment, comments: [],
              exclude: true)
            excluded.caseInsensitive = Self.hasEscapes(excluded)
            put(excluded, "\(pattern) refuses links with \"\(refused)\"")
          }
          var entry = Entry(path: path, query: query, fragment: fragment, comments: [])
          entry.caseInsensitive = Self.hasEscapes(entry)
          put(entry, comment)
        }
      }
    }
    for target in app.targets where claims(target.pattern.hosts) {
      add(target.pattern, "\(target.pattern) opens \(Self.describe(target))")
    }
    // A redirect's legacy links must reach the app too, for it to send them on.
    for redirect in app.redirects where claims(redirect.from.hosts) {
      add(redirect.from, "\(redirect.from) redirects to \(redirect.to)")
    }
    // So must a rewrite's: the app rewrites them before it matches them.
    for (pattern, rule) in app.rewritePatterns where claims(pattern.hosts) {
      add(pattern, "\(pattern) is rewritten to \(Self.describe(rule))")
    }
    // A wholly percent-encoded path (`/%2Fsettings%3Ftab%3D1`) is decoded by the app, then
    // routed: every such path is claimed, whatever it decodes to.
    if app.policy.readsEncodedPaths {
      var encoded = Entry(path: "/%2F*", query: [], fragment: nil, comments: [])
      encoded.caseInsensitive = true
      put(encoded, "a wholly percent-encoded path, decoded by the app and then routed")
    }
    // A link encoded twice (`/files/a%252Fb`) or whose `?` was encoded with its path
    // (`/search%3Fq%3Dshoes`) is decoded once more by the app, then routed: every such path is
    // claimed, whatever it decodes to.
    if app.policy.decodesTwice {
      for path in ["/*%25*", "/*%3F*"] {
        var encoded = Entry(path: path, query: [], fragment: nil, comments: [])
        encoded.caseInsensitive = true
        put(encoded, "a link encoded twice, decoded once more by the app (decode: twice) and then routed")
      }
    }
    return order.compactMap { key in
      guard let entry = entries[key] else { return nil }
      var members: [(key: String, value: JSONText)] = [("/", .string(entry.path))]
      if !entry.query.isEmpty {
        members.append(("?", .object(entry.query.map { ($0.key, .string($0.value)) })))
      }
      if let fragment = entry.fragment { members.append(("#", .string(fragment))) }
      if entry.exclude { members.append(("exclude", .bool(true))) }
      if entry.caseInsensitive { members.append(("caseSensitive", .bool(false))) }
      members.append(("comment", .string(entry.comments.joined(separator: "; "))))
      return .object(members)
    }
  }

  /// The patterns this file claims: the routes', the redirects' and the rewrites' on its host.
  private var claimedPatterns: [RoutePattern] {
    app.targets.map(\.pattern).filter { claims($0.hosts) }
      + app.redirects.map(\.from).filter { claims($0.hosts) }
      + app.rewritePatterns.map(\.pattern).filter { claims($0.hosts) }
  }

  /// Where a rewrite sends its links: `/inbox cold, /p/:id warm`.
  private static func describe(_ rule: RewriteRules.Rule) -> String {
    [rule.cold.map { "\($0) cold" }, rule.warm.map { "\($0) warm" }].compactMap { $0 }.joined(separator: ", ")
  }

  /// Whether `pattern`'s refused keys may be excluded on the path of `segments`: no other
  /// pattern the file claims may take a link of that path (whatever the query), as the router
  /// might try it first and open the link, and no any-web-link route takes what the routes
  /// refuse.
  private func refusalsAreSafe(
    _ pattern: RoutePattern, _ segments: [RoutePattern.Segment], among claimed: [RoutePattern]
  ) -> Bool {
    guard !app.policy.acceptsAnyWebLink else { return false }
    return !claimed.contains { other in other != pattern && ExportShapes.mayTake(other, pathOf: segments) }
  }

  /// One component, before it is written.
  private struct Entry {
    var path: String
    var query: [(key: String, value: String)]
    var fragment: String?
    var comments: [String]
    var exclude = false
    /// Whether the component matches regardless of case: for one with `%XX` escapes, which a
    /// link may write in either case.
    var caseInsensitive = false

    var key: String {
      ([path] + query.map { "\($0)=\($1)" } + [fragment.map { "#" + $0 } ?? "", exclude ? "exclude" : ""])
        .joined(separator: "\n")
    }
  }

  /// Whether a component holds a `%XX` escape, which a link may write in lower case.
  private static func hasEscapes(_ entry: Entry) -> Bool {
    ([entry.path, entry.fragment ?? ""] + entry.query.flatMap { [$0.key, $0.value] }).contains {
      $0.contains("%")
    }
  }

  /// The `/` pattern of a route pattern.
  static func path(of pattern: RoutePattern) -> String {
    path(of: pattern.segments)
  }

  /// The `/` pattern of a route pattern's segments.
  static func path(of segments: [RoutePattern.Segment]) -> String {
    "/"
      + segments.map { segment in
        switch segment {
        case .literal(let text): encoded(text)
        case .parameter, .wildcard: "?*"
        }
      }.joined(separator: "/")
  }

  /// What a target opens, for a component's comment.
  static func describe(_ target: ToolApp.RouteTarget) -> String {
    switch target.kind {
    case .screen: target.screen ?? "a screen"
    case .interrupt: "\(target.screen ?? "a flow"), interrupting"
    case .resolved: "a destination resolved when the link runs"
    case .responder: "the responder that claims it"
    case .action: "the app's action \(target.screen ?? "")"
    }
  }

  /// A query key or value as a link may write it: encoded, with a space `*`, which takes both
  /// `%20` and the `+` of a form-encoded query.
  static func queryEncoded(_ text: String) -> String {
    encoded(text).replacingOccurrences(of: "%20", with: "*")
  }

  /// `text` percent-encoded as a URL path segment is: RFC 3986's `pchar`s stay, every other
  /// byte is `%XX`. `*` is a `pchar` and stays, so a literal `*` acts as a wildcard here.
  static func encoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      let keeps =
        byte < 0x80
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
          || "-._~!$&'()*+,;=:@".unicodeScalars.contains(scalar))
      if keeps {
        out.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
