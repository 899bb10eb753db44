import WayfinderCoordination
import WayfinderNavigation
import Yams

extension ManifestDocument {
  /// The keys that say what kind a container is.
  static let kindKeys = ["flows", "tabs", "stack", "sheet", "fullScreen"]
  static let traitNames: [(String, WayfinderNavigation.Screen.Traits)] = [
    ("hidesTabBar", .hidesTabBar), ("unique", .unique), ("uniqueInApp", .uniqueInApp),
    ("keepsOpen", .keepsOpen), ("asksBeforeClosing", .asksBeforeClosing), ("holdsLinks", .holdsLinks),
  ]

  mutating func readGraph(_ value: ManifestValue) throws(ManifestError) {
    let entries = try value.named("\"graph\"").entries(
      expected: "a mapping from container names to containers, the root first")
    guard !entries.isEmpty else {
      throw value.error(
        .missingKey, "the graph has no containers",
        expected: "the root container first, such as app: {flows: [login, home]}")
    }
    for entry in entries {
      try Self.checkName(entry.key, as: "a container", in: entry.value.source)
      containers.append(try Self.readContainer(entry))
    }
  }

  private static func readContainer(_ entry: ManifestEntry) throws(ManifestError) -> Container {
    let name = entry.key
    let expectedKind =
      "one of {flows: […]}, {tabs: […]}, {stack: screen}, {sheet: screen} or {fullScreen: screen}"
    let value = entry.value.named("the container \"\(name.value)\"")
    let written = try value.entries(expected: expectedKind)
    let kinds = written.filter { kindKeys.contains($0.key.value) }
    guard let kind = kinds.first else {
      for other in written {
        if let guess = Suggestion.closest(to: other.key.value, among: kindKeys) {
          throw value.source.error(
            .unknownKey,
            "unknown key \"\(other.key.value)\" in the container \"\(name.value)\" (did you mean \"\(guess)\"?)",
            expected: expectedKind, at: other.key.mark)
        }
      }
      throw value.source.error(
        .missingKey, "the container \"\(name.value)\" has no kind", expected: expectedKind, at: name.mark)
    }
    if kinds.count > 1 {
      throw value.source.error(
        .invalidValue, "the container \"\(name.value)\" is both \(kind.key.value) and \(kinds[1].key.value)",
        expected: "one kind", at: kinds[1].key.mark)
    }
    let keys: [String]
    let kindName: String
    switch kind.key.value {
    case "flows": (keys, kindName) = (["flows", "initial", "guard"], "flow switcher")
    case "tabs": (keys, kindName) = (["tabs", "selected", "guard"], "tab bar")
    case "stack": (keys, kindName) = (["stack", "guard", "title", "traits", "split"], "stack")
    default: (keys, kindName) = ([kind.key.value, "over", "guard", "title", "traits"], "modal")
    }
    let spec = try value.named("the \(kindName) \"\(name.value)\"").mapping(
      keys: keys, expected: Suggestion.list(keys))
    let guardName = try spec["guard"]?.text(expected: "the name of a guard")
    let body = try spec.required(kind.key.value, expected: "a value", owner: name.mark)
    switch kind.key.value {
    case "flows", "tabs":
      let kind = try readChildren(kind.key.value, body, spec, of: name, kindName: kindName)
      return Container(name: name, kind: kind, guardName: guardName)
    case "stack":
      let (root, values) = try Self.rootWithValues(body)
      try checkName(root, as: "a screen", in: body.source)
      var stack = Container(
        name: name, kind: .stack(root: root), guardName: guardName,
        title: try readTitle(spec, of: "the \(kindName) \"\(name.value)\""), rootValues: values,
        rootTraits: try readTraits(spec, in: value))
      stack.split = try spec["split"]?.bool(expected: "true or false").value ?? false
      return stack
    default:
      let over = try spec["over"]?.text(expected: "the screen it is presented over")
      let style: Modal.Style = kind.key.value == "sheet" ? .sheet : .fullScreen
      let title = try readTitle(spec, of: "the \(kindName) \"\(name.value)\"")
      if case .mapping = body.node {
        // A modal that holds a tab bar or flows: {sheet: {tabs: [a, b]}}.
        if let traits = spec.entries.first(where: { $0.key.value == "traits" }) {
          throw body.source.error(
            .invalidValue,
            "the modal \"\(name.value)\" holds tabs or flows, whose root screens carry traits each in its stack",
            expected: "traits: beside each of its stacks", at: traits.key.mark)
        }
        if let title {
          throw body.source.error(
            .invalidValue,
            "the modal \"\(name.value)\" holds tabs or flows, which are titled each on its own",
            expected: "title: beside each of its stacks", at: title.mark)
        }
        return try readModalContainer(body, of: name, style: style, over: over, guardName: guardName)
      }
      let root = try body.text(
        expected: "the name of the modal's root screen, or {tabs: […]} or {flows: […]} for what it holds")
      try checkName(root, as: "a screen", in: body.source)
      return Container(
        name: name, kind: .modal(style, root: root, over: over), guardName: guardName, title: title,
        rootTraits: try readTraits(spec, in: value))
    }
  }

