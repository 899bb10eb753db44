import WayfinderNavigation

extension NavigationGraph.Builder {
  /// Declares a modal that holds a tab bar: `tabs`, each a container declared on its own,
  /// `selected` (or the first) when the modal is presented, the whole presented with `style`
  /// over the screen named `over`, or over whatever is on screen when `over` is `nil`.
  ///
  /// A link to a screen in one of its tabs presents the modal as it first appears with that
  /// tab selected; while it is presented, a link to a screen in another of its tabs selects
  /// that tab and presents nothing again.
  ///
  /// ```swift
  /// graph.modal("onboarding", .fullScreen, tabs: ["welcome", "permissions"])
  /// graph.stack("welcome", root: Screen("welcome"))
  /// graph.stack("permissions", root: Screen("permissions"))
  /// ```
  public mutating func modal(
    _ name: String, _ style: Modal.Style, tabs: [String], selected: String? = nil, over: String? = nil,
    guard guardName: String? = nil
  ) {
    containers.append(
      NavigationGraph.ContainerNode(
        name: name, kind: .tabs(tabs, selected: selected ?? tabs.first ?? ""), guardName: guardName,
        modal: (style, over)))
  }

  /// Declares a modal that holds a flow switcher: one of `flows` at a time, each a container
  /// declared on its own, `initial` (or the first) when the modal is presented, the whole
  /// presented with `style` over the screen named `over`, or over whatever is on screen.
  ///
  /// A link to a screen in another flow of the presented modal switches it to that flow, as
  /// it first appears.
  ///
  /// ```swift
  /// graph.modal("signUp", .sheet, flows: ["email", "phone"], initial: "email")
  /// ```
  public mutating func modal(
    _ name: String, _ style: Modal.Style, flows: [String], initial: String? = nil, over: String? = nil,
    guard guardName: String? = nil
  ) {
    containers.append(
      NavigationGraph.ContainerNode(
        name: name, kind: .flows(flows, initial: initial ?? flows.first ?? ""), guardName: guardName,
        modal: (style, over)))
  }
}

extension NavigationGraph.Builder {
  /// Checks that no modal is presented over a screen inside itself, or inside a modal
  /// presented over it: such a modal could never be presented, and its guards, collected
  /// through the screens under it, would go round for ever.
  static func checkModalChains(
    _ byName: [String: NavigationGraph.ContainerNode], paths: [String: [String]],
    screens: [String: NavigationGraph.ScreenNode]
  ) throws(GraphError) {
    /// The modals that hold the screen named `over`, in any of its stacks.
    func modals(under over: String) -> [String] {
      (screens[over]?.stacks ?? []).compactMap { stack in
        paths[stack]?.first.flatMap { byName[$0]?.modal != nil ? $0 : nil }
      }
    }
    for start in byName.keys.sorted() {
      guard let over = byName[start]?.modal?.over else { continue }
      var next = modals(under: over)
      var seen: Set<String> = []
      while let modal = next.popLast() {
        if modal == start {
          throw GraphError(
            .unreachable,
            "modal \"\(start)\" is presented over \"\(over)\", which shows only with \"\(start)\" presented")
        }
        guard seen.insert(modal).inserted, let under = byName[modal]?.modal?.over else { continue }
        next += modals(under: under)
      }
    }
  }
}
