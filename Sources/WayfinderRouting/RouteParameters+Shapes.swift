import Foundation

extension RouteParameters {
  /// The value of `name` as a `Bool`: `true` or `1` is `true`, `false` or `0` is `false`.
  ///
  /// - Throws: ``LinkError`` when there is no such value or it is none of those four.
  public func bool(_ name: String) throws(LinkError) -> Bool {
    let text = try string(name)
    var utf8 = text
    guard let value = utf8.withUTF8({ ByteParsing.bool($0) }) else {
      throw ParameterProblem(.notConvertible, name: name, pattern: pattern, type: "Bool").error(in: link)
    }
    return value
  }

  /// The query items a pattern's `&*name` passes on: every item of the link whose name the
  /// pattern does not name, decoded, in link order; empty when there are none.
  ///
  /// ```swift
  /// // "/products/:id?ref=:ref?&*rest" and shop://products/7?ref=mail&utm_source=x&b=2 (an
  /// // item without a value reads as its name alone: `flag`)
  /// try match.parameters.queryItems("rest")   // [utm_source=x, b=2]
  /// match.parameters["rest"]                    // "utm_source=x&b=2"
  /// ```
  ///
  /// - Throws: ``LinkError`` when the pattern has no such name.
  public func queryItems(_ name: String) throws(LinkError) -> [URLQueryItem] {
    guard let index = core.captureIndex(of: name, entry: entry) else {
      throw ParameterProblem(.unknownName, name: name, pattern: pattern).error(in: link)
    }
    guard info.captures[index].kind == .queryRest else {
      throw ParameterProblem(.notConvertible, name: name, pattern: pattern, type: "query items").error(
        in: link)
    }
    return unnamedQueryItems(at: index).map { URLQueryItem(name: $0.name, value: $0.value) }
  }

  /// The items of the query captured at `index` whose names the pattern does not name.
  func unnamedQueryItems(at index: Int) -> [NormalizedLink.QueryItem] {
    let range = captures[index]
    guard range != CaptureBuffer.absent else { return [] }
    let named = Set(pattern.query.map(\.key) + pattern.queryLiterals.map(\.key) + pattern.refusedQueryKeys)
    let plusAsSpace = core.policy.limits.plusIsSpace
    return Self.withBytes(of: link, range) { bytes in
      NormalizedLink.queryItems(bytes, plusAsSpace: plusAsSpace).filter { !named.contains($0.name) }
    }
  }

  /// Items written as a query, each name and value percent-encoded: `a=1&b=x%20y`.
  static func encodedQuery(_ items: [NormalizedLink.QueryItem]) -> String {
    items.map(encodedItem).joined(separator: "&")
  }

  /// One item as ``encodedQuery(_:)`` writes it; an item with an empty value is its name alone.
  static func encodedItem(_ item: NormalizedLink.QueryItem) -> String {
    PercentEncoding.encode(item.name) + (item.value.isEmpty ? "" : "=" + PercentEncoding.encode(item.value))
  }
}

extension NormalizedLink {
  /// The decoded items of the query `bytes` (without `?`), in order; an item without `=` has
  /// an empty value.
  static func queryItems(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> [QueryItem] {
    var items: [QueryItem] = []
    for item in bytes.split(separator: UInt8(ascii: "&")) {
      let parts = item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
      let name = PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: parts[0]))
      let value =
        parts.count > 1
        ? PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: parts[1]), plusAsSpace: plusAsSpace)
        : ""
      items.append(QueryItem(name: name, value: value))
    }
    return items
  }
}
