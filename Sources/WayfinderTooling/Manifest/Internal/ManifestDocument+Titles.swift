extension ManifestDocument {
  /// What a `title:` may be, for messages.
  static let titleExpected = "a title people read, such as \"Card Detail\": one line of text"

  /// The `title` of a container or screen, if written: one line of text, not empty. Markup
  /// and long titles are allowed; what draws them escapes and shortens them.
  static func readTitle(_ spec: ManifestMapping, of owner: String) throws(ManifestError) -> Located<String>? {
    guard let entry = spec.entries.first(where: { $0.key.value == "title" }) else { return nil }
    let value = entry.value.named("the title of \(owner)")
    let title = try value.content(expected: titleExpected)
    if title.value.allSatisfy(\.isWhitespace) {
      throw value.error(.invalidValue, "the title of \(owner) is empty", expected: titleExpected)
    }
    if title.value.contains(where: \.isNewline) {
      throw value.error(
        .invalidValue, "the title of \(owner) has more than one line", expected: titleExpected)
    }
    if let control = title.value.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
      let code = "U+" + String(control.value, radix: 16, uppercase: true).leftPadded(to: 4)
      throw value.error(
        .invalidValue, "the title of \(owner) holds a control character (\(code))", expected: titleExpected)
    }
    return title
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
