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
/// parameter or a wildcard, which match one segment or more that is not empty, is `?*`; a
/// required query parameter is `"key": "?*"` in the `?` dictionary, a query literal
/// `"key": "value"` (encoded, its `*` and `?` matching more than the app opens, never less); an
/// optional one is left out. The file may match more than the app opens (`/cards/?*` takes `/cards/abc`, which the
/// app reports unmatched), never less — except a trailing slash on an all-literal path, which
/// the app ignores and a pattern cannot make optional. A segment of a set (`:tab(a|b)`, `bool`)
/// is a component for each value. A fragment literal is `"#": "value"`, a required fragment
/// parameter `"#": "?*"`. A query item the pattern refuses (`!preview`) is an `exclude: true`
/// component just before the pattern's, with `"preview": "*"` in its `?` dictionary (the
/// documented example: a dictionary matches a query that has an item of that name and value).
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
    func add(_ pattern: RoutePattern, _ comment: String) {
      let query =
        pattern.queryLiterals.map { (Self.encoded($0.key), Self.encoded($0.value)) }
        + pattern.query.filter(\.isRequired).map { (Self.encoded($0.key), "?*") }
      let fragment: String? =
        switch pattern.fragment {
        case .literal(let text)?: Self.encoded(text)
        case .parameter? where pattern.isFragmentRequired: "?*"
        default: nil
        }
      for segments in ExportShapes.variants(of: pattern) {
        let path = Self.path(of: segments)
        for refused in pattern.refusedQueryKeys {
          let excluded = Entry(
            path: path, query: query + [(Self.encoded(refused), "*")], fragment: fragment,
            comments: ["\(pattern) refuses links with \"\(refused)\""], exclude: true)
          if entries[excluded.key] == nil { order.append(excluded.key) }
          entries[excluded.key] = excluded
        }
        let entry = Entry(path: path, query: query, fragment: fragment, comments: [comment])
        if entries[entry.key] == nil {
          order.append(entry.key)
          entries[entry.key] = entry
        } else {
          entries[entry.key]?.comments.append(comment)
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
    return order.compactMap { key in
      guard let entry = entries[key] else { return nil }
      var members: [(key: String, value: JSONText)] = [("/", .string(entry.path))]
      if !entry.query.isEmpty {
        members.append(("?", .object(entry.query.map { ($0.key, .string($0.value)) })))
      }
      if let fragment = entry.fragment { members.append(("#", .string(fragment))) }
      if entry.exclude { members.append(("exclude", .bool(true))) }
      members.append(("comment", .string(entry.comments.joined(separator: "; "))))
      return .object(members)
    }
  }

  /// One component, before it is written.
  private struct Entry {
    var path: String
    var query: [(key: String, value: String)]
    var fragment: String?
    var comments: [String]
    var exclude = false

    var key: String {
      ([path] + query.map { "\($0)=\($1)" } + [fragment.map { "#" + $0 } ?? "", exclude ? "exclude" : ""])
        .joined(separator: "\n")
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
