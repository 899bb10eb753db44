import WayfinderCoordination
import WayfinderNavigation

extension SwiftGenerator {
  func writeGraph(_ code: inout SwiftCode) {
    code.block("extension \(appType)") { code in
      code.doc([
        "The app's navigation graph: its containers, the root first, then the screens pushed in stacks."
      ])
      code.block("public static func graph() throws(GraphError) -> NavigationGraph") { code in
        code.line(
          "var graph = NavigationGraph.Builder(root: \(SwiftNames.literal(document.containers.first?.name.value ?? "")))"
        )
        for container in document.containers {
          let name = SwiftNames.literal(container.name.value)
          var guardArgument: [String] = []
          if let guardName = container.guardName {
            guardArgument = ["guard: \(SwiftNames.literal(guardName.value))"]
          }
          let titleArgument = container.title.map { ["title: \(SwiftNames.literal($0.value))"] } ?? []
          switch container.kind {
          case .flows(let flows, let initial):
            let initialArgument = initial.map { ["initial: \(SwiftNames.literal($0.value))"] } ?? []
            code.call("graph.flows", [name, list(flows.map(\.value))] + initialArgument + guardArgument)
          case .tabs(let tabs, let selected):
            let selectedArgument = selected.map { ["selected: \(SwiftNames.literal($0.value))"] } ?? []
            code.call("graph.tabs", [name, list(tabs.map(\.value))] + selectedArgument + guardArgument)
          case .stack(let root):
            code.call(
              "graph.stack",
              [
                name,
                "root: \(screenLiteral(Screen(root.value, parameters: container.rootValues, traits: container.rootTraits)))",
              ]
                + guardArgument + titleArgument)
            if container.split { code.call("graph.showsAsSplitView", [name]) }
          case .modal(let style, let root, let over):
            let overArgument = over.map { ["over: \(SwiftNames.literal($0.value))"] } ?? []
            code.call(
              "graph.modal",
              [
                name, ".\(style.rawValue)",
                "root: \(screenLiteral(Screen(root.value, traits: container.rootTraits)))",
              ]
                + overArgument
                + guardArgument + titleArgument)
          }
        }
        for screen in document.screens {
          var arguments = [SwiftNames.literal(screen.name.value)]
          let stacks = screen.stacks.map(\.value)
          arguments.append(
            "in: "
              + (stacks.count == 1 && screen.placement == .linkPicks
                ? SwiftNames.literal(stacks[0]) : list(stacks)))
          if !screen.parameters.isEmpty {
            arguments.append("parameters: \(list(screen.parameters.map(\.value)))")
            let optional = screen.parameters.map(\.value).filter(screen.optionalParameters.contains)
            if !optional.isEmpty { arguments.append("optionalParameters: \(list(optional))") }
          }
          if let after = screen.after { arguments.append("after: \(SwiftNames.literal(after.value))") }
          if let traits = Self.traits(screen.traits) { arguments.append("traits: \(traits)") }
          if let guardName = screen.guardName {
            arguments.append("guard: \(SwiftNames.literal(guardName.value))")
          }
          if screen.placement != .linkPicks { arguments.append("placement: .\(screen.placement.rawValue)") }
          if let title = screen.title { arguments.append("title: \(SwiftNames.literal(title.value))") }
          code.call("graph.screen", arguments)
        }
        code.line("return try graph.build()")
      }
    }
  }

  func writeStarts(_ code: inout SwiftCode) {
    code.block("extension \(appType)") { code in
      code.doc(["Where a fresh launch starts, signed in."])
      code.block("public static var signedInStart: NavigationState") { code in state(app.signedInStart, &code)
      }
      code.line()
      code.doc(["Where a fresh launch starts, signed out."])
      code.block("public static var signedOutStart: NavigationState") { code in
        state(app.signedOutStart, &code)
      }
    }
  }

  /// Statements building `state`, one container each, bottom up, then `return`.
  private func state(_ state: NavigationState, _ code: inout SwiftCode) {
    var counter = 0
    func emit(_ container: Container) -> String {
      counter += 1
      let name = container.name
      let base = SwiftNames.isIdentifier(name) ? name : "container\(counter)"
      let variable = SwiftNames.escaped(base)
      switch container {
      case .stack(let stack):
        let screens = stack.screens.map(screenLiteral)
        let single =
          "let \(variable) = Container.stack(\(SwiftNames.literal(stack.name)), [\(screens.joined(separator: ", "))])"
        if code.indentation + single.count <= 110 {
          code.line(single)
        } else {
          code.line("var \(base)Screens: [Screen] = []")
          for screen in screens { code.line("\(base)Screens.append(\(screen))") }
          code.line("let \(variable) = Container.stack(\(SwiftNames.literal(stack.name)), \(base)Screens)")
        }
      case .tabs(let bar):
        let tabs = bar.tabs.map(emit)
        code.call(
          "let \(variable) = Container.tabs",
          [
            SwiftNames.literal(bar.name), "[\(tabs.joined(separator: ", "))]",
            "selected: \(SwiftNames.literal(bar.selectedTab.name))",
          ])
      case .flows(let switcher):
        let flow = emit(switcher.flow)
        code.line("let \(variable) = Container.flows(\(SwiftNames.literal(switcher.name)), showing: \(flow))")
      }
      return variable
    }
    let root = emit(state.root)
    let modals = state.modals.map { "Modal(.\($0.style.rawValue), \(emit($0.content)))" }
    code.call("return NavigationState", ["root: \(root)", "modals: [\(modals.joined(separator: ", "))]"])
  }
}
