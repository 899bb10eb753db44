import WayfinderCoordination
import WayfinderNavigation

extension ManifestCompiler {
  /// Checks the graph's names, then builds it with ``NavigationGraph/Builder``.
  func buildGraph() throws(ManifestError) -> NavigationGraph {
    try checkGraphNames()
    guard let root = document.containers.first else {
      throw source.error(.missingKey, "the graph has no containers", at: document.graphMark)
    }
    var builder = NavigationGraph.Builder(root: root.name.value)
    for container in document.containers {
      let name = container.name.value
      let guardName = container.guardName?.value
      switch container.kind {
      case .flows(let flows, let initial):
        if let (style, over) = container.presented {
          builder.modal(
            name, style, flows: flows.map(\.value), initial: initial?.value, over: over?.value,
            guard: guardName)
        } else {
          builder.flows(name, flows.map(\.value), initial: initial?.value, guard: guardName)
        }
      case .tabs(let tabs, let selected):
        if let (style, over) = container.presented {
          builder.modal(
            name, style, tabs: tabs.map(\.value), selected: selected?.value, over: over?.value,
            guard: guardName)
        } else {
          builder.tabs(name, tabs.map(\.value), selected: selected?.value, guard: guardName)
        }
      case .stack(let screen):
        builder.stack(
          name, root: Screen(screen.value, parameters: container.rootValues, traits: container.rootTraits),
          guard: guardName,
          title: container.title?.value)
        if container.split { builder.showsAsSplitView(name) }
      case .modal(let style, let screen, let over):
        builder.modal(
          name, style, root: Screen(screen.value, traits: container.rootTraits), over: over?.value,
          guard: guardName,
          title: container.title?.value)
      }
    }
    for screen in document.screens {
      builder.screen(
        screen.name.value, in: screen.stacks.map(\.value), parameters: screen.parameters.map(\.value),
        optionalParameters: screen.parameters.map(\.value).filter(screen.optionalParameters.contains),
        after: screen.after?.value, traits: screen.traits, guard: screen.guardName?.value,
        placement: screen.placement, title: screen.title?.value)
    }
    do {
      return try builder.build()
    } catch {
      throw source.error(.graph, error.description, at: mark(of: error))
    }
  }

  /// Looks up every name the graph refers to, so that a mistake is reported where it is
  /// written, with a suggestion.
  private func checkGraphNames() throws(ManifestError) {
    var parents: [String: (name: String, word: String, mark: SourceMark)] = [:]
    for container in document.containers {
      let word = if case .flows = container.kind { "flow" } else { "tab" }
      for child in container.children {
        let node = try requireContainer(child)
        if node.isModal {
          throw source.error(
            .invalidValue,
            "\"\(child.value)\" is a modal, so it cannot be a \(word) of \"\(container.name.value)\"",
            expected: "a flow switcher, tab bar or stack", at: child.mark)
        }
        if child.value == container.name.value || child.value == document.containers.first?.name.value {
          throw source.error(
            .invalidValue, "\"\(child.value)\" cannot be a \(word) of \"\(container.name.value)\"",
            expected: "a container below it", at: child.mark)
        }
        if let parent = parents[child.value] {
          throw source.error(
            .invalidValue,
            "\"\(child.value)\" is a \(parent.word) of \"\(parent.name)\" already, so it cannot be a \(word) of \"\(container.name.value)\"",
            expected: "each container in one place", at: child.mark)
        }
        parents[child.value] = (container.name.value, word, child.mark)
      }
      switch container.kind {
      case .flows(let children, let chosen?), .tabs(let children, let chosen?):
        let names = children.map(\.value)
        guard names.contains(chosen.value) else {
          throw unknown(word, chosen, among: names, expected: "one of \(Suggestion.list(names))")
        }
      default:
        break
      }
      if let over = container.presentation?.over { try requireScreen(over) }
      if let guardName = container.guardName { try requireGuard(guardName) }
    }
    try checkCycles(parents)
    for screen in document.screens {
      for stack in screen.stacks {
        let container = try requireContainer(stack, expected: "the stack the screen is pushed in")
        guard container.root != nil else {
          throw source.error(
            .invalidValue, "\"\(stack.value)\" is a \(container.kindName), so no screen is pushed in it",
            expected: "a stack or a modal", at: stack.mark)
        }
      }
      if let after = screen.after { try requireScreen(after) }
      if let guardName = screen.guardName { try requireGuard(guardName) }
    }
  }

  /// Checks that no container holds itself, through its flows or tabs: the graph builder
  /// would follow such a loop for ever.
  private func checkCycles(_ parents: [String: (name: String, word: String, mark: SourceMark)])
    throws(ManifestError)
  {
    for container in document.containers {
      var seen = [container.name.value]
      var current = container.name.value
      while let parent = parents[current] {
        guard parent.name != container.name.value else {
          let path = ([container.name.value] + seen.reversed()).joined(separator: " › ")
          throw source.error(
            .invalidValue, "\"\(container.name.value)\" is inside itself: \(path)",
            expected: "containers that nest without going round", at: parent.mark)
        }
        guard !seen.contains(parent.name) else { break }
        seen.append(parent.name)
        current = parent.name
      }
    }
  }

  func requireGuard(_ name: Located<String>) throws(ManifestError) {
    let names = document.guards.map(\.name.value)
    guard !names.contains(name.value) else { return }
    throw unknown(
      "guard", name, among: names, expected: "a guard declared under guards, such as signedIn: {shows: login}"
    )
  }

  /// Where the builder's mistake is written: at the declaration of the first name its reason
  /// quotes.
  private func mark(of error: GraphError) -> SourceMark {
    let quoted = error.reason.split(separator: "\"", omittingEmptySubsequences: false)
    guard quoted.count > 1 else { return document.graphMark }
    let name = String(quoted[1])
    let screen = document.screens.last { $0.name.value == name }
    if error.code == .badBackStack, let after = screen?.after { return after.mark }
    if error.code == .duplicateScreen, let screen { return screen.name.mark }
    if let container = containers[name] { return container.name.mark }
    if let screen { return screen.name.mark }
    return document.graphMark
  }

  /// The modal that holds the container named `name`: itself when it is one, or the sheet or
  /// full-screen modal whose tabs or flows lead to it; `nil` for a container of the root's.
  func modal(holding name: String) -> Document.Container? {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted, let container = containers[current] {
      if container.isModal { return container }
      guard
        let parent = document.containers.first(where: { $0.children.contains { $0.value == current } })
      else { return nil }
      current = parent.name.value
    }
    return nil
  }
}