  /// The traits under `traits` in `spec` (a screen's, or a stack's or modal's root screen's).
  static func readTraits(
    _ spec: ManifestMapping, in value: ManifestValue
  ) throws(ManifestError) -> WayfinderNavigation.Screen.Traits {
    var traits: WayfinderNavigation.Screen.Traits = []
    let names = traitNames.map(\.0)
    for trait in try spec["traits"]?.named("\"traits\"").texts(
      expected: "a list of traits: \(Suggestion.list(names, or: "and"))") ?? []
    {
      guard let known = traitNames.first(where: { $0.0 == trait.value }) else {
        var message = "unknown trait \"\(trait.value)\""
        if let guess = Suggestion.closest(to: trait.value, among: names) {
          message += " (did you mean \"\(guess)\"?)"
        }
        throw value.source.error(.invalidValue, message, expected: Suggestion.list(names), at: trait.mark)
      }
      traits.insert(known.1)
    }
    return traits
  }

  /// The tab bar or flow switcher a modal holds, written as the value of `sheet` or
  /// `fullScreen`: `{tabs: [a, b], selected: b}` or `{flows: [a, b], initial: b}`.
  private static func readModalContainer(
    _ body: ManifestValue, of name: Located<String>, style: Modal.Style, over: Located<String>?,
    guardName: Located<String>?
  ) throws(ManifestError) -> Container {
    let styleKey = style == .sheet ? "sheet" : "fullScreen"
    let expected = "{tabs: [a, b], selected: b} or {flows: [a, b], initial: b}"
    let value = body.named("\"\(styleKey)\" of \"\(name.value)\"")
    let written = try value.entries(expected: expected)
    let kinds = written.filter { ["tabs", "flows"].contains($0.key.value) }
    guard let kind = kinds.first else {
      throw body.error(
        .missingKey, "the modal \"\(name.value)\" holds neither tabs nor flows",
        expected: "a root screen, or \(expected)")
    }
    if kinds.count > 1 {
      throw value.source.error(
        .invalidValue, "the modal \"\(name.value)\" holds both \(kind.key.value) and \(kinds[1].key.value)",
        expected: "one kind", at: kinds[1].key.mark)
    }
    let isFlows = kind.key.value == "flows"
    let keys = isFlows ? ["flows", "initial"] : ["tabs", "selected"]
    let spec = try value.mapping(keys: keys, expected: Suggestion.list(keys))
    let children = try spec.required(kind.key.value, expected: "a value", owner: name.mark)
    let content = try readChildren(
      kind.key.value, children, spec, of: name, kindName: isFlows ? "flow switcher" : "tab bar")
    return Container(name: name, kind: content, guardName: guardName, presented: (style, over))
  }

