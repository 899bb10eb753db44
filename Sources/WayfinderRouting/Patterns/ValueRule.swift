/// A value pattern, the rule of a parameter type made with ``ParameterType/init(name:pattern:)``:
/// a small, regular-expression-like language that cannot backtrack.
///
/// A rule is a sequence of atoms, each followed by an optional quantifier, and it matches a
/// whole value (there are no anchors to write). An atom is a character (`a`, `\.` for a
/// metacharacter), `.` (any character), a class `[a-z0-9_-]` or `[^/]`, or `\d` (an ASCII digit)
/// or `\w` (an ASCII letter, digit or `_`). A quantifier is `?`, `*`, `+`, `{n}`, `{n,}` or
/// `{n,m}`, with `n` and `m` at most 64. There are no groups and no alternation: a value from a
/// fixed list is a set, `:tab(overview|insights)`.
///
/// Matching steps through the value once, keeping the set of places in the rule it could be
/// at (at most 256 once quantifiers are unrolled), so its time is linear in the value's length
/// whatever the rule, and it allocates nothing.
struct ValueRule: Sendable {
  /// One character test: a set of ASCII bytes, and whether characters beyond ASCII pass.
  struct CharacterClass: Sendable, Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var nonASCII = false

    mutating func insert(_ byte: UInt8) {
      if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
    }

    mutating func insert(_ range: ClosedRange<UInt8>) {
      for byte in range { insert(byte) }
    }

    func contains(_ scalar: UInt32) -> Bool {
      if scalar >= 128 { return nonASCII }
      return scalar < 64 ? low & (1 << UInt64(scalar)) != 0 : high & (1 << UInt64(scalar - 64)) != 0
    }

    /// The class of every character but these.
    var inverted: CharacterClass { CharacterClass(low: ~low, high: ~high, nonASCII: !nonASCII) }

    /// The first ASCII character the class holds, for a made-up example value.
    var firstASCII: Character? {
      (UInt8(0x21)..<0x7F).first { contains(UInt32($0)) }.map { Character(Unicode.Scalar($0)) }
    }
  }

  /// How many times an atom of the unrolled rule may repeat.
  enum Repeat: Sendable, Hashable {
    case one
    case optional
    case many
  }

  struct Atom: Sendable, Hashable {
    var test: CharacterClass
    var repeats: Repeat
  }

  /// The most atoms a rule has once `{n,m}` is unrolled.
  static let capacity = 255
  static let maxCount = 64

  let text: String
  let atoms: [Atom]
  /// Whether the atoms take ASCII letters of either case (``folded``).
  let ignoresCase: Bool

  /// Parses `text`; throws a reason and the byte range it is about.
  init(_ text: String) throws(ValueRuleError) {
    self.text = text
    var parser = ValueRuleParser(bytes: Array(text.utf8))
    atoms = try parser.parse()
    ignoresCase = false
  }

  init(text: String, ignoresCase: Bool, atoms: [Atom]) {
    self.text = text
    self.ignoresCase = ignoresCase
    self.atoms = atoms
  }

  /// Whether the decoded bytes of a value match the whole rule.
  func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var states = closure(of: StateSet(bit: 0))
    var index = 0
    while index < bytes.count {
      let (scalar, width) = Self.scalar(in: bytes, at: index)
      index += width
      var next = StateSet()
      var position = 0
      while position < atoms.count {
        if states.contains(position) {
          let atom = atoms[position]
          if atom.test.contains(scalar) {
            next.insert(atom.repeats == .many ? position : position + 1)
          }
        }
        position += 1
      }
      states = closure(of: next)
      if states.isEmpty { return false }
    }
    return states.contains(atoms.count)
  }

  /// `states` with every place reached by skipping optional and repeated atoms.
  private func closure(of states: StateSet) -> StateSet {
    var states = states
    var position = 0
    while position < atoms.count {
      if states.contains(position), atoms[position].repeats != .one { states.insert(position + 1) }
      position += 1
    }
    return states
  }

  /// The Unicode scalar at `index` of valid UTF-8, and its width; a stray byte reads as itself.
  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = bytes[index]
    let width = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard width > 1, index + width <= bytes.count else { return (UInt32(lead), 1) }
    var value = UInt32(lead) & (0xFF >> UInt32(width + 1))
    for offset in 1..<width { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return (value, width)
  }

  /// The shortest value made of each atom's first ASCII character, if every required atom has
  /// one: a value the rule accepts, for checks that need one.
  var example: String? {
    var text = ""
    for atom in atoms where atom.repeats == .one {
      guard let character = atom.test.firstASCII else { return nil }
      text.append(character)
    }
    return text.isEmpty ? nil : text
  }

  /// A set of places in a rule of at most ``capacity`` atoms, held inline.
  private struct StateSet {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init() {}
    init(bit: Int) { insert(bit) }

    var isEmpty: Bool { words.0 | words.1 | words.2 | words.3 == 0 }

    mutating func insert(_ bit: Int) {
      let mask: UInt64 = 1 << UInt64(bit & 63)
      switch bit >> 6 {
      case 0: words.0 |= mask
      case 1: words.1 |= mask
      case 2: words.2 |= mask
      default: words.3 |= mask
      }
    }

    func contains(_ bit: Int) -> Bool {
      let mask: UInt64 = 1 << UInt64(bit & 63)
      switch bit >> 6 {
      case 0: return words.0 & mask != 0
      case 1: return words.1 & mask != 0
      case 2: return words.2 & mask != 0
      default: return words.3 & mask != 0
      }
    }
  }
}

