import WayfinderCoordination
import WayfinderNavigation

/// What people read for screens and tabs: the titles the graph (or the manifest) declares,
/// else a readable title made from the name (`cardDetail`: "Card Detail").
struct StoryboardTitles: Sendable {
  let graph: NavigationGraph?

  /// The title of a screen; a foreign screen is named after what shows it.
  func screen(_ screen: Screen) -> String {
    if !screen.isForeign, let title = graph?.title(ofScreen: screen.name) { return title }
    return Self.readable(screen.name)
  }

  /// The title of a tab (a container).
  func tab(_ container: Container) -> String {
    if let title = graph?.title(ofContainer: container.name) { return title }
    if case .stack(let stack) = container, let root = stack.screens.first,
      let title = graph?.title(ofScreen: root.name), root.name == container.name
    {
      return title
    }
    return Self.readable(container.name)
  }

  /// A name as words: `cardDetail` → "Card Detail", `rate-order` → "Rate Order",
  /// `UIAlertController` → "UI Alert Controller".
  static func readable(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      if character == "_" || character == "-" || character == " " || character == "." {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if !current.isEmpty, let previous = current.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
          (character.isUppercase && previous.isLowercase)
          || (character.isUppercase && previous.isUppercase && (next?.isLowercase ?? false))
          || (character.isNumber != previous.isNumber && (character.isNumber || previous.isNumber))
        if startsWord {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    let title = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    return title.isEmpty ? name : title
  }
}
