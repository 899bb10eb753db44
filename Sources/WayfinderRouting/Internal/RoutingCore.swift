/// The part of a route table that does not depend on the app's route type: the policy, the
/// trie and what each route captures. All of matching happens here, in code compiled once,
/// so the generic ``RouteTable`` only calls the app's `parse` closure.
@usableFromInline
final class RoutingCore: Sendable {
  let policy: CompiledPolicy
  let trie: Trie
  let infos: [EntryInfo]
  /// Every route's capture names, one after another: route `i`'s are
  /// `captureNames[captureStarts[i] ..< captureStarts[i + 1]]`.
  private let captureNames: [String]
  private let captureStarts: [Int32]

  /// The entry of the route any web link opens (the last), when the policy accepts them.
  let anyWebEntry: Int?

  init(policy: LinkPolicy, trie: Trie, infos: [EntryInfo], anyWebEntry: Int? = nil) {
    self.anyWebEntry = anyWebEntry
    self.policy = CompiledPolicy(policy)
    self.trie = trie
    self.infos = infos
    var names: [String] = []
    var starts: [Int32] = []
    starts.reserveCapacity(infos.count + 1)
    for info in infos {
      starts.append(Int32(names.count))
      for capture in info.captures { names.append(capture.name) }
    }
    starts.append(Int32(names.count))
    captureNames = names
    captureStarts = starts
  }

  /// The route a link matches, as the index of its registration and the values captured.
  ///
  /// - Parameters:
  ///   - bare: `true` for a bare path such as `/cards/42`, without scheme or host.
  ///   - readsEncoded: Whether a wholly encoded path, or one encoded twice, may be decoded
  ///     (once: not in the retry).
  @usableFromInline
  func match(_ link: String, bare: Bool, readsEncoded: Bool = true) throws(LinkError) -> RouteParameters {
    // NB: the closure hands its outcome back as its result. Written as a closure that stored
    // a thrown error in a captured `LinkError?`, Swift 6.3.1 at -O miscompiled it: the match
    // threw although nothing had thrown (see "Release builds" in the routing catalog, and
    // CompilerBugTests for the reduction).
    var captures = CaptureBuffer()
    var decoded: String?
    // Sound: `bytes` is used only inside the closure; what leaves it is offsets into `link`
    // (the captures, which RouteParameters reads against the same `link`) and new strings.
    let outcome = link.utf8.withContiguousStorageIfAvailable { bytes -> Result<Int, LinkError> in
      Result { () throws(LinkError) -> Int in
        if readsEncoded, policy.readsEncodedPaths,
          let whole = try Self.decodedWholePath(bytes, link: link, bare: bare, policy: policy)
        {
          decoded = whole
          return -1
        }
        if readsEncoded, policy.decodesTwice,
          let again = try Self.decodedAgain(bytes, link: link, bare: bare, policy: policy)
        {
          decoded = again
          return -2
        }
        return try match(bytes, link: link, bare: bare, captures: &captures)
      }
    }
    guard let outcome else {
      // A bridged string without contiguous UTF-8: make it native once, then match that.
      var native = link
      native.makeContiguousUTF8()
      return try match(native, bare: bare, readsEncoded: readsEncoded)
    }
    let entry = try outcome.get()
    // The path decoded once, routed as the link's path and query, and never decoded again.
    if let decoded {
      let found: RouteParameters
      do {
        found = try match(decoded, bare: bare, readsEncoded: false)
      } catch {
        // Decoded once more: a refusal says what the decoding made of the link.
        throw entry == -2 ? Self.refusalOfDecoded(error, link: link) : error
      }
      // No route of the app's takes it: the web page to open is the link as it arrived.
      guard let web = anyWebEntry, found.entry == web else { return found }
      var whole = CaptureBuffer()
      // Sound: the link passed the policy's length check, so its range fits a capture.
      whole.append(0..<link.utf8.count, hasPercent: false)
      return RouteParameters(link: link, captures: whole, core: self, entry: web)
    }
    let parameters = RouteParameters(link: link, captures: captures, core: self, entry: entry)
    if infos[entry].refusesValues { try Self.refuseValues(parameters) }
    return parameters
  }

  /// The index of the route `bytes` match, with its values in `captures`.
  private func match(
    _ bytes: UnsafeBufferPointer<UInt8>,
    link: String,
    bare: Bool,
    captures: inout CaptureBuffer
  ) throws(LinkError) -> Int {
    let scanned =
      bare
      ? try LinkScanner.scanPath(bytes, link: link, policy: policy.limits)
      : try LinkScanner.scan(bytes, link: link, policy: policy)
    if scanned.foreignHost, scanned.bidiControl == nil, let web = anyWebEntry {
      return Self.anyWeb(web, bytes, &captures)
    }
    var matcher = Matcher(
      bytes: bytes, core: self, path: scanned.pathRange, query: scanned.queryRange, host: scanned.hostRange,
      fragment: scanned.fragmentRange)
    guard let index = matcher.run(from: scanned.pathRange.lowerBound) else {
      if let bidi = scanned.bidiControl {
        throw LinkScanner.bidiControl(bytes, bidi, link: link, parameter: nil)
      }
      if let refusal = matcher.refusal {
        throw Self.refused(refusal, link: link, infos: infos)
      }
      if let web = anyWebEntry, !scanned.hostRange.isEmpty {
        return Self.anyWeb(web, bytes, &captures)
      }
      if matcher.queryMiss == nil, let entry = matcher.hostMiss {
        throw Self.otherHosts(entry, link: link, scanned: scanned, infos: infos)
      }
      throw unmatched(matcher, link: link, scanned: scanned)
    }
    if let bidi = scanned.bidiControl {
      throw LinkScanner.bidiControl(
        bytes, bidi, link: link, parameter: holder(of: bidi, in: matcher, entry: index))
    }
    captures = matcher.captures
    return index
  }

  /// The name of route `entry`'s parameter whose value holds `bidi`, if one does.
  private func holder(of bidi: Range<Int>, in matcher: Matcher, entry: Int) -> String? {
    let names = infos[entry].captures
    for index in names.indices where index < Int(matcher.captures.count) {
      if matcher.captures[index].contains(bidi.lowerBound) { return names[index].name }
    }
    return nil
  }

  /// The position of `name` among route `entry`'s captures.
  func captureIndex(of name: String, entry: Int) -> Int? {
    let start = Int(captureStarts[entry])
    for index in start..<Int(captureStarts[entry + 1]) where captureNames[index] == name {
      return index - start
    }
    return nil
  }

  /// The error for a route whose `parse` closure threw.
  @usableFromInline
  static func constructionFailed(_ error: any Error, parameters: RouteParameters) -> LinkError {
    // A parameter getter's error says which parameter and why in its reason.
    let why = (error as? LinkError).map(\.reason) ?? "\(error)"
    return LinkError(
      .routeConstructionFailed, link: parameters.link,
      reason: "\(parameters.pattern) matched, but making its route failed: \(why)",
      closestPattern: parameters.pattern.text)
  }
}
