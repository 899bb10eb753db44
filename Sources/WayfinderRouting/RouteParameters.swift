import Foundation

/// The values a link gave a route's parameters, read by name and type.
///
/// A route's `parse` closure reads them to make the app's route value:
///
/// ```swift
/// routes.add("/cards/:cardID(int)", parse: { .card(cardID: try $0.int("cardID")) }, print: …)
/// ```
///
/// Values are percent-decoded when read, so `%2F` in a segment reads as `/`. A wildcard's value
/// is its segments joined by `/`. An optional query parameter the link lacks reads as `nil`
/// through the subscript and ``contains(_:)``, and so does a lenient one's value of the wrong
/// type (``RouteTable/Builder/add(_:lenient:parse:print:)``).
public struct RouteParameters: Sendable {
  /// The link as it arrived.
  public let link: String
  let captures: CaptureBuffer
  /// The table's core, which knows every route's capture names, and this route's index:
  /// reading them touches the core's flat arrays, not the route's own objects.
  let core: RoutingCore
  @usableFromInline let entry: Int

  init(link: String, captures: CaptureBuffer, core: RoutingCore, entry: Int) {
    self.link = link
    self.captures = captures
    self.core = core
    self.entry = entry
  }

  var info: EntryInfo { core.infos[entry] }

  /// The pattern that matched.
  @_spi(Internals) public var pattern: RoutePattern { info.pattern }

  /// Whether the link gave `name` a value.
  public func contains(_ name: String) -> Bool {
    guard let index = core.captureIndex(of: name, entry: entry) else { return hostValue(name) != nil }
    return isGiven(index)
  }

  /// The decoded value of `name`, or `nil` when the link gave it none.
  public subscript(name: String) -> String? {
    guard let index = core.captureIndex(of: name, entry: entry) else { return hostValue(name) }
    guard isGiven(index) else { return nil }
    return decodedValue(at: index)
  }

  /// The value of `name` in its type's canonical form, or `nil` when the link gave it none.
  ///
  /// One value can be written several ways in a link: `0042` and `42` are one `int`, and a
  /// `uuid` may be written in either case. This reads it the way its Swift type prints it: an
  /// `int` as `Int` prints (`0042` reads `42`, `-0` reads `0`), a `uuid` as `UUID` prints
  /// (upper case). A `string`, a wildcard and a parameter of the app's own type read as through
  /// the subscript, decoded.
  ///
  /// - Parameter name: A parameter of the pattern.
  /// - Returns: The canonical text of the value, or `nil` when the pattern has no such
  ///   parameter or the link gave it no value.
  public func canonicalValue(_ name: String) -> String? {
    guard let value = self[name] else { return nil }
    return parameterType(of: name).map { $0.canonical(value) } ?? value
  }

  /// The type of the path or query parameter `name`; `nil` for a wildcard.
  private func parameterType(of name: String) -> ParameterType? {
    for segment in pattern.segments {
      if case .parameter(let segmentName, let type) = segment, segmentName == name { return type }
    }
    if case .parameter(name, let type)? = pattern.fragment { return type }
    return pattern.query.first { $0.name == name }?.type
  }

  /// All the values the link gave, by name.
  public var values: [String: String] {
    var result: [String: String] = [:]
    for (index, capture) in info.captures.enumerated() where isGiven(index) {
      result[capture.name] = decodedValue(at: index)
    }
    if let name = pattern.hostParameter, let host = hostValue(name) { result[name] = host }
    return result
  }

  /// The decoded value of `name`.
  ///
  /// - Throws: ``LinkError`` when the pattern has no such parameter or the link gave it no
  ///   value.
  public func string(_ name: String) throws(LinkError) -> String {
    if let host = hostValue(name) { return host }
    return decodedValue(at: try captureIndex(name))
  }

  /// The value of `name` as an `Int`.
  ///
  /// - Throws: ``LinkError`` when there is no such value or it is not an integer.
  public func int(_ name: String) throws(LinkError) -> Int {
    let index = try captureIndex(name)
    let plusAsSpace = isFormDecoded(index)
    let parsed = Self.withBytes(of: link, captures[index]) { bytes in
      PercentEncoding.withDecoded(bytes, hasPercent: captures.mayHavePercent(index), plusAsSpace: plusAsSpace)
      {
        ByteParsing.int($0)
      }
    }
    guard let parsed else {
      throw ParameterProblem(.notConvertible, name: name, pattern: pattern, type: "Int").error(in: link)
    }
    return parsed
  }

  /// The value of `name` as a `UUID`.
  ///
  /// - Throws: ``LinkError`` when there is no such value or it is not a UUID.
  public func uuid(_ name: String) throws(LinkError) -> UUID {
    let text = try string(name)
    guard let uuid = UUID(uuidString: text) else {
      throw ParameterProblem(.notConvertible, name: name, pattern: pattern, type: "UUID").error(in: link)
    }
    return uuid
  }

