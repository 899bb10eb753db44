import Foundation
@_spi(Internals) import WayfinderRouting

/// Writes the `<intent-filter>` elements that send an app's links to an Android activity.
///
/// What the format is, from Android's manifest reference for `<data>`
/// (https://developer.android.com/guide/topics/manifest/data-element) and its guide to
/// verifying App Links (https://developer.android.com/training/app-links/verify-android-applinks):
/// - All `<data>` elements of one filter combine: each scheme with each host with each path.
///   Without a host the path attributes are ignored; without a scheme, everything is.
/// - `android:path` is a whole path, `android:pathPrefix` its start, and `android:pathPattern`
///   a whole path in a simple glob (`PatternMatcher.PATTERN_SIMPLE_GLOB`): `*` repeats the
///   character before it zero or more times, `.*` matches any run of characters, and `\`
///   escapes. The XML reader takes one `\` first, so a literal `*` is written `\\*` and a
///   literal `\` is `\\\\`.
/// - Scheme and host matching are case-sensitive: both are written in lowercase.
/// - A filter to verify has `android:autoVerify="true"`, the action `VIEW`, the categories
///   `DEFAULT` and `BROWSABLE`, and only the `http` and `https` schemes: another scheme in it
///   prevents verification. So each custom scheme has a filter of its own, not verified.
///
/// The mapping: an all-literal pattern is a `path`; literals then a wildcard, a `pathPrefix`;
/// anything else a `pathPattern`, where a parameter or a wildcard (one segment or more, not
/// empty) is `..*` and a literal's `\`, `*` and `.` are escaped. A segment of a set is a path
/// for each value; any other typed segment (`int`, a value pattern, a type of the app's own) is
/// `..*`, any value: a glob cannot say a type. A path that ends in a literal is written with
/// and without a trailing slash, which the router ignores. Android compares the decoded path,
/// so literals are written decoded. A policy that reads wholly percent-encoded paths
/// (`readsEncodedPaths`) adds `pathPrefix="//"`: such a path, `%2Fsettings`, decodes to one
/// starting with `//`; one that decodes links encoded twice (`decodesTwice`) adds
/// `pathPattern=".*%.*"` and `".*?.*"`, the decoded path of a link encoded twice, or of one
/// whose `?` was encoded with its path. A custom-scheme link folds its host into the path (`bank://cards/42` is
/// `/cards/42`), which Android reads as a host, so its filter names the scheme alone. Routes on
/// named hosts have a filter per list of hosts, as a filter's hosts and paths combine; a
/// `*.example.com` host is Android's wildcard too ("the asterisk must be the first character").
///
/// The query and the fragment take no part: the filters open links whatever their query and
/// fragment, and the app checks them (a route chosen by `?type=people` or `#faq`, a refused
/// `!preview`). Android 15's `<uri-relative-filter-group>` can match query items and
/// fragments, but it is ignored before Android 15 ("They are ignored and have no effect on
/// lower Android versions"), and a filter consults its groups only when none of its plain paths
/// matched: a route claimed through a group alone would lose its links on older devices, and a
/// group beside the plain path narrows nothing. So the claim is the path, wider than the
/// router, never narrower: the app still refuses what its router refuses. Where the two could
/// still differ, the link is written oddly: repeated slashes (`/settings//notifications`), a
/// parameter whose value holds an encoded `/` before another literal (the simple glob's `.*`
/// stops at the first `/`).
///
struct AndroidExport {
  let app: ToolApp

