import Foundation
@_spi(Internals) import WayfinderRouting

/// The exports read as their consumers decide on a link: the AASA as iOS matches a universal
/// link against its components, the intent filters as Android matches a link's data.
enum ExportClaim {
  /// A link cut into the parts the two formats read.
  struct Link {
    var scheme: String
    var host: String
    /// The path as the link writes it, percent-encoded.
    var path: String
    var query: String?
    var fragment: String?

    init?(_ text: String) {
      guard let colon = text.range(of: "://") else { return nil }
      scheme = String(text[..<colon.lowerBound]).lowercased()
      var rest = Substring(text[colon.upperBound...])
      if let hash = rest.firstIndex(of: "#") {
        fragment = String(rest[rest.index(after: hash)...])
        rest = rest[..<hash]
      }
      if let mark = rest.firstIndex(of: "?") {
        query = String(rest[rest.index(after: mark)...])
        rest = rest[..<mark]
      }
      let slash = rest.firstIndex(of: "/") ?? rest.endIndex
      host = String(rest[..<slash]).lowercased()
      path = String(rest[slash...])
    }
  }

  // MARK: apple-app-site-association

  /// Whether the AASA claims `link` for the app: the first component that matches it decides,
  /// and one with `exclude` keeps it out ("components are tried in order, first match wins").
  static func aasaClaims(_ components: [[String: Any]], _ link: Link) -> Bool {
    guard link.scheme == "https" else { return false }
    for component in components where aasaMatches(component, link) {
      return component["exclude"] as? Bool != true
    }
    return false
  }

  /// Whether one component matches: `/` the percent-encoded path, `?` the query (a pattern, or
  /// a dictionary whose every key must be present with every item of that name matching), `#`
  /// the fragment; a key left out matches all. `*` is any run, `?` one character.
  static func aasaMatches(_ component: [String: Any], _ link: Link) -> Bool {
    let sensitive = component["caseSensitive"] as? Bool ?? true
    func glob(_ pattern: String, _ text: String) -> Bool {
      sensitive
        ? ExportFormatTests.glob(pattern, text)
        : ExportFormatTests.glob(pattern.lowercased(), text.lowercased())
    }
    if let path = component["/"] as? String, !glob(path, link.path) { return false }
    if let fragment = component["#"] as? String, !glob(fragment, link.fragment ?? "") { return false }
    switch component["?"] {
    case let pattern as String:
      return glob(pattern, link.query ?? "")
    case let items as [String: String]:
      let given = (link.query ?? "").split(separator: "&").map { item -> (String, String) in
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        return (pair[0], pair.count > 1 ? pair[1] : "")
      }
      return items.allSatisfy { key, pattern in
        let values = given.filter { glob(key, $0.0) || key == $0.0 }.map(\.1)
        return !values.isEmpty && values.allSatisfy { glob(pattern, $0) }
      }
    default:
      return true
    }
  }

  // MARK: Android intent filters

  /// Whether some intent filter takes `link`: its scheme, then (when the filter names hosts)
  /// its host, then (when the filter names paths) its decoded path.
  static func androidClaims(_ elements: [ExportFormatTests.Element], _ link: Link) -> Bool {
    let filters = Set(elements.map(\.filter))
    return filters.contains { filter in
      let data = elements.filter { $0.filter == filter && $0.name == "data" }.map(\.attributes)
      let schemes = data.compactMap { $0["android:scheme"] }
      let hosts = data.compactMap { $0["android:host"] }
      guard schemes.contains(link.scheme) else { return false }
      // Without a host, the path attributes are ignored.
      if hosts.isEmpty { return true }
      guard hosts.contains(where: { HostName.matches($0, link.host) }) else { return false }
      let paths = data.filter { $0["android:scheme"] == nil && $0["android:host"] == nil }
      if paths.isEmpty { return true }
      let path = link.path.removingPercentEncoding ?? link.path
      return paths.contains { attributes in
        if let exact = attributes["android:path"] { return unescaped(exact) == path }
        if let prefix = attributes["android:pathPrefix"] { return path.hasPrefix(unescaped(prefix)) }
        if let pattern = attributes["android:pathPattern"] { return simpleGlob(unescaped(pattern), path) }
        return false
      }
    }
  }

  /// An attribute value as the resource compiler reads it: `\\` is one `\`.
  static func unescaped(_ value: String) -> String {
    var out = ""
    var iterator = value.makeIterator()
    while let character = iterator.next() {
      if character == "\\", let next = iterator.next() { out.append(next) } else { out.append(character) }
    }
    return out
  }

  /// `PatternMatcher.PATTERN_SIMPLE_GLOB` as Android documents and runs it: `.` any character,
  /// `c*` a run of `c` (greedy), `.*` any run up to the first occurrence of the character after
  /// it (no backtracking), `\` escaping the next character; the whole text must be taken, a
  /// trailing `.*` taking an empty rest too.
  static func simpleGlob(_ pattern: String, _ text: String) -> Bool {
    // The pattern as (character, escaped, starred) atoms.
    var atoms: [(character: Character, escaped: Bool, starred: Bool)] = []
    var characters = Array(pattern)[...]
    while let character = characters.popFirst() {
      var atom = (character: character, escaped: false, starred: false)
      if character == "\\", let next = characters.popFirst() { atom = (next, true, false) }
      if characters.first == "*" {
        characters.removeFirst()
        atom.starred = true
      }
      atoms.append(atom)
    }
    let text = Array(text)
    var index = 0
    var position = 0
    while position < atoms.count, index < text.count {
      let atom = atoms[position]
      position += 1
      if atom.starred, atom.character == ".", !atom.escaped {
        // Any run, up to the first occurrence of the next atom's character.
        guard position < atoms.count else { return true }
        let stop = atoms[position].character
        guard let found = text[index...].firstIndex(of: stop) else { return false }
        index = found + 1
        position += 1
      } else if atom.starred {
        while index < text.count, text[index] == atom.character { index += 1 }
      } else {
        guard (atom.character == "." && !atom.escaped) || text[index] == atom.character else { return false }
        index += 1
      }
    }
    if position >= atoms.count, index >= text.count { return true }
    // Only a last `.*` may be left over once the text is taken.
    return index >= text.count && position == atoms.count - 1 && atoms[position].starred
      && atoms[position].character == "." && !atoms[position].escaped
  }
}