/// Why a value rule does not parse: a reason and the bytes of the rule it is about.
struct ValueRuleError: Error {
  var reason: String
  var range: Range<Int>
}

/// Reads the text of a ``ValueRule``.
private struct ValueRuleParser {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func parse() throws(ValueRuleError) -> [ValueRule.Atom] {
    guard !bytes.isEmpty else {
      throw ValueRuleError(reason: "a value pattern cannot be empty", range: 0..<0)
    }
    var atoms: [ValueRule.Atom] = []
    while index < bytes.count {
      let start = index
      let test = try atom()
      let (low, high) = try quantifier()
      if low > 0 { atoms += repeatElement(ValueRule.Atom(test: test, repeats: .one), count: low) }
      if let high {
        atoms += repeatElement(ValueRule.Atom(test: test, repeats: .optional), count: high - low)
      } else {
        atoms.append(ValueRule.Atom(test: test, repeats: .many))
      }
      if atoms.count > ValueRule.capacity {
        throw ValueRuleError(
          reason: "a value pattern is at most \(ValueRule.capacity) characters long once its counts are "
            + "written out; this one is longer here",
          range: start..<index)
      }
    }
    return atoms
  }

  private mutating func atom() throws(ValueRuleError) -> ValueRule.CharacterClass {
    let byte = bytes[index]
    var test = ValueRule.CharacterClass()
    switch byte {
    case UInt8(ascii: "."):
      index += 1
      return test.inverted
    case UInt8(ascii: "["):
      return try characterClass()
    case UInt8(ascii: "\\"):
      return try escape()
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "|"):
      throw ValueRuleError(
        reason: "a value pattern has no groups or alternatives; for a value from a list, write a set "
          + "such as :tab(overview|insights)",
        range: index..<index + 1)
    case UInt8(ascii: "^"), UInt8(ascii: "$"):
      throw ValueRuleError(
        reason: "a value pattern always matches the whole value: leave out \"^\" and \"$\"",
        range: index..<index + 1)
    case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{"):
      throw ValueRuleError(
        reason: "\"\(Character(Unicode.Scalar(byte)))\" repeats the character before it, and there is none",
        range: index..<index + 1)
    case UInt8(ascii: "]"), UInt8(ascii: "}"):
      throw ValueRuleError(
        reason:
          "unexpected \"\(Character(Unicode.Scalar(byte)))\"; write \"\\\(Character(Unicode.Scalar(byte)))\" for the character",
        range: index..<index + 1)
    default:
      let width = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      guard width == 1 else {
        throw ValueRuleError(
          reason: "a value pattern is written in ASCII; use \".\" or [^…] for other characters",
          range: index..<min(index + width, bytes.count))
      }
      guard byte > 0x20, byte != 0x7F else {
        throw ValueRuleError(
          reason: "a value pattern cannot hold a space or control character", range: index..<index + 1)
      }
      index += 1
      test.insert(byte)
      return test
    }
  }

