/// Where a redirect sends the links of its pattern: a path, and a query, whose `:name` parts
/// take the values the link gave the pattern's parameters of that name.
///
/// `/items/:id` sends `/old/items/7` to `/items/7`; `/search?q=:query` sends the query on; a
/// wildcard's segments go where its name is written (`/files/:rest`). A name may follow or
/// precede other text in a segment or a query value (`/items/v-:id`, `?q=tag-:term`). A query
/// item whose value the link did not give (an optional parameter) is left out.
///
/// The link's query items that the pattern does not name (as a parameter's key or a literal's)
/// and the target does not set go on after the target's own, as the link wrote them: a
/// campaign's `utm_source` survives a redirect. A nested link (below) carries its own query.
///
/// A target that is one name alone, `:url`, is a nested link: the value the link gave that
/// parameter (`/deep-link?url=%2Fsettings%2FnewTab` gives `/settings/newTab`) is itself a path
/// inside the app, or a link the policy accepts, and is routed again through the table.
@usableFromInline
struct RedirectTemplate: Sendable {
  enum Part: Sendable, Hashable {
    case literal(String)
    case value(String)
    /// A wildcard's segments, each a segment of the path.
    case segments(String)
    /// Text and values in one segment or query value, `v-:id`: each piece a ``literal`` or a
    /// ``value``.
    case mixed([Part])
  }

  /// The path's segments.
  let segments: [Part]
  /// The query items: a key and its value.
  let query: [(key: String, value: Part)]
  /// The target as written.
  let text: String
  /// The parameter whose value is the whole target, for a nested link (`:url`).
  let nested: String?
  /// The query keys the pattern names and the target sets: a link's items under other keys
  /// go on.
  let namedKeys: Set<String>
  /// Whether the path holds a wildcard's segments, which an example value cannot stand for.
  var takesWildcard: Bool { segments.contains { if case .segments = $0 { true } else { false } } }

  /// Reads `text`, whose `:name` parts must each name a parameter of `source`.
  init(_ text: String, from source: RoutePattern) throws(RouteTableError) {
    self.text = text
    func fail(_ reason: String) -> RouteTableError {
      RouteTableError(.invalidRedirect, pattern: source.text, reason: "the redirect to \"\(text)\" \(reason)")
    }
    let names = Set(source.parameterNames)
    // The query it passes on whole and an optional fragment may be absent too.
    let optional = Set(
      source.query.filter { !$0.isRequired }.map(\.name) + (source.queryRest.map { [$0] } ?? [])
        + (source.isFragmentRequired ? [] : source.fragmentName))
    let requiredInPath = names.subtracting(optional)
    if text.hasPrefix(":"), !text.contains("/"), !text.contains("?") {
      let name = String(text.dropFirst())
      guard names.contains(name) else {
        throw fail("names \":\(name)\", which \(source.text) does not capture")
      }
      guard requiredInPath.contains(name) else {
        throw fail(
          "is the optional \":\(name)\", which a link may not give; a nested link's parameter is required")
      }
      (self.nested, self.segments, self.query, self.namedKeys) = (name, [], [], [])
      return
    }
    nested = nil
    guard text.hasPrefix("/") else {
      throw fail("must be a path starting with \"/\", or one parameter holding a path, such as \":url\"")
    }
    func part(_ written: Substring, inPath: Bool) throws(RouteTableError) -> Part {
      // `*rest` in the path is the wildcard `rest`'s segments, as `:rest` is.
      if inPath, written.hasPrefix("*") {
        let name = String(written.dropFirst())
        guard source.segments.contains(.wildcard(name: name)) else {
          throw fail("names \"*\(name)\", which is not a wildcard of \(source.text)")
        }
        return .segments(name)
      }
      var pieces: [Part] = []
      for piece in Self.pieces(of: written) {
        guard case .value(let name) = piece else {
          pieces.append(piece)
          continue
        }
        guard names.contains(name) else {
          throw fail("names \":\(name)\", which \(source.text) does not capture")
        }
        if inPath, !requiredInPath.contains(name) {
          throw fail("puts the optional \":\(name)\" in its path, which a link may not give")
        }
        pieces.append(piece)
      }
      guard pieces.count == 1, let only = pieces.first else { return .mixed(pieces) }
      // A name alone: a wildcard's in the path is its segments.
      guard case .value(let name) = only, inPath, source.segments.contains(.wildcard(name: name)) else {
        return only
      }
      return .segments(name)
    }
    let halves = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var segments: [Part] = []
    for written in halves[0].split(separator: "/") { segments.append(try part(written, inPath: true)) }
    var query: [(key: String, value: Part)] = []
    if halves.count > 1 {
      for item in halves[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard pair.count == 2, !pair[0].isEmpty else {
          throw fail("has a query item \"\(item)\" without key=value")
        }
        query.append((String(pair[0]), try part(pair[1], inPath: false)))
      }
    }
    self.segments = segments
    self.query = query
    self.namedKeys = Set(source.query.map(\.key) + source.queryLiterals.map(\.key) + query.map(\.key))
  }

