/// Parses the text of a ``RoutePattern``, reporting the first mistake with its position.
struct RoutePatternParser {
  let text: String
  let types: [String: ParameterType]
  /// Sound: a parser lives only inside the `withUTF8` closure of ``parse(_:types:)`` that lends
  /// these bytes, and what it returns holds strings, not the buffer.
  let bytes: UnsafeBufferPointer<UInt8>

  /// Parses `text` with the parameter types `types`.
  static func parse(_ text: String, types: [String: ParameterType]) throws(RouteTableError) -> RoutePattern {
    var utf8 = text
    let result = utf8.withUTF8 { bytes -> Result<RoutePattern, RouteTableError> in
      do throws(RouteTableError) {
        return .success(try RoutePatternParser(text: text, types: types, bytes: bytes).parse())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private func parse() throws(RouteTableError) -> RoutePattern {
    guard bytes.first == UInt8(ascii: "/") else {
      throw failure("a pattern starts with \"/\"", at: 0..<min(1, bytes.count))
    }
    let fragmentStart = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
    let queryStart = bytes[..<fragmentStart].firstIndex(of: UInt8(ascii: "?")) ?? fragmentStart
    var segments: [RoutePattern.Segment] = []
    var names: [String] = []
    var refusals: [RoutePattern.RefusedValue] = []
    var start = 1
    while start < queryStart {
      var end = start
      while end < queryStart, bytes[end] != UInt8(ascii: "/") { end += 1 }
      if end == start {
        throw failure("empty segment: \"//\" is not allowed in a pattern", at: start - 1..<start + 1)
      }
      if let last = segments.last, case .wildcard = last {
        throw failure("a wildcard must be the last segment", at: start..<end)
      }
      let segment = try parseSegment(start..<end)
      if case .parameter(let name, _) = segment {
        try claim(name, at: start..<end, in: &names)
        if let refused = try refusal(start + 1..<end) { refusals.append(.init(name: name, type: refused)) }
      }
      if case .wildcard(let name) = segment { try claim(name, at: start..<end, in: &names) }
      segments.append(segment)
      start = end + 1
    }
    var query: [RoutePattern.QueryParameter] = []
    var literals: [RoutePattern.QueryLiteral] = []
    var keys: [String] = []
    var extras = QueryExtras()
    if queryStart < fragmentStart {
      var itemStart = queryStart + 1
      if itemStart == fragmentStart {
        throw failure("\"?\" must be followed by a query parameter", at: queryStart..<queryStart + 1)
      }
      while itemStart <= fragmentStart {
        var itemEnd = itemStart
        while itemEnd < fragmentStart, bytes[itemEnd] != UInt8(ascii: "&") { itemEnd += 1 }
        if try parseQueryExtra(itemStart..<itemEnd, into: &extras, keys: &keys, names: &names) {
          itemStart = itemEnd + 1
          continue
        }
        let item = try parseQueryItem(itemStart..<itemEnd)
        let key = item.map(\.key, \.key)
        if keys.contains(key) {
          throw failure("query key \"\(key)\" appears twice", at: itemStart..<itemEnd)
        }
        keys.append(key)
        switch item {
        case .parameter(let parameter):
          try claim(parameter.name, at: itemStart..<itemEnd, in: &names)
          query.append(parameter)
          if let refused = try refusal(queryParameterText(itemStart..<itemEnd)) {
            refusals.append(.init(name: parameter.name, type: refused))
          }
        case .literal(let literal):
          literals.append(literal)
        }
        itemStart = itemEnd + 1
      }
    }
    let fragment = try parseFragment(from: fragmentStart, names: &names)
    if names.count > CaptureBuffer.capacity {
      throw failure(
        "a pattern can capture at most \(CaptureBuffer.capacity) parameters; this one has \(names.count)",
        at: 0..<bytes.count)
    }
    return RoutePattern(
      text: text, segments: segments, query: query, queryLiterals: literals,
      extras: RoutePattern.Extras(
        fragment: fragment?.segment, isFragmentRequired: fragment?.isRequired ?? false,
        queryRest: extras.rest, refusedQueryKeys: extras.refused, refusedValues: refusals))
  }

  func claim(
    _ name: String,
    at range: Range<Int>,
    in names: inout [String]
  ) throws(RouteTableError) {
    if names.contains(name) {
      throw failure("parameter name \"\(name)\" is used twice", at: range)
    }
    names.append(name)
  }

  private func parseSegment(_ range: Range<Int>) throws(RouteTableError) -> RoutePattern.Segment {
    let first = bytes[range.lowerBound]
    if first == UInt8(ascii: ":") {
      let (name, type) = try parseParameter(range.lowerBound + 1..<range.upperBound)
      return .parameter(name: name, type: type)
    }
    if first == UInt8(ascii: "*") {
      let nameRange = range.lowerBound + 1..<range.upperBound
      try checkName(nameRange, what: "wildcard")
      return .wildcard(name: string(nameRange))
    }
    for index in range {
      let byte = bytes[index]
      if byte < 0x21 || byte == 0x7F || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "%") {
        throw failure(
          "a literal segment cannot hold \(Self.describe(byte)); write the text itself, not an escape",
          at: index..<index + 1)
      }
    }
    if range.count > 255 {
      throw failure("a literal segment is at most 255 bytes long; this one is \(range.count)", at: range)
    }
    let literal = string(range)
    if literal == "." || literal == ".." {
      throw failure("\"\(literal)\" cannot be a segment: links holding it are rejected", at: range)
    }
    return .literal(literal)
  }

  /// `name` or `name(type)`, the text after `:`, and a refusal `!(values)` after it, which
  /// ``refusal(_:)`` reads.
  func parseParameter(_ whole: Range<Int>) throws(RouteTableError) -> (String, ParameterType) {
    let range = splitRefusal(whole).parameter
    guard let open = bytes[range].firstIndex(of: UInt8(ascii: "(")) else {
      try checkName(range, what: "parameter")
      return (string(range), .string)
    }
    let nameRange = range.lowerBound..<open
    try checkName(nameRange, what: "parameter")
    guard range.upperBound - 1 > open, bytes[range.upperBound - 1] == UInt8(ascii: ")") else {
      throw failure("a parameter type is written in parentheses: \":name(int)\"", at: open..<range.upperBound)
    }
    return (string(nameRange), try parseType(open + 1..<range.upperBound - 1))
  }

  /// The type named or written in `typeRange`: a set `a|b`, a set of one `'a'`, or a type's name.
  func parseType(_ typeRange: Range<Int>) throws(RouteTableError) -> ParameterType {
    let typeName = string(typeRange)
    if let single = ParameterType.writtenSingle(typeName) {
      switch single {
      case .success(let type): return type
      case .failure(let error):
        throw failure(
          error.reason,
          at: typeRange.lowerBound + error.range.lowerBound..<typeRange.lowerBound + error.range.upperBound)
      }
    }
    if bytes[typeRange].contains(UInt8(ascii: "|")) {
      switch ParameterType.writtenSet(typeName) {
      case .success(let type): return type
      case .failure(let error):
        throw failure(
          error.reason,
          at: typeRange.lowerBound + error.range.lowerBound..<typeRange.lowerBound + error.range.upperBound)
      }
    }
    guard let type = types[typeName] else {
      let known = types.keys.sorted().joined(separator: ", ")
      throw failure("unknown parameter type \"\(typeName)\" (known: \(known))", at: typeRange)
    }
    return type
  }

  /// A query item of a pattern: a parameter (`key=:name`) or a literal (`key=value`).
  enum QueryItem {
    case parameter(RoutePattern.QueryParameter)
    case literal(RoutePattern.QueryLiteral)

    func map<T>(_ parameter: (RoutePattern.QueryParameter) -> T, _ literal: (RoutePattern.QueryLiteral) -> T)
      -> T
    {
      switch self {
      case .parameter(let item): parameter(item)
      case .literal(let item): literal(item)
      }
    }
  }

  private func parseQueryItem(_ range: Range<Int>) throws(RouteTableError) -> QueryItem {
    guard let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) else {
      throw failure(
        "a query parameter is written \"key=:name\"",
        at: range.isEmpty ? range.lowerBound - 1..<range.lowerBound : range)
    }
    let keyRange = range.lowerBound..<equals
    guard !keyRange.isEmpty else { throw failure("a query key cannot be empty", at: equals..<equals + 1) }
    for index in keyRange {
      let byte = bytes[index]
      if byte < 0x21 || byte == 0x7F || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "%") {
        throw failure("a query key cannot hold \(Self.describe(byte))", at: index..<index + 1)
      }
    }
    var valueRange = equals + 1..<range.upperBound
    guard !valueRange.isEmpty else {
      throw failure(
        "a query value is a parameter, as in \"key=:name\", or a literal, as in \"key=people\"",
        at: equals..<equals + 1)
    }
    guard bytes[valueRange.lowerBound] == UInt8(ascii: ":") else {
      return .literal(try parseQueryLiteral(key: string(keyRange), valueRange))
    }
    guard valueRange.count > 1 else { throw failure("a query parameter needs a name", at: valueRange) }
    var isRequired = true
    if bytes[valueRange.upperBound - 1] == UInt8(ascii: "?") {
      isRequired = false
      valueRange = valueRange.lowerBound..<valueRange.upperBound - 1
    }
    let (name, type) = try parseParameter(valueRange.lowerBound + 1..<valueRange.upperBound)
    return .parameter(
      RoutePattern.QueryParameter(key: string(keyRange), name: name, type: type, isRequired: isRequired))
  }

