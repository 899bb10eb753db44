import Yams

/// One value of a manifest, as Yams composed it, with what it is called in messages: the
/// reader's way of asking for a text, a list or a mapping and saying what was there instead.
struct ManifestValue {
  let node: Node
  let source: ManifestSource
  /// How messages name the value: `"hosts"`, `the container "home"`.
  let name: String

  /// Where the value starts.
  var mark: SourceMark { node.mark.map(SourceMark.init) ?? .start }

  /// Whether the value is empty: `~`, `null`, or nothing after the key.
  var isNull: Bool {
    if case .scalar = node { node.tag.rawValue == Tag.Name.null.rawValue } else { false }
  }

  /// What the value is, for messages: `a mapping`, `a list`, `empty`, `"dashboard"`.
  var found: String {
    switch node {
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    case .scalar(let scalar):
      if isNull {
        "empty"
      } else if node.tag.rawValue == Tag.Name.str.rawValue {
        "\"\(scalar.string)\""
      } else {
        scalar.string
      }
    }
  }

  /// The same value, called `name` in messages.
  func named(_ name: String) -> ManifestValue {
    ManifestValue(node: node, source: source, name: name)
  }

  /// An error about this value, at its start.
  func error(_ code: ManifestError.Code, _ message: String, expected: String? = nil) -> ManifestError {
    source.error(code, message, expected: expected, at: mark)
  }

  /// The wrong-type error: `"tabs" is "dashboard"; expected a list of containers`.
  func wrongType(expected: String) -> ManifestError {
    if isNull {
      return error(.missingKey, "\(name) has no value", expected: expected)
    }
    return error(.wrongType, "\(name) is \(found)", expected: expected)
  }

  /// The value as a text; numbers and booleans are read as they are written.
  func text(expected: String) throws(ManifestError) -> Located<String> {
    guard case .scalar(let scalar) = node, !isNull else { throw wrongType(expected: expected) }
    return Located(value: scalar.string, mark: mark)
  }

  /// The value as a whole number.
  func int(expected: String) throws(ManifestError) -> Located<Int> {
    let text = try text(expected: expected)
    guard let value = Int(text.value) else { throw wrongType(expected: expected) }
    return Located(value: value, mark: mark)
  }

  /// The value as `true` or `false` (YAML's `yes` and `no` too).
  func bool(expected: String) throws(ManifestError) -> Located<Bool> {
    let text = try text(expected: expected)
    switch text.value {
    case "true", "yes": return Located(value: true, mark: mark)
    case "false", "no": return Located(value: false, mark: mark)
    default: throw wrongType(expected: expected)
    }
  }

  /// How many scalars a text's content starts to the right of its mark: 1 for a quoted text.
  var contentOffset: Int {
    guard case .scalar(let scalar) = node else { return 0 }
    switch scalar.style {
    case .singleQuoted, .doubleQuoted: return 1
    default: return 0
    }
  }

  /// The value as a text, its mark at its first character (after an opening quote).
  func content(expected: String) throws(ManifestError) -> Located<String> {
    var text = try text(expected: expected)
    text.mark = text.mark.moved(by: contentOffset)
    return text
  }

  /// The value as a screen reference: `card(cardID)`.
  func reference(expected: String) throws(ManifestError) -> ScreenReference {
    let text = try content(expected: expected)
    do {
      return try ScreenReference.parse(text)
    } catch {
      throw source.error(.invalidValue, error.message, expected: error.expected, at: error.mark)
    }
  }

  /// The value's items; an empty value is an empty list.
  func list(expected: String) throws(ManifestError) -> [ManifestValue] {
    if isNull { return [] }
    guard case .sequence(let sequence) = node else { throw wrongType(expected: expected) }
    return sequence.map { ManifestValue(node: $0, source: source, name: "an item of \(name)") }
  }

  /// The value as a list of texts.
  func texts(expected: String) throws(ManifestError) -> [Located<String>] {
    var texts: [Located<String>] = []
    for item in try list(expected: expected) {
      texts.append(try item.text(expected: expected))
    }
    return texts
  }

  /// The value as a mapping from names to values, in the order written; an empty value has
  /// no entries.
  func entries(expected: String) throws(ManifestError) -> [ManifestEntry] {
    if isNull { return [] }
    guard case .mapping(let mapping) = node else { throw wrongType(expected: expected) }
    var entries: [ManifestEntry] = []
    for (key, value) in mapping {
      let keyValue = ManifestValue(node: key, source: source, name: "a key of \(name)")
      let name = try keyValue.content(expected: "a name")
      entries.append(
        ManifestEntry(key: name, value: ManifestValue(node: value, source: source, name: "\"\(name.value)\""))
      )
    }
    return entries
  }

  /// The value as a mapping whose keys are among `keys`.
  ///
  /// - Throws: For a value that is not a mapping, or the first key not in `keys`, with the
  ///   closest known key as a suggestion.
  func mapping(keys: [String], expected: String) throws(ManifestError) -> ManifestMapping {
    let entries = try entries(expected: expected)
    for entry in entries where !keys.contains(entry.key.value) {
      var message = "unknown key \"\(entry.key.value)\" in \(name)"
      if let guess = Suggestion.closest(to: entry.key.value, among: keys) {
        message += " (did you mean \"\(guess)\"?)"
      }
      throw source.error(.unknownKey, message, expected: Suggestion.list(keys), at: entry.key.mark)
    }
    return ManifestMapping(value: self, entries: entries)
  }
}

/// A key of a manifest mapping and its value.
struct ManifestEntry {
  let key: Located<String>
  let value: ManifestValue
}

/// A manifest mapping whose keys have been checked.
struct ManifestMapping {
  let value: ManifestValue
  let entries: [ManifestEntry]

  /// The value of `key`, if the mapping has it (and it is not empty).
  subscript(key: String) -> ManifestValue? {
    entries.first { $0.key.value == key && !$0.value.isNull }?.value
  }

  /// Where `key` is written, if the mapping has it.
  func mark(of key: String) -> SourceMark? {
    entries.first { $0.key.value == key }?.key.mark
  }

  /// The value of `key`.
  ///
  /// - Throws: When the mapping lacks it, at the mapping, or at `owner` (the key the mapping
  ///   is the value of).
  func required(_ key: String, expected: String, owner: SourceMark? = nil) throws(ManifestError)
    -> ManifestValue
  {
    if let found = self[key] { return found }
    if let mark = mark(of: key) {
      throw value.source.error(.missingKey, "\"\(key)\" has no value", expected: expected, at: mark)
    }
    throw value.source.error(
      .missingKey, "\(value.name) has no \"\(key)\"", expected: "\(key): \(expected)", at: owner ?? value.mark
    )
  }
}