  /// The path `parameters` fill this template with, each value percent-encoded.
  func path(with parameters: RouteParameters) -> String {
    if let nested { return parameters[nested] ?? "" }
    var path = ""
    for segment in segments {
      switch segment {
      case .literal(let text):
        path += "/" + text
      case .value(let name):
        path += "/" + PercentEncoding.encode(parameters[name] ?? "")
      case .segments(let name):
        for value in (try? parameters.segments(name)) ?? [] { path += "/" + PercentEncoding.encode(value) }
      case .mixed(let pieces):
        path += "/" + Self.filled(pieces, with: parameters)
      }
    }
    if path.isEmpty { path = "/" }
    var items: [String] = []
    for (key, value) in query {
      switch value {
      case .literal(let text): items.append("\(key)=\(text)")
      case .value(let name), .segments(let name):
        if let given = parameters[name] { items.append("\(key)=\(PercentEncoding.encode(given))") }
      case .mixed(let pieces):
        let given = pieces.allSatisfy {
          if case .value(let name) = $0 { parameters[name] != nil } else { true }
        }
        if given { items.append("\(key)=\(Self.filled(pieces, with: parameters))") }
      }
    }
    items += passedOn(from: parameters.link)
    return items.isEmpty ? path : path + "?" + items.joined(separator: "&")
  }

  /// The text and the `:name` values of `written`, in order: `v-:id` is the literal `v-` and
  /// the value `id`. A name is a letter or `_`, then letters, digits and `_`; a `:` before
  /// anything else is text (`10:30`).
  static func pieces(of written: Substring) -> [Part] {
    let bytes = Array(written.utf8)
    var pieces: [Part] = []
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let next = index + 1
      guard bytes[index] == UInt8(ascii: ":"), next < bytes.count,
        ByteParsing.isNameByte(bytes[next], first: true)
      else {
        text.append(bytes[index])
        index += 1
        continue
      }
      var end = next + 1
      while end < bytes.count, ByteParsing.isNameByte(bytes[end], first: false) { end += 1 }
      if !text.isEmpty { pieces.append(.literal(String(decoding: text, as: UTF8.self))) }
      text = []
      pieces.append(.value(String(decoding: bytes[next..<end], as: UTF8.self)))
      index = end
    }
    if !text.isEmpty || pieces.isEmpty { pieces.append(.literal(String(decoding: text, as: UTF8.self))) }
    return pieces
  }

  /// The text of `pieces` with each value `parameters` gives, percent-encoded, in its place.
  private static func filled(_ pieces: [Part], with parameters: RouteParameters) -> String {
    pieces.map { piece in
      switch piece {
      case .literal(let text): text
      case .value(let name), .segments(let name): PercentEncoding.encode(parameters[name] ?? "")
      case .mixed(let inner): filled(inner, with: parameters)
      }
    }.joined()
  }

  /// The query items of `link` under keys this redirect does not name, as written.
  func passedOn(from link: String) -> [String] {
    guard let mark = link.firstIndex(of: "?") else { return [] }
    let query = link[link.index(after: mark)...].prefix { $0 != "#" }
    return query.split(separator: "&").filter { item in
      let key = Array(item.prefix { $0 != "=" }.utf8)
      let name = key.withUnsafeBufferPointer { PercentEncoding.decodedString($0) }
      return !namedKeys.contains(name)
    }.map(String.init)
  }
}
