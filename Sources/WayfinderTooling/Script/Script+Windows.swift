import WayfinderCoordination
import Yams

extension ScriptStep {
  /// What the person or the system does with a window of the script's `windows`.
  public enum WindowEvent: Sendable, Hashable, CustomStringConvertible {
    /// The person brings the window forward (`activate: side`): links go to it by default.
    case activate(String)
    /// The person closes the window (`closeWindow: side`): no link goes to it.
    case close(String)
    /// The window opens again (`openWindow: side`): links held while no window was open go
    /// where the router says.
    case open(String)

    /// The window's name.
    public var window: String {
      switch self {
      case .activate(let name), .close(let name), .open(let name): name
      }
    }

    public var description: String {
      switch self {
      case .activate(let name): "activate \(name)"
      case .close(let name): "closeWindow \(name)"
      case .open(let name): "openWindow \(name)"
      }
    }
  }
}

extension Script {
  /// `windows: [main, side]`: names, each once.
  static func windows(_ node: Node, in source: SourceText) throws(SourceError) -> [String] {
    guard case .sequence(let items) = node else {
      throw source.error(
        at: node, "`windows` is not a list", expected: "a list of window names: [main, side]")
    }
    var names: [String] = []
    for item in items {
      let name = try source.string(item, "a window's name")
      if names.contains(name) { throw source.error(at: item, "the window \"\(name)\" is named twice") }
      names.append(name)
    }
    guard !names.isEmpty else {
      throw source.error(
        at: node, "`windows` names no window", expected: "a list of window names: [main, side]")
    }
    return names
  }
}
