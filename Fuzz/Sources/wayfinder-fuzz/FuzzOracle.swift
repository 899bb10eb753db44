import Foundation
@_spi(Internals) import WayfinderRouting

// NB: this one file is compiled twice: by the libFuzzer target of Fuzz/Package.swift and, through
// the symlink Tests/WayfinderRoutingTests/FuzzOracle.swift, by the unit tests that replay
// Fuzz/Corpus. Keep it to the public API of WayfinderRouting and free of warnings.

/// What must hold for any input at all: the checks the fuzzer runs on every input it makes, and
/// the corpus tests on every file of `Fuzz/Corpus`.
///
/// An input is fed as a link three ways (as it is, after `fz://` and after
/// `https://fuzz.example.com/`) and as a bare path after `/`, through `match`, `normalize` and
/// `match(path:)`. Every matched route is printed back in all three ``LinkForm``s and matched
/// again. The answers are also compared with each other: the three ways of writing one path must
/// agree, and so must a link and its normalized form.
enum FuzzOracle {
  /// The routes of the fuzzed table: one case per pattern.
  enum Route: Hashable, Sendable {
    case home
    case me
    case user(String)
    case userNumber(Int)
    case userUUID(UUID)
    case post(user: String, post: Int)
    case filesInfo
    case file(String)
    case channels
    case channel(String)
    case thread(channel: String, thread: Int)
    case search(q: String, page: Int?)
    case item(UUID, tab: String?)
    case cafe(String)
    case deep(x: String, more: [String])
    case list(n: Int, sort: String?, limit: Int?)
    case color(String)
    case positive(Int)
    case broken(String)
  }

  /// What a `parse` closure throws for a negative `/positive/:n(int)`.
  struct NotPositive: Error, CustomStringConvertible {
    var description: String { "not a positive number" }
  }

  /// The patterns whose `parse` closure may throw, making a `routeConstructionFailed` error.
  static let throwingPatterns: Set<String> = ["/positive/:n(int)", "/broken"]

