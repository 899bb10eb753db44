import WayfinderCoordination
import WayfinderNavigation

extension ManifestCompiler {
  /// A start state: the graph's initial state, changed entry by entry in the order written.
  func startState(_ start: Document.Start, _ graph: NavigationGraph) throws(ManifestError) -> NavigationState
  {
    var state = graph.initialState
    for (name, content) in start.entries {
      let container = try requireContainer(name)
      // A modal that holds tabs or flows, named before anything in it: presented as it first
      // appears, then changed.
      if let presented = container.presented, state.container(named: name.value) == nil,
        let fresh = graph.initialContainer(name.value)
      {
        state.modals.append(Modal(presented.style, fresh))
      }
      switch (container.kind, content) {
      case (.flows(let flows, _), .child(let flow)):
        try requireChild(flow, of: container, among: flows)
        guard let fresh = graph.initialContainer(flow.value) else { continue }
        try change(name, in: &state) { target in
          guard case .flows(var switcher) = target else { return }
          switcher.flow = fresh
          target = .flows(switcher)
        }
      case (.tabs(let tabs, _), .child(let tab)):
        try requireChild(tab, of: container, among: tabs)
        try change(name, in: &state) { target in
          guard case .tabs(var bar) = target, let index = bar.tabNames.firstIndex(of: tab.value) else {
            return
          }
          bar.selectedIndex = index
          target = .tabs(bar)
        }
      case (.stack, .screens(let references)), (.modal, .screens(let references)):
        let screens = try startScreens(references, in: container)
        if case .modal(let style, _, _) = container.kind, state.container(named: name.value) == nil {
          state.modals.append(Modal(style, .stack(name.value, screens)))
        } else {
          try change(name, in: &state) { target in target = .stack(name.value, screens) }
        }
      case (_, .child):
        throw source.error(
          .wrongType, "\"\(name.value)\" is a \(container.kindName), which shows no flow or tab",
          expected: "a list of its screens, such as [\(container.root?.value ?? "root")]", at: name.mark)
      case (_, .screens):
        throw source.error(
          .wrongType, "\"\(name.value)\" is a \(container.kindName), which holds no screens",
          expected: "the \(container.kindName == "tab bar" ? "tab to select" : "flow to show")", at: name.mark
        )
      }
    }
    if let problem = state.invariantViolations().first {
      throw source.error(
        .invalidValue, "the start state \"\(start.key.value)\" is not legal: \(problem)", at: start.key.mark)
    }
    return state
  }

  private func requireChild(
    _ child: Located<String>, of container: Document.Container, among children: [Located<String>]
  ) throws(ManifestError) {
    let names = children.map(\.value)
    guard !names.contains(child.value) else { return }
    let word = container.kindName == "tab bar" ? "tab" : "flow"
    var message = "\"\(child.value)\" is not a \(word) of \"\(container.name.value)\""
    if let guess = Suggestion.closest(to: child.value, among: names) {
      message += " (did you mean \"\(guess)\"?)"
    }
    throw source.error(.unknownName, message, expected: "one of \(Suggestion.list(names))", at: child.mark)
  }

  /// Changes the container named `name` on screen, or says that it is not on screen.
  private func change(
    _ name: Located<String>, in state: inout NavigationState, _ body: (inout Container) -> Void
  ) throws(ManifestError) {
    func visit(_ container: inout Container) -> Bool {
      if container.name == name.value {
        body(&container)
        return true
      }
      switch container {
      case .stack:
        return false
      case .tabs(var bar):
        for index in bar.tabs.indices where visit(&bar.tabs[index]) {
          container = .tabs(bar)
          return true
        }
        return false
      case .flows(var switcher):
        guard visit(&switcher.flow) else { return false }
        container = .flows(switcher)
        return true
      }
    }
    if visit(&state.root) { return }
    for index in state.modals.indices where visit(&state.modals[index].content) { return }
    throw source.error(
      .invalidValue, "\"\(name.value)\" is not on screen at this point of the start state",
      expected: "a container on screen: show the flow or modal that holds it first", at: name.mark)
  }

  /// The screens a start state puts in a stack, written as the tools print them: `card(7)`,
  /// `card(cardID = 7)`.
  private func startScreens(
    _ references: [ScreenReference], in container: Document.Container
  ) throws(ManifestError) -> [Screen] {
    guard let first = references.first else {
      throw source.error(
        .missingKey, "the stack \"\(container.name.value)\" is empty",
        expected: "its screens, its root first", at: container.name.mark)
    }
    if first.name.value != container.root?.value {
      throw source.error(
        .invalidValue, "the stack \"\(container.name.value)\" starts with \"\(first.name.value)\"",
        expected: "its root, \(container.root?.value ?? "")", at: first.mark)
    }
    var screens: [Screen] = []
    for reference in references {
      try requireScreen(reference.name)
      let name = reference.name.value
      guard stacks(of: name).contains(container.name.value) else {
        throw source.error(
          .invalidValue, "screen \"\(name)\" is not in \"\(container.name.value)\"",
          expected: "a screen of that stack", at: reference.mark)
      }
      let node = pushed[name]
      let declared = node?.parameters.map(\.value)
      var parameters: [String: String] = [:]
      for argument in reference.arguments {
        var label = argument.label.value
        if argument.isBare {
          guard let only = declared, only.count == 1 else {
            throw source.error(
              .invalidValue, "\"\(argument.value.value)\" has no name",
              expected:
                "name = value, for \(name) has \(declared.map { "\($0.count)" } ?? "no declared") parameters",
              at: argument.value.mark)
          }
          label = only[0]
        } else if let declared, !declared.contains(label) {
          var message = "screen \"\(name)\" has no parameter \"\(label)\""
          if let guess = Suggestion.closest(to: label, among: declared) {
            message += " (did you mean \"\(guess)\"?)"
          }
          throw source.error(
            .unknownName, message, expected: Suggestion.list(declared), at: argument.label.mark)
        }
        parameters[label] = argument.value.value
      }
      let optional = node?.optionalParameters ?? []
      if let declared,
        let missing = declared.first(where: { parameters[$0] == nil && !optional.contains($0) })
      {
        throw source.error(
          .missingKey, "screen \"\(name)\" needs \"\(missing)\"",
          expected: "a value, such as \(name)(\(missing) = 1)",
          at: reference.mark)
      }
      screens.append(Screen(name, parameters: parameters, traits: traits(of: name)))
    }
    return screens
  }
}
