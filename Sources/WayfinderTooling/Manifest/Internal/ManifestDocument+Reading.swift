import WayfinderCoordination
import WayfinderRouting
import Yams

extension ManifestDocument {
  static let keys = [
    "app", "links", "dispatch", "guards", "graph", "screens", "types", "routes", "redirects", "rewrites",
    "payloads", "start",
  ]

  /// Reads a manifest's text into a document, checking its shape: keys, types, required
  /// fields, and the syntax of screen references. Names are looked up later.
  static func read(_ source: ManifestSource) throws(ManifestError) -> ManifestDocument {
    let node: Node
    do {
      guard let composed = try Yams.compose(yaml: source.text) else {
        throw source.error(
          .missingKey, "the manifest is empty", expected: "a mapping with app, links, graph and routes",
          at: .start)
      }
      node = composed
    } catch let error as ManifestError {
      throw error
    } catch {
      throw syntaxError(error, in: source)
    }
    let top = try ManifestValue(node: node, source: source, name: "the manifest")
      .mapping(keys: keys, expected: "a mapping with app, links, graph and routes")
    let app = try top.required("app", expected: "the app's name, such as bank").text(
      expected: "the app's name")
    let links = try top.required("links", expected: "the links the app accepts, {schemes: […], hosts: […]}")
    let (policy, policyMarks) = try readPolicy(links)
    let graph = try top.required("graph", expected: "the navigation graph, a mapping from container names")
    let routes = try top.required("routes", expected: "a mapping from link patterns to screens")
    var document = ManifestDocument(
      app: app, policy: policy, policyMarks: policyMarks, linksMark: links.mark, graphMark: graph.mark,
      routesMark: routes.mark)
    let acknowledged = try links.entries(expected: "the links the app accepts").first {
      $0.key.value == "acknowledge" && !$0.value.isNull
    }
    try document.readAcknowledgements(acknowledged?.value, at: .policy)
    try document.readAnyWebLink(links)
    if let dispatch = top["dispatch"] { try document.readDispatch(dispatch) }
    if let guards = top["guards"] { try document.readGuards(guards) }
    try document.readGraph(graph)
    if let screens = top["screens"] { try document.readScreens(screens) }
    if let types = top["types"] { try document.readTypes(types) }
    try document.readRoutes(routes)
    if let redirects = top["redirects"] { try document.readRedirects(redirects) }
    if let rewrites = top["rewrites"] { try document.readRewrites(rewrites) }
    if let payloads = top["payloads"] { try document.readPayloads(payloads) }
    if let start = top["start"] { try document.readStart(start) }
    return document
  }

  private static func readPolicy(_ value: ManifestValue) throws(ManifestError) -> (
    LinkPolicy, [String: SourceMark]
  ) {
    let keys = [
      "schemes", "hosts", "webSchemes", "maxLength", "maxSegments", "maxQueryItems", "plusIsSpaceInQuery",
      "anyWebLink", "encodedPaths", "barePaths", "decode", "acknowledge",
    ]
    let links = try value.named("\"links\"").mapping(
      keys: keys,
      expected: "a mapping with schemes and hosts, such as {schemes: [bank], hosts: [bank.example.com]}")
    var marks: [String: SourceMark] = [:]
    func texts(_ key: String, _ expected: String) throws(ManifestError) -> [String]? {
      guard let list = links[key] else { return nil }
      let texts = try list.texts(expected: expected)
      for text in texts where marks[text.value.lowercased()] == nil {
        marks[text.value.lowercased()] = text.mark
      }
      return texts.map(\.value)
    }
    func number(_ key: String) throws(ManifestError) -> Int? {
      try links[key]?.int(expected: "a whole number").value
    }
    let schemes = try texts("schemes", "a list of custom schemes, such as [bank]") ?? []
    let hosts = try texts("hosts", "a list of universal-link hosts, such as [bank.example.com]") ?? []
    guard !schemes.isEmpty || !hosts.isEmpty else {
      throw value.error(.missingKey, "\"links\" accepts no link", expected: "schemes, hosts or both")
    }
    var policy = LinkPolicy(schemes: schemes, hosts: hosts)
    if let web = try texts("webSchemes", "a list of schemes that carry universal links, such as [https]") {
      policy.webSchemes = web
    }
    if let limit = try number("maxLength") { policy.maxLength = limit }
    if let limit = try number("maxSegments") { policy.maxSegments = limit }
    if let limit = try number("maxQueryItems") { policy.maxQueryItems = limit }
    if let flag = links["plusIsSpaceInQuery"] {
      policy.plusIsSpaceInQuery = try flag.bool(expected: "true or false").value
    }
    try readLinkShapes(links, into: &policy)
    return (policy, marks)
  }

