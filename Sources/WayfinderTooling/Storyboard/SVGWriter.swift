/// Writes SVG (and the HTML around it) as text: every piece of text escaped, control and
/// direction-changing characters made visible as a replacement mark, long text shortened to
/// fit with an ellipsis, so that no title or parameter, however hostile, breaks the page.
struct SVGWriter {
  private(set) var text = ""

  /// Text as XML character data or an attribute value: `&`, `<`, `>`, quotes escaped; characters
  /// XML cannot carry and those that reorder text (bidi overrides) replaced by U+FFFD.
  static func escape(_ value: String) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case _ where isUnsafe(scalar): result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: return false
    case 0x00...0x1F, 0x7F...0x9F: return true  // control characters
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi marks and overrides
    case 0xFFFE, 0xFFFF: return true
    default: return false
    }
  }

  /// About how wide `value` is at `size` points in a system sans-serif font: wide letters
  /// count more than narrow ones. Deliberately generous, so that shortened text fits.
  static func width(of value: String, size: Double, bold: Bool = false) -> Double {
    var units = 0.0
    for character in value {
      switch character {
      case "i", "l", "j", "I", "!", "|", ".", ",", ":", ";", "'", "(", ")", "[", "]", " ", "f", "t", "r":
        units += 0.34
      case "m", "w", "M", "W", "@", "%": units += 0.9
      case _ where character.isUppercase: units += 0.68
      case _ where character.unicodeScalars.first.map({ $0.value > 0x2E80 }) ?? false: units += 1.0
      default: units += 0.56
      }
    }
    return units * size * (bold ? 1.08 : 1.0)
  }

  /// `value` shortened with an ellipsis to fit `maxWidth` at `size`; whole when it fits. Never
  /// longer than `limit` characters, however wide the room.
  static func fit(_ value: String, size: Double, maxWidth: Double, bold: Bool = false, limit: Int = 120)
    -> String
  {
    let single = value.map { $0.isNewline ? " " : $0 }
    var characters = Array(single.prefix(limit + 1))
    let clipped = characters.count > limit
    if clipped { characters = Array(characters.prefix(limit)) }
    if !clipped, width(of: String(characters), size: size, bold: bold) <= maxWidth {
      return String(characters)
    }
    while !characters.isEmpty, width(of: String(characters) + "…", size: size, bold: bold) > maxWidth {
      characters.removeLast()
    }
    while characters.last == " " { characters.removeLast() }
    return String(characters) + "…"
  }

  mutating func raw(_ markup: String) { text += markup }

  /// An element with attributes (values escaped) and no content.
  mutating func element(_ name: String, _ attributes: [(String, String)]) {
    text += "<" + name + Self.attributes(attributes) + "/>"
  }

  /// An element with attributes and content written by `body`.
  mutating func group(_ name: String, _ attributes: [(String, String)], _ body: (inout SVGWriter) -> Void) {
    text += "<" + name + Self.attributes(attributes) + ">"
    body(&self)
    text += "</" + name + ">"
  }

  static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  mutating func rect(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double = 0, class name: String,
    extra: [(String, String)] = []
  ) {
    var attributes = [("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", n(height))]
    if radius > 0 { attributes.append(("rx", n(radius))) }
    element("rect", attributes + [("class", name)] + extra)
  }

  /// A line of real text, shortened to `maxWidth`; `anchor` is `start`, `middle` or `end`.
  mutating func label(
    _ value: String, x: Double, y: Double, size: Double, maxWidth: Double, class name: String,
    anchor: String = "start", bold: Bool = false, role: String? = nil
  ) {
    let shown = Self.fit(value, size: size, maxWidth: maxWidth, bold: bold)
    var attributes = [("x", n(x)), ("y", n(y)), ("font-size", n(size)), ("class", name)]
    if anchor != "start" { attributes.append(("text-anchor", anchor)) }
    if bold { attributes.append(("font-weight", "600")) }
    if let role { attributes.append(("data-role", role)) }
    text += "<text" + Self.attributes(attributes) + ">" + Self.escape(shown) + "</text>"
  }

  /// A number as SVG writes it: no trailing `.0`, at most two decimals.
  func n(_ value: Double) -> String { Self.number(value) }

  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
