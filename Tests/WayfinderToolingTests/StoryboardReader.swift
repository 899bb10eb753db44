import Foundation

/// Reads back the SVG a storyboard draws: each `<text>` with its `data-role` and the roles of
/// the groups around it, its content unescaped. What the storyboard tests check pictures by.
struct StoryboardReader {
  struct Text: Equatable {
    var role: String?
    var groups: [String]
    var value: String
  }

  private(set) var texts: [Text] = []
  /// The roles of every group (`<g data-role=…>`), in order.
  private(set) var groups: [String] = []
  /// The SVG's accessible title.
  private(set) var title = ""

  init(_ svg: String) {
    var stack: [String?] = []
    var rest = Substring(svg)
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("g ") || tag == "g" {
        let role = Self.attribute("data-role", in: tag)
        if let role { groups.append(role) }
        stack.append(role)
        if tag.hasSuffix("/") { stack.removeLast() }
      } else if tag == "/g" {
        if !stack.isEmpty { stack.removeLast() }
      } else if tag.hasPrefix("text") || tag.hasPrefix("title") {
        let end = rest.firstIndex(of: "<") ?? rest.endIndex
        let value = Self.unescape(rest[..<end])
        if tag.hasPrefix("title") {
          title = value
        } else {
          texts.append(
            Text(role: Self.attribute("data-role", in: tag), groups: stack.compactMap { $0 }, value: value))
        }
      }
    }
  }

  /// The texts of `role`, anywhere or inside a group of role `group`.
  func values(_ role: String, inside group: String? = nil) -> [String] {
    texts.filter { $0.role == role && (group.map($0.groups.contains) ?? true) }.map(\.value)
  }

  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    let rest = tag[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return unescape(rest[..<end])
  }

  static func unescape(_ text: Substring) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