  private mutating func readDispatch(_ value: ManifestValue) throws(ManifestError) {
    let dispatch = try value.named("\"dispatch\"").mapping(
      keys: ["policy", "timeToLive", "animatesLastStep", "duplicateWindow"],
      expected:
        "a mapping such as {policy: supersede, timeToLive: 60s, animatesLastStep: true, duplicateWindow: 500ms}"
    )
    let policies = DeepLinkCenterPolicy.allCases.map(\.rawValue)
    if let policy = dispatch["policy"] {
      let name = try policy.text(expected: Suggestion.list(policies))
      guard let known = DeepLinkCenterPolicy(rawValue: name.value) else {
        var message = "unknown dispatch policy \"\(name.value)\""
        if let guess = Suggestion.closest(to: name.value, among: policies) {
          message += " (did you mean \"\(guess)\"?)"
        }
        throw policy.error(.invalidValue, message, expected: Suggestion.list(policies))
      }
      dispatchPolicy = known
    }
    if let time = dispatch["timeToLive"] {
      let expected = "a duration such as 60s, 1.5s, 500ms or 2m"
      let text = try time.text(expected: expected)
      guard let duration = Self.duration(text.value) else {
        throw time.error(.invalidValue, "\"\(text.value)\" is not a duration", expected: expected)
      }
      timeToLive = duration
    }
    if let window = dispatch["duplicateWindow"] {
      let expected = "a duration such as 500ms or 1s"
      let text = try window.text(expected: expected)
      guard let duration = Self.duration(text.value), duration > .zero else {
        throw window.error(.invalidValue, "\"\(text.value)\" is not a duration over zero", expected: expected)
      }
      duplicateWindow = duration
    }
    if let animates = dispatch["animatesLastStep"] {
      let text = try animates.text(expected: "true or false")
      guard let value = Bool(text.value) else {
        throw animates.error(
          .invalidValue, "\"\(text.value)\" is not true or false", expected: "true or false")
      }
      animatesLastStep = value
    }
  }

  /// `60s`, `1.5s`, `500ms`, `2m`, `1h`: a number of at most a year and a unit.
  static func duration(_ text: String) -> Duration? {
    let units: [(String, Double)] = [("ms", 1e-3), ("s", 1), ("m", 60), ("h", 3600)]
    for (unit, seconds) in units where text.hasSuffix(unit) {
      let number = text.dropLast(unit.count)
      guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        let value = Double(number), value.isFinite
      else { continue }
      let total = value * seconds
      guard total <= 366 * 24 * 3600 else { return nil }
      return .nanoseconds(Int64((total * 1e9).rounded()))
    }
    return nil
  }

  private mutating func readGuards(_ value: ManifestValue) throws(ManifestError) {
    for entry in try value.named("\"guards\"").entries(
      expected: "a mapping from guard names to {shows: screen, waitLimit: 5m}")
    {
      try Self.checkName(entry.key, as: "a guard", in: entry.value.source)
      let spec = try entry.value.named("the guard \"\(entry.key.value)\"").mapping(
        keys: ["shows", "waitLimit"],
        expected: "{shows: the screen shown while the guard waits, waitLimit: how long a link waits}")
      let shows = try spec.required(
        "shows", expected: "the screen shown while it waits", owner: entry.key.mark
      )
      .text(expected: "a screen name")
      var spelled = Guard(name: entry.key, shows: shows)
      if let limit = spec["waitLimit"] {
        let expected = "a duration such as 90s or 5m, or none"
        let text = try limit.text(expected: expected)
        if text.value == "none" {
          spelled.waitLimit = nil
        } else {
          guard let duration = Self.duration(text.value), duration > .zero else {
            throw limit.error(.invalidValue, "\"\(text.value)\" is not a duration", expected: expected)
          }
          spelled.waitLimit = duration
        }
      }
      guards.append(spelled)
    }
  }

  /// Checks that a declared name can be referred to: letters, digits, `_`, `-` and `.`.
  static func checkName(_ name: Located<String>, as what: String, in source: ManifestSource)
    throws(ManifestError)
  {
    let valid =
      !name.value.isEmpty
      && name.value.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || $0.properties.numericType != nil || "_-.".unicodeScalars.contains($0)
      }
    guard valid else {
      throw source.error(
        .invalidValue, "\"\(name.value)\" cannot name \(what)",
        expected: "letters, digits, \"_\", \"-\" and \".\"",
        at: name.mark)
    }
  }

  /// The error for text that Yams cannot read.
  static func syntaxError(_ error: any Error, in source: ManifestSource) -> ManifestError {
    guard let yaml = error as? YamlError else {
      return source.error(.syntax, "the \(source.format) cannot be read: \(error)", at: .start)
    }
    switch yaml {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var message = "invalid \(source.format): \(problem)"
      if let context {
        let place = source.place(SourceMark(context.mark))
        message += " (\(context.text) at \(place.line):\(place.column))"
      }
      var expected: String?
      if problem.contains("mapping values are not allowed") {
        expected = "a value holding \": \" to be in quotes (in a screen, write \"=\": card(cardID = id))"
      }
      return source.error(.syntax, message, expected: expected, at: SourceMark(mark))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return source.error(
        .syntax,
        duplicates.count == 1
          ? "the key \(Suggestion.quoted(duplicates)) is written twice in one mapping"
          : "the keys \(Suggestion.quoted(duplicates, or: "and")) are written twice in one mapping",
        expected: "each key once", at: SourceMark(context.mark))
    case .reader(let problem, let offset, _, _):
      return source.error(
        .unreadable, "the text cannot be read: \(problem)", at: mark(atCharacter: offset, in: source.text))
    default:
      return source.error(.syntax, "the \(source.format) cannot be read: \(yaml)", at: .start)
    }
  }

  private static func mark(atCharacter offset: Int?, in text: String) -> SourceMark {
    var mark = SourceMark.start
    for character in text.prefix(offset ?? 0) {
      if character.isNewline {
        mark = SourceMark(line: mark.line + 1, column: 1)
      } else {
        mark.column += character.unicodeScalars.count
      }
    }
    return mark
  }
}