  private mutating func escape() throws(ValueRuleError) -> ValueRule.CharacterClass {
    let start = index
    index += 1
    guard index < bytes.count else {
      throw ValueRuleError(reason: "\"\\\" at the end escapes nothing", range: start..<index)
    }
    let byte = bytes[index]
    index += 1
    var test = ValueRule.CharacterClass()
    switch byte {
    case UInt8(ascii: "d"):
      test.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
    case UInt8(ascii: "w"):
      test.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
      test.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
      test.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
      test.insert(UInt8(ascii: "_"))
    default:
      guard byte < 0x80, !Self.isNameByte(byte) else {
        throw ValueRuleError(
          reason: "unknown escape; use \\d, \\w, or \\ before a punctuation character", range: start..<index)
      }
      test.insert(byte)
    }
    return test
  }

  private mutating func characterClass() throws(ValueRuleError) -> ValueRule.CharacterClass {
    let start = index
    index += 1
    var negated = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "^") {
      negated = true
      index += 1
    }
    var test = ValueRule.CharacterClass()
    var isEmpty = true
    while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
      let low = bytes[index]
      if low == UInt8(ascii: "\\") {
        let escaped = try escape()
        test.low |= escaped.low
        test.high |= escaped.high
        isEmpty = false
        continue
      }
      guard low > 0x20, low < 0x7F else {
        throw ValueRuleError(
          reason: "a class holds ASCII characters other than spaces; [^…] takes the others",
          range: index..<index + 1)
      }
      index += 1
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] != UInt8(ascii: "]") {
        var high = bytes[index + 1]
        if high == UInt8(ascii: "\\"), index + 2 < bytes.count {
          high = bytes[index + 2]
          index += 1
        }
        guard high > 0x20, high < 0x7F, high >= low else {
          throw ValueRuleError(
            reason: "a range runs from a character to one after it", range: index - 1..<index + 2)
        }
        index += 2
        test.insert(low...high)
      } else {
        test.insert(low)
      }
      isEmpty = false
    }
    guard index < bytes.count else {
      throw ValueRuleError(reason: "\"[\" is not closed; expected \"]\"", range: start..<start + 1)
    }
    index += 1
    guard !isEmpty else { throw ValueRuleError(reason: "a class cannot be empty", range: start..<index) }
    return negated ? test.inverted : test
  }

  /// The quantifier after an atom: how many times it may repeat, at least and at most
  /// (`nil` for no limit).
  private mutating func quantifier() throws(ValueRuleError) -> (Int, Int?) {
    guard index < bytes.count else { return (1, 1) }
    switch bytes[index] {
    case UInt8(ascii: "?"):
      index += 1
      return (0, 1)
    case UInt8(ascii: "*"):
      index += 1
      return (0, nil)
    case UInt8(ascii: "+"):
      index += 1
      return (1, nil)
    case UInt8(ascii: "{"):
      let start = index
      index += 1
      let low = try number(start: start)
      var high: Int? = low
      if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
        index += 1
        high = index < bytes.count && bytes[index] != UInt8(ascii: "}") ? try number(start: start) : nil
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
        throw ValueRuleError(
          reason: "a count is written {n}, {n,} or {n,m}", range: start..<min(index + 1, bytes.count))
      }
      index += 1
      if let high, high < low {
        throw ValueRuleError(reason: "in {n,m}, m is at least n", range: start..<index)
      }
      if high == 0 {
        throw ValueRuleError(reason: "a count of zero matches nothing; leave it out", range: start..<index)
      }
      if index < bytes.count,
        [UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{")].contains(bytes[index])
      {
        throw ValueRuleError(reason: "one count per character", range: index..<index + 1)
      }
      return (low, high)
    default:
      return (1, 1)
    }
  }

  private mutating func number(start: Int) throws(ValueRuleError) -> Int {
    var value = 0
    let first = index
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
      if value > ValueRule.maxCount {
        throw ValueRuleError(reason: "a count is at most \(ValueRule.maxCount)", range: start..<index)
      }
    }
    guard index > first else {
      throw ValueRuleError(
        reason: "a count is written {n}, {n,} or {n,m}", range: start..<min(index + 1, bytes.count))
    }
    return value
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