  /// The flows or tabs of a container, and the one it starts on.
  private static func readChildren(
    _ key: String, _ body: ManifestValue, _ spec: ManifestMapping, of name: Located<String>,
    kindName: String
  ) throws(ManifestError) -> Container.Kind {
    let isFlows = key == "flows"
    let children = try body.named("\"\(key)\"").texts(
      expected: "a list of container names, such as [\(isFlows ? "login, home" : "dashboard, settings")]")
    guard !children.isEmpty else {
      throw body.error(
        .missingKey, "the \(kindName) \"\(name.value)\" has no \(isFlows ? "flows" : "tabs")",
        expected: "at least one container")
    }
    let chosen = try spec[isFlows ? "initial" : "selected"]?.text(expected: "one of its \(key)")
    return isFlows ? .flows(children, initial: chosen) : .tabs(children, selected: chosen)
  }

  mutating func readScreens(_ value: ManifestValue) throws(ManifestError) {
    let keys = ["in", "parameters", "data", "after", "traits", "guard", "placement", "acknowledge", "title"]
    let entries = try value.named("\"screens\"").entries(
      expected: "a mapping from screen names to {in: stack, parameters: […], after: screen}")
    for entry in entries {
      let name = entry.key
      try Self.checkName(name, as: "a screen", in: entry.value.source)
      let spec = try entry.value.named("the screen \"\(name.value)\"").mapping(
        keys: keys,
        expected:
          "{in: stack, parameters: […], data: […], after: screen, traits: […], guard: name, placement: selectedTab, title: text}"
      )
      try readAcknowledgements(spec["acknowledge"], at: .screen(name.value))
      let place = try spec.required("in", expected: "the stack it is pushed in", owner: name.mark)
      let stacks: [Located<String>]
      if case .scalar = place.node {
        stacks = [try place.text(expected: "a stack")]
      } else {
        stacks = try place.named("\"in\"").texts(
          expected: "a stack, or a list of the stacks a link picks from")
      }
      var parameters =
        try spec["parameters"]?.named("\"parameters\"").texts(
          expected: "a list of parameter names, such as [cardID], or [id?, name?] for optional ones") ?? []
      let optional = Self.optionalParameters(&parameters)
      for parameter in parameters { try Self.checkName(parameter, as: "a parameter", in: value.source) }
      try Self.checkOptionalParameters(parameters, optional, of: name, in: value.source)
      let data =
        try spec["data"]?.named("\"data\"").texts(
          expected: "a list of the names of values that update the screen in place, such as [t]") ?? []
      for name in data {
        try Self.checkName(name, as: "a value", in: value.source)
        if parameters.contains(where: { $0.value == name.value }) {
          throw value.source.error(
            .invalidValue, "\"\(name.value)\" is both a parameter and data of \"\(entry.key.value)\"",
            expected: "a parameter (which screen it is) or data (what it holds), not both", at: name.mark)
        }
      }
      let traits = try Self.readTraits(spec, in: value)
      var placement = NavigationGraph.Placement.linkPicks
      if let written = spec["placement"] {
        let placements = NavigationGraph.Placement.allCases.map(\.rawValue)
        let text = try written.text(expected: Suggestion.list(placements))
        guard let known = NavigationGraph.Placement(rawValue: text.value) else {
          var message = "unknown placement \"\(text.value)\""
          if let guess = Suggestion.closest(to: text.value, among: placements) {
            message += " (did you mean \"\(guess)\"?)"
          }
          throw written.error(.invalidValue, message, expected: Suggestion.list(placements))
        }
        placement = known
      }
      screens.append(
        Screen(
          name: name, stacks: stacks, parameters: parameters,
          after: try spec["after"]?.text(expected: "the name of the screen under it"), traits: traits,
          guardName: try spec["guard"]?.text(expected: "the name of a guard"), placement: placement,
          data: data, title: try Self.readTitle(spec, of: "the screen \"\(name.value)\""),
          optionalParameters: optional))
    }
  }
}