  var text: String {
    let name = app.name.replacingOccurrences(of: "--", with: "- -")
    var lines = [
      "<!-- Intent filters for \(name), written by wayfinder: a fragment to paste inside the"
        + " <activity> that opens links. -->"
    ]
    let webSchemes = app.policy.webSchemes.filter { $0 == "https" || $0 == "http" }
    // A redirect's legacy links must reach the app too, for it to send them on, and a
    // rewrite's, for it to rewrite them. A filter's data combine every host with every path, so
    // routes on named hosts have filters of their own, one per list of hosts.
    let patterns = app.patterns + app.redirects.map(\.from) + app.rewritePatterns.map(\.pattern)
    var groups: [[String]] = []
    for pattern in patterns where !groups.contains(pattern.hosts) { groups.append(pattern.hosts) }
    for hosts in groups {
      var paths = Self.unique(patterns.filter { $0.hosts == hosts }.flatMap(Self.pathData))
      // A wholly percent-encoded path decodes to one starting with "//", which the app decodes
      // and routes.
      if app.policy.readsEncodedPaths, hosts.isEmpty { paths.append("android:pathPrefix=\"//\"") }
      // A link encoded twice still holds a "%" once Android decodes it, and one whose "?" was
      // encoded with its path holds a "?": the app decodes it once more and routes it.
      if app.policy.decodesTwice, hosts.isEmpty {
        paths += ["android:pathPattern=\".*%.*\"", "android:pathPattern=\".*?.*\""]
      }
      let names = hosts.isEmpty ? app.policy.hosts : hosts
      guard !names.isEmpty, !webSchemes.isEmpty, !paths.isEmpty else { continue }
      lines += Self.filter(
        verified: true,
        data: webSchemes.map { "android:scheme=\"\(Self.escaped($0))\"" }
          + names.map { "android:host=\"\(Self.escaped($0))\"" } + paths)
    }
    // A browser that accepts any web link takes http and https links of every host, unverified.
    if app.policy.acceptsAnyWebLink, !webSchemes.isEmpty {
      lines += Self.filter(verified: false, data: webSchemes.map { "android:scheme=\"\(Self.escaped($0))\"" })
    }
    for scheme in app.policy.schemes {
      lines += Self.filter(verified: false, data: ["android:scheme=\"\(Self.escaped(scheme))\""])
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func filter(verified: Bool, data: [String]) -> [String] {
    [
      verified ? "<intent-filter android:autoVerify=\"true\">" : "<intent-filter>",
      "    <action android:name=\"android.intent.action.VIEW\" />",
      "    <category android:name=\"android.intent.category.DEFAULT\" />",
      "    <category android:name=\"android.intent.category.BROWSABLE\" />",
    ] + data.map { "    <data \($0) />" } + ["</intent-filter>"]
  }

  /// The path attributes of a pattern, escaped for XML: one for each value of its sets, and one
  /// more with a trailing slash for a path that ends in a literal.
  static func pathData(_ pattern: RoutePattern) -> [String] {
    ExportShapes.variants(of: pattern).flatMap { segments -> [String] in
      guard case .literal? = segments.last else { return [pathData(segments)] }
      return [pathData(segments), pathData(segments, trailingSlash: true)]
    }
  }

  /// The path attribute of a pattern's segments, escaped for XML.
  static func pathData(_ segments: [RoutePattern.Segment], trailingSlash: Bool = false) -> String {
    let slash = trailingSlash ? "/" : ""
    var literals: [String] = []
    var isLiteral = true
    for segment in segments {
      guard case .literal(let text) = segment else {
        isLiteral = false
        break
      }
      literals.append(text)
    }
    let prefix = "/" + literals.joined(separator: "/")
    if isLiteral {
      return "android:path=\"\(escaped(prefix + slash))\""
    }
    if literals.count == segments.count - 1, case .wildcard? = segments.last {
      return "android:pathPrefix=\"\(escaped(literals.isEmpty ? "/" : prefix + "/"))\""
    }
    let glob =
      "/"
      + segments.map { segment in
        switch segment {
        case .literal(let text): globEscaped(text)
        case .parameter, .wildcard: "..*"
        }
      }.joined(separator: "/") + slash
    return "android:pathPattern=\"\(escaped(glob))\""
  }

  /// A literal for a simple glob, as the manifest is written: `\`, `*` and `.` escaped with
  /// `\\` (the XML reader takes one `\`, the glob the other).
  static func globEscaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\\\\\"
      case "*", ".": out += "\\\\" + String(character)
      default: out.append(character)
      }
    }
    return out
  }

  /// Text for an XML attribute value in double quotes.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }

  private static func unique(_ items: [String]) -> [String] {
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
  }
}
