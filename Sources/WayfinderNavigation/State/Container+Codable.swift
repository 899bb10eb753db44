// Containers encode as flat objects with a `kind`, readable and writable by hand:
//
//   {"kind": "stack", "name": "dashboard", "screens": [{"name": "dashboard"}]}
//   {"kind": "tabs", "name": "home", "selected": "dashboard", "tabs": [ … ]}
//   {"kind": "tabs", "name": "home", "selected": "dashboard", "hidden": ["profile"], "tabs": [ … ]}
//   {"kind": "flows", "name": "app", "flow": { … }}
extension Container: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, name, screens, tabs, selected, hidden, flow
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    switch try container.decode(String.self, forKey: .kind) {
    case "stack":
      self = .stack(name, try container.decode([Screen].self, forKey: .screens))
    case "tabs":
      let tabs = try container.decode([Container].self, forKey: .tabs)
      let selected = try container.decodeIfPresent(String.self, forKey: .selected)
      if let selected, !tabs.contains(where: { $0.name == selected }) {
        throw DecodingError.dataCorruptedError(
          forKey: .selected, in: container,
          debugDescription: "tab bar \"\(name)\" has no tab \"\(selected)\"")
      }
      let hidden = try container.decodeIfPresent([String].self, forKey: .hidden) ?? []
      if let unknown = hidden.first(where: { name in !tabs.contains { $0.name == name } }) {
        throw DecodingError.dataCorruptedError(
          forKey: .hidden, in: container,
          debugDescription: "tab bar \"\(name)\" hides \"\(unknown)\", which is none of its tabs")
      }
      self = .tabs(name, tabs, selected: selected)
      if !hidden.isEmpty, case .tabs(var bar) = self {
        bar.hiddenTabs = Set(hidden)
        self = .tabs(bar)
      }
    case "flows":
      self = .flows(name, showing: try container.decode(Container.self, forKey: .flow))
    case let kind:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription: "unknown container kind \"\(kind)\" (known: stack, tabs, flows)")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(name, forKey: .name)
    switch self {
    case .stack(let stack):
      try container.encode(stack.screens, forKey: .screens)
    case .tabs(let bar):
      if bar.tabs.indices.contains(bar.selectedIndex) {
        try container.encode(bar.tabs[bar.selectedIndex].name, forKey: .selected)
      }
      if !bar.hiddenTabs.isEmpty {
        // In the tabs' order, so that equal states encode to equal text.
        try container.encode(bar.tabNames.filter(bar.hiddenTabs.contains), forKey: .hidden)
      }
      try container.encode(bar.tabs, forKey: .tabs)
    case .flows(let switcher):
      try container.encode(switcher.flow, forKey: .flow)
    }
  }
}
