import Foundation
import WayfinderNavigation
import Yams

extension ScriptStep {
  /// The saved state a `restore:` step names: written in the script, as the JSON the app saves
  /// (`NavigationState.savedData`) in YAML's words, or the path of such a JSON file, relative
  /// to the script's folder.
  ///
  /// ```yaml
  /// - restore:
  ///     root: {kind: stack, name: main, screens: [{name: list}, {name: detail, parameters: {id: "7"}}]}
  ///     modals: []
  /// - restore: saved/card-7.json
  /// ```
  static func savedState(_ node: Node, in source: SourceText) throws(SourceError) -> NavigationState {
    let expected =
      "a saved state ({root: {kind: stack, name: …, screens: […]}, modals: […]}) or a JSON file's path"
    switch node {
    case .scalar(let scalar):
      let path = scalar.string
      let folder = URL(fileURLWithPath: source.file).deletingLastPathComponent()
      let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
      let data: Data
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw source.error(at: node, "cannot read the saved state \"\(url.path)\"", expected: expected)
      }
      do {
        return try JSONDecoder().decode(NavigationState.self, from: data)
      } catch {
        throw source.error(
          at: node, "\"\(path)\" is not a saved state: \(Self.reason(error))", expected: expected)
      }
    case .mapping:
      do {
        return try YAMLDecoder().decode(NavigationState.self, from: node)
      } catch {
        throw source.error(at: node, "not a saved state: \(Self.reason(error))", expected: expected)
      }
    default:
      throw source.error(at: node, "not a saved state", expected: expected)
    }
  }

  /// A decoding error in a sentence: what was wrong, and where in the state.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    let (context, what): (DecodingError.Context, String)
    switch error {
    case .keyNotFound(let key, let found): (context, what) = (found, "`\(key.stringValue)` is missing")
    case .typeMismatch(_, let found): (context, what) = (found, found.debugDescription)
    case .valueNotFound(_, let found): (context, what) = (found, found.debugDescription)
    case .dataCorrupted(let found): (context, what) = (found, found.debugDescription)
    @unknown default: return "\(error)"
    }
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return path.isEmpty ? what : "\(what) at \(path.joined(separator: "."))"
  }
}