  /// A table with a bit of everything: literals, plain and typed parameters side by side, a
  /// custom type, wildcards, required and optional query parameters, a non-ASCII literal, and
  /// limits low enough for a short input to reach.
  static let table: RouteTable<Route> = {
    var b = RouteTable<Route>.Builder(
      policy: LinkPolicy(
        schemes: ["fz"], hosts: ["fuzz.example.com"], maxLength: 400, maxSegments: 12, maxQueryItems: 8))
    b.register(
      ParameterType(name: "hex") { value in
        value.utf8.count == 6
          && value.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }
      })
    b.add("/", .home)
    b.add("/users/me", .me)
    b.add(
      "/users/:id", parse: { .user(try $0.string("id")) },
      print: { if case .user(let id) = $0 { ["id": id] } else { nil } })
    b.add(
      "/users/:id(int)", parse: { .userNumber(try $0.int("id")) },
      print: { if case .userNumber(let id) = $0 { ["id": id] } else { nil } })
    b.add(
      "/users/:u(uuid)", parse: { .userUUID(try $0.uuid("u")) },
      print: { if case .userUUID(let u) = $0 { ["u": u] } else { nil } })
    b.add(
      "/users/:id/posts/:post(int)", parse: { .post(user: try $0.string("id"), post: try $0.int("post")) },
      print: { if case .post(let id, let post) = $0 { ["id": id, "post": post] } else { nil } })
    b.add("/files/info", .filesInfo)
    b.add(
      "/files/*rest", parse: { .file(try $0.string("rest")) },
      print: { if case .file(let rest) = $0 { ["rest": rest] } else { nil } })
    b.add("/channels", .channels)
    b.add(
      "/channels?channelId=:channelID", parse: { .channel(try $0.string("channelID")) },
      print: { if case .channel(let id) = $0 { ["channelID": id] } else { nil } })
    b.add(
      "/channels?channelId=:channelID&thread=:thread(int)",
      parse: { .thread(channel: try $0.string("channelID"), thread: try $0.int("thread")) },
      print: {
        if case .thread(let id, let thread) = $0 { ["channelID": id, "thread": thread] } else { nil }
      })
    b.add(
      "/search?q=:q&page=:page(int)?",
      parse: { .search(q: try $0.string("q"), page: $0.contains("page") ? try $0.int("page") : nil) },
      print: { if case .search(let q, let page) = $0 { ["q": q, "page": page] } else { nil } })
    b.add(
      "/items/:u(uuid)?tab=:tab?", parse: { .item(try $0.uuid("u"), tab: $0["tab"]) },
      print: { if case .item(let u, let tab) = $0 { ["u": u, "tab": tab] } else { nil } })
    b.add(
      "/café/:name", parse: { .cafe(try $0.string("name")) },
      print: { if case .cafe(let name) = $0 { ["name": name] } else { nil } })
    b.add(
      "/a/:x/*more", parse: { .deep(x: try $0.string("x"), more: try $0.segments("more")) },
      print: {
        if case .deep(let x, let more) = $0 { ["x": x, "more": more.joined(separator: "/")] } else { nil }
      })
    b.add(
      "/v/:n(int)?sort=:sort?&limit=:limit(int)?",
      parse: {
        .list(n: try $0.int("n"), sort: $0["sort"], limit: $0.contains("limit") ? try $0.int("limit") : nil)
      },
      print: {
        if case .list(let n, let sort, let limit) = $0 {
          ["n": n, "sort": sort, "limit": limit]
        } else {
          nil
        }
      })
    b.add(
      "/colors/:c(hex)", parse: { .color(try $0.string("c")) },
      print: { if case .color(let c) = $0 { ["c": c] } else { nil } })
    b.add(
      "/positive/:n(int)",
      parse: { parameters in
        let n = try parameters.int("n")
        guard n >= 0 else { throw NotPositive() }
        return .positive(n)
      },
      print: { if case .positive(let n) = $0 { ["n": n] } else { nil } })
    // Reads a parameter the pattern does not have: every match fails in `parse`.
    b.add(
      "/broken", parse: { .broken(try $0.string("missing")) },
      print: { _ in nil })
    do {
      return try b.build()
    } catch {
      fatalError("the fuzz table does not build: \(error)")
    }
  }()

  /// The patterns of ``table``, as written.
  static let patternTexts = Set(table.patterns.map(\.text))

  /// One way an input was fed to the table.
  struct Attempt {
    /// `match`, or `match(path:)`.
    var call: String
    var link: String
    var result: Result<Route, LinkError>
  }

  /// A finding about the table's design rather than a broken promise: a matched route that
  /// cannot be printed back as a link that opens it. Counted, not failed.
  struct Note: Hashable {
    var kind: String
    var pattern: String
  }

  /// Everything one input showed.
  struct Report {
    /// Broken promises: each is a bug in the library (or in this oracle).
    var failures: [String] = []
    /// The notes, each with one example, made only when asked for: describing a route is slow.
    var notes: [Note: () -> String] = [:]
    /// Each link and path tried, with what it opened.
    var attempts: [Attempt] = []

    mutating func fail(_ message: String, _ link: String) {
      let failure = "\(message)\n  link: \(FuzzOracle.show(link))"
      if !failures.contains(failure) { failures.append(failure) }
    }
  }

  /// Runs every check on `bytes`.
  static func check(_ bytes: some Collection<UInt8>) -> Report {
    let text = String(decoding: bytes, as: UTF8.self)
    var report = Report()
    let custom = checkLink("fz://" + text, &report)
    let universal = checkLink("https://fuzz.example.com/" + text, &report)
    let path = checkPath("/" + text, &report)
    _ = checkLink(text, &report)
    _ = checkPath(text, &report)

    // `fz://P`, `https://fuzz.example.com/P` and the bare path `/P` are the same path, unless the
    // first segment of P reads as a custom scheme's authority (a port or a `user@`).
    let authority = text.utf8.prefix {
      $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
    }
    if !authority.contains(UInt8(ascii: "@")), !authority.contains(UInt8(ascii: ":")) {
      agree(custom, universal, "fz:// and https://fuzz.example.com/ disagree", &report)
      agree(custom, path, "fz:// and the bare path disagree", &report)
    }
    return report
  }

  /// `match` and `normalize` of one link, and the round trip of its route.
  @discardableResult
  static func checkLink(_ link: String, _ report: inout Report) -> Result<RouteMatch<Route>, LinkError> {
    let result = Result { () throws(LinkError) in try table.match(link) }
    record("match", link, result, &report)

    let normalized: NormalizedLink
    do throws(LinkError) {
      normalized = try table.normalize(link)
    } catch {
      checkError(error, link, &report)
      if case .failure(let matchError) = result, matchError.code == error.code {
        return result
      }
      report.fail("normalize rejected the link (\(error.code)) but match said \(describe(result))", link)
      return result
    }
    // A wrong optional query value is refused while matching, past the policy's checks.
    if case .failure(let error) = result, error.isRejection, error.code != .invalidQueryValue {
      report.fail("match rejected the link (\(error.code)) but normalize accepted it as \(normalized)", link)
    }
    let isWeb = normalized.scheme != "fz"
    if normalized.scheme != (isWeb ? "https" : "fz") || normalized.host != (isWeb ? "fuzz.example.com" : nil)
    {
      report.fail("normalized to scheme \(normalized.scheme) and host \(normalized.host ?? "nil")", link)
    }
    // The normalized form opens what the link opens.
    let again = checkPath(normalized.description, &report)
    agree(result, again, "the link and its normalized form \(normalized) disagree", &report)
    return result
  }

  /// `match(path:)` of a bare path, and the round trip of its route.
  @discardableResult
  static func checkPath(_ path: String, _ report: inout Report) -> Result<RouteMatch<Route>, LinkError> {
    let result = Result { () throws(LinkError) in try table.match(path: path) }
    record("match(path:)", path, result, &report)
    return result
  }

  /// A printed link matched again, as a bare path for the path form.
  static func reopen(_ printed: String, _ form: LinkForm) -> Result<RouteMatch<Route>, LinkError> {
    Result { () throws(LinkError) in form == .path ? try table.match(path: printed) : try table.match(printed)
    }
  }

  static func record(
    _ call: String,
    _ link: String,
    _ result: Result<RouteMatch<Route>, LinkError>,
    _ report: inout Report
  ) {
    switch result {
    case .success(let match):
      report.attempts.append(Attempt(call: call, link: link, result: .success(match.route)))
      checkMatch(match, link, &report)
    case .failure(let error):
      report.attempts.append(Attempt(call: call, link: link, result: .failure(error)))
      checkError(error, link, &report)
    }
  }

  /// An error must say what went wrong, and point inside the link.
  static func checkError(_ error: LinkError, _ link: String, _ report: inout Report) {
    let description = error.description
    if description.isEmpty || error.reason.isEmpty || !description.hasPrefix("\(error.code.category): ") {
      report.fail("LinkError \(error.code) has the description \(show(description))", link)
    }
    if error.link != link {
      report.fail("LinkError \(error.code) carries the link \(show(error.link))", link)
    }
    // (The empty link's error once pointed at bytes 0..<1, past its end: found here, fixed.)
    if let range = error.range, range.lowerBound < 0 || range.upperBound > link.utf8.count {
      report.fail(
        "LinkError \(error.code) points at bytes \(range) of a \(link.utf8.count)-byte link:\n\(description)",
        link)
    }
    if let pattern = error.closestPattern, !patternTexts.contains(pattern) {
      report.fail("LinkError \(error.code) names the closest pattern \(pattern), which the table lacks", link)
    }
    if error.code == .routeConstructionFailed, !throwingPatterns.contains(error.closestPattern ?? "") {
      report.fail("a route that never throws failed to construct:\n\(description)", link)
    }
  }

  /// Every parameter reads the same every way, and the route prints back to a link that opens it.
  static func checkMatch(_ match: RouteMatch<Route>, _ link: String, _ report: inout Report) {
    let parameters = match.parameters
    let pattern = match.pattern
    if !patternTexts.contains(pattern.text) {
      report.fail("matched a pattern the table lacks: \(pattern)", link)
    }
    let values = parameters.values
    var types: [String: String] = [:]
    for segment in pattern.segments {
      if case .parameter(let name, let type) = segment { types[name] = type.name }
    }
    for item in pattern.query { types[item.name] = item.type.name }
    for name in pattern.parameterNames {
      let value = parameters[name]
      let string = try? parameters.string(name)
      let segments = try? parameters.segments(name)
      if parameters.contains(name) != (value != nil) || values[name] != value || string != value
        || (segments == nil) != (value == nil)
      {
        report.fail(
          "parameter \(name) of \(pattern) reads differently: subscript \(value.map(show) ?? "nil"), "
            + "values \(values[name].map(show) ?? "nil"), string \(string.map(show) ?? "nil"), "
            + "contains \(parameters.contains(name)), segments \(segments.map { "\($0)" } ?? "nil")", link)
      }
      if let value, value.isEmpty {
        report.fail("parameter \(name) of \(pattern) matched an empty value", link)
      }
      guard value != nil else { continue }
      if types[name] == "int", (try? parameters.int(name)) == nil {
        report.fail(
          "int parameter \(name) of \(pattern) matched \(show(value ?? "")), which int() refuses", link)
      }
      if types[name] == "uuid", (try? parameters.uuid(name)) == nil {
        report.fail(
          "uuid parameter \(name) of \(pattern) matched \(show(value ?? "")), which uuid() refuses", link)
      }
    }
    _ = (try? parameters.string("no such parameter"), parameters["no such parameter"])

    for form in [LinkForm.customScheme, .universalLink, .path] {
      checkRoundTrip(match, form, link, &report)
    }
  }
}