  /// The literal value of `key=value`: text a link's decoded value must equal.
  private func parseQueryLiteral(key: String, _ range: Range<Int>) throws(RouteTableError)
    -> RoutePattern.QueryLiteral
  {
    for index in range {
      let byte = bytes[index]
      if byte < 0x21 || byte == 0x7F || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "%")
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "=")
      {
        throw failure(
          "a query literal cannot hold \(Self.describe(byte)); write the decoded text itself, "
            + "or a parameter \":name\" to take any value",
          at: index..<index + 1)
      }
    }
    if range.count > 255 {
      throw failure("a query literal is at most 255 bytes long; this one is \(range.count)", at: range)
    }
    return RoutePattern.QueryLiteral(key: key, value: string(range))
  }

  func checkName(_ range: Range<Int>, what: String) throws(RouteTableError) {
    guard !range.isEmpty else {
      throw failure("a \(what) needs a name", at: max(range.lowerBound - 1, 0)..<range.lowerBound)
    }
    for index in range {
      guard ByteParsing.isNameByte(bytes[index], first: index == range.lowerBound) else {
        throw failure(
          "a \(what) name is letters, digits and \"_\", not starting with a digit", at: index..<index + 1)
      }
    }
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  func failure(_ reason: String, at range: Range<Int>) -> RouteTableError {
    RouteTableError(.invalidPattern, pattern: text, reason: reason, range: range)
  }

  static func describe(_ byte: UInt8) -> String {
    switch byte {
    case 0x20: "a space"
    case 0..<0x20, 0x7F: "a control character"
    default: "\"\(Character(Unicode.Scalar(byte)))\""
    }
  }
}