  /// The value of `name` converted with `T(_:)`.
  ///
  /// - Throws: ``LinkError`` when there is no such value or `T` does not accept it.
  public func value<T: LosslessStringConvertible>(
    _ name: String,
    as type: T.Type = T.self
  ) throws(LinkError) -> T {
    let text = try string(name)
    guard let value = T(text) else {
      throw ParameterProblem(.notConvertible, name: name, pattern: pattern, type: "\(T.self)").error(in: link)
    }
    return value
  }

  /// The decoded segments a wildcard captured (a segment parameter gives one).
  public func segments(_ name: String) throws(LinkError) -> [String] {
    let index = try captureIndex(name)
    return Self.withBytes(of: link, captures[index]) { bytes in
      bytes.split(separator: UInt8(ascii: "/")).map {
        PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: $0))
      }
    }
  }

  /// Where the link wrote the value of `name`; `nil` when it gave none.
  func range(of name: String) -> Range<Int>? {
    guard let index = core.captureIndex(of: name, entry: entry), isGiven(index) else { return nil }
    return captures[index]
  }

  func captureIndex(_ name: String) throws(LinkError) -> Int {
    guard let index = core.captureIndex(of: name, entry: entry) else {
      throw ParameterProblem(.unknownName, name: name, pattern: pattern).error(in: link)
    }
    guard isGiven(index) else {
      throw ParameterProblem(.missing, name: name, pattern: pattern).error(in: link)
    }
    return index
  }

  /// Whether the link gave the capture at `index` a value the route takes: one is there, and
  /// for a lenient optional query parameter it is of the declared type (a value of another
  /// type is dropped, as if the link lacked it).
  private func isGiven(_ index: Int) -> Bool {
    guard captures[index] != CaptureBuffer.absent else { return false }
    let capture = info.captures[index]
    if capture.kind == .queryRest { return !unnamedQueryItems(at: index).isEmpty }
    guard capture.kind == .query, let parameter = pattern.query.first(where: { $0.name == capture.name }),
      parameter.isLenient
    else { return true }
    return parameter.type.accepts(decodedValue(at: index))
  }

  /// Calls `body` with the bytes of `range` of `link`, still percent-encoded.
  static func withBytes<R>(
    of link: String,
    _ range: Range<Int>,
    _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    // Sound: `range` is a capture the matcher took of this very `link` (within its bytes), or
    // the whole of it; slicing an unsafe buffer is not bounds-checked in release builds.
    if let result = link.utf8.withContiguousStorageIfAvailable({
      body(UnsafeBufferPointer(rebasing: $0[range]))
    }) {
      return result
    }
    return Array(link.utf8).withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  private func decodedValue(at index: Int) -> String {
    let capture = info.captures[index]
    if capture.kind == .wildcard {
      return (try? segments(capture.name))?.joined(separator: "/") ?? ""
    }
    if capture.kind == .queryRest { return Self.encodedQuery(unnamedQueryItems(at: index)) }
    let mayHavePercent = captures.mayHavePercent(index)
    let plusAsSpace = isFormDecoded(index)
    return Self.withBytes(of: link, captures[index]) { bytes in
      PercentEncoding.withDecoded(
        bytes, hasPercent: mayHavePercent && PercentEncoding.needsDecoding(bytes, plusAsSpace: plusAsSpace),
        plusAsSpace: plusAsSpace
      ) {
        String(decoding: $0, as: UTF8.self)
      }
    }
  }

  /// Whether capture `index` is a query value whose `+` reads as a space.
  private func isFormDecoded(_ index: Int) -> Bool {
    core.policy.limits.plusIsSpace && info.captures[index].kind == .query
  }
}

/// A parameter read from ``RouteParameters`` that is not there or not of the type asked for:
/// the reason of the ``LinkError`` (`routeConstructionFailed`)
/// that the getter throws, which ends the match when thrown inside a route's `parse` closure.
struct ParameterProblem: Sendable, Hashable, CustomStringConvertible {
  enum Kind: Sendable, Hashable {
    case unknownName
    case missing
    case notConvertible
  }
  let kind: Kind
  /// The parameter asked for.
  let name: String
  /// The pattern that matched.
  let pattern: RoutePattern
  let type: String?

  init(_ kind: Kind, name: String, pattern: RoutePattern, type: String? = nil) {
    self.kind = kind
    self.name = name
    self.pattern = pattern
    self.type = type
  }

  var description: String {
    switch kind {
    case .unknownName:
      let known = pattern.parameterNames.map { "\"\($0)\"" }.joined(separator: ", ")
      return "\(pattern) has no parameter \"\(name)\" (it has: \(known.isEmpty ? "none" : known))"
    case .missing:
      return "the link gives no value for the optional parameter \"\(name)\" of \(pattern)"
    case .notConvertible:
      return "the value of \"\(name)\" in \(pattern) does not convert to \(type ?? "the type asked for")"
    }
  }

  /// The error a getter throws for this problem in `link`.
  func error(in link: String) -> LinkError {
    LinkError(.routeConstructionFailed, link: link, reason: description, closestPattern: pattern.text)
  }
}
