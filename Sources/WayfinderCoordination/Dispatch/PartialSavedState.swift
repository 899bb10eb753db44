import Foundation
import WayfinderNavigation

/// A saved state decoded as far as it goes, for one that does not decode whole (saved by
/// another build of the app, or cut short): what decodes is kept, and only what does not is
/// left out, each part with why. A stack keeps the screens before the first that does not
/// decode; a modal whose style or container does not decode is left out with the modals over
/// it. The root's container must decode (its name and kind) for anything to be kept.
struct PartialSavedState: Decodable {
  let state: NavigationState
  let dropped: [String]

  private enum Keys: String, CodingKey {
    case root, modals, style, content
  }

  init(from decoder: any Decoder) throws {
    let keyed = try decoder.container(keyedBy: Keys.self)
    let root = try keyed.decode(PartialContainer.self, forKey: .root)
    var dropped = root.dropped
    var modals: [Modal] = []
    if keyed.contains(.modals) {
      var list = try keyed.nestedUnkeyedContainer(forKey: .modals)
      let count = list.count
      while !list.isAtEnd {
        let index = modals.count
        do {
          let modal = try list.nestedContainer(keyedBy: Keys.self)
          let style = try modal.decode(Modal.Style.self, forKey: .style)
          let content = try modal.decode(PartialContainer.self, forKey: .content)
          modals.append(Modal(style, content.container))
          dropped += content.dropped
        } catch {
          let over = count.map { $0 - index - 1 } ?? 0
          dropped.append(
            "left out modal \(index + 1)" + (over > 0 ? " and the \(over) modal(s) over it" : "") + ": "
              + Self.reason(error))
          break
        }
      }
    }
    state = NavigationState(root: root.container, modals: modals)
    self.dropped = dropped
  }

  /// A decoding error in a few words: what, and where in the saved state.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    let context: DecodingError.Context
    switch error {
    case .keyNotFound(let key, let found):
      return "`\(key.stringValue)` is missing" + location(found)
    case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
      context = found
    @unknown default:
      return "\(error)"
    }
    return "it does not decode (\(context.debugDescription))" + location(context)
  }

  private static func location(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return path.isEmpty ? "" : " at \(path.joined(separator: "."))"
  }
}

/// A container of a saved state, decoded as far as it goes (see ``PartialSavedState``).
private struct PartialContainer: Decodable {
  let container: Container
  let dropped: [String]

  private enum Keys: String, CodingKey {
    case kind, name, screens, tabs, selected, flow
  }

  init(from decoder: any Decoder) throws {
    let keyed = try decoder.container(keyedBy: Keys.self)
    let name = try keyed.decode(String.self, forKey: .name)
    switch try keyed.decode(String.self, forKey: .kind) {
    case "stack":
      var list = try keyed.nestedUnkeyedContainer(forKey: .screens)
      var screens: [Screen] = []
      var dropped: [String] = []
      while !list.isAtEnd {
        do {
          screens.append(try list.decode(Screen.self))
        } catch {
          // The stack's root screen is the stack: without it, nothing of it is kept.
          guard !screens.isEmpty else { throw error }
          dropped.append(
            "left out screen \(screens.count + 1) of \"\(name)\" and the screens pushed after it: "
              + PartialSavedState.reason(error))
          break
        }
      }
      (container, self.dropped) = (.stack(name, screens), dropped)
    case "tabs":
      let tabs = try keyed.decode([PartialContainer].self, forKey: .tabs)
      let selected = try keyed.decodeIfPresent(String.self, forKey: .selected)
      let known = selected.flatMap { selected in
        tabs.contains { $0.container.name == selected } ? selected : nil
      }
      (container, dropped) = (.tabs(name, tabs.map(\.container), selected: known), tabs.flatMap(\.dropped))
    case "flows":
      let flow = try keyed.decode(PartialContainer.self, forKey: .flow)
      (container, dropped) = (.flows(name, showing: flow.container), flow.dropped)
    case let kind:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: keyed,
        debugDescription: "unknown container kind \"\(kind)\" (known: stack, tabs, flows)")
    }
  }
}
