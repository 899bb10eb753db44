import WayfinderCoordination
import WayfinderNavigation

/// Writes a Mermaid `flowchart` of an app's navigation graph.
///
/// What the chart is: flow switchers are hexagons, tab bars subroutine boxes, stacks
/// stadiums, screens rectangles; a modal's stack is a stadium in the `modal` class (dashed),
/// reached by a dotted edge labelled with its style from the screen it is presented over, or
/// from the root container when it is presented over anything. An edge from a container says
/// what the child is (`flow`, `tab`, `root`), whether it shows first (`initial`,
/// `selected`), and its guard; an edge between screens is a push from the screen declared
/// `after:` (or the stack's root) to the screen, with the screen's guard. With routes, each
/// pattern is a node in the `route` class with a dotted edge to the screen it opens (a
/// manifest's decision, to each screen it chooses among), and each redirect a node with a
/// dotted edge to the route its links go on to.
///
/// Mermaid's syntax, from its flowchart reference (https://mermaid.js.org/syntax/flowchart.html):
/// node IDs are written bare, so they are made of ASCII letters, digits and `_` only
/// (containers `c_…`, screens `s_…`, routes `r…`, which also keeps `end` from being an ID);
/// labels are in double quotes, with `"` and other characters that end or mark up a label
/// written as entity codes (`#34;`), as the reference's "Entity codes to escape characters"
/// shows.
struct MermaidExport {
  let app: ToolApp
  let includesRoutes: Bool

  private var graph: NavigationGraph { app.graph }

  var text: String {
    var chart = Chart()
    chart.lines.append("%% Navigation graph of \(Self.comment(app.name)), written by wayfinder")
    walk(graph.rootContainerName, into: &chart)
    let modals = graph.containerNames.compactMap(graph.container(named:)).filter(\.isModal)
    for modal in modals {
      if let presentation = modal.presentation {
        let from = presentation.over.map(Self.screenID) ?? Self.containerID(graph.rootContainerName)
        let label = [presentation.style.rawValue] + (presentation.over == nil ? ["over anything"] : [])
        chart.edge(
          from, to: Self.containerID(modal.name), dotted: true, label: label + Self.guarded(modal.guardName))
      }
      walk(modal.name, into: &chart)
    }
    if includesRoutes { addRoutes(to: &chart) }
    var lines = ["flowchart TD"] + chart.lines + chart.edges
    lines.append("  classDef modal stroke-dasharray: 5 5")
    if !modals.isEmpty {
      lines.append("  class \(modals.map { Self.containerID($0.name) }.joined(separator: ",")) modal")
    }
    if includesRoutes, !app.targets.isEmpty || !app.redirects.isEmpty {
      let ids = app.targets.indices.map { "r\($0 + 1)" } + app.redirects.indices.map { "d\($0 + 1)" }
      lines.append("  classDef route stroke-dasharray: 2 2")
      lines.append("  class \(ids.joined(separator: ",")) route")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Declares `name` and what it holds, and the edges down to them.
  private func walk(_ name: String, into chart: inout Chart) {
    guard let container = graph.container(named: name), chart.declared.insert(Self.containerID(name)).inserted
    else { return }
    let id = Self.containerID(name)
    var words: [String]
    switch container.kind {
    case .stack: words = [container.presentation?.style.rawValue ?? "stack"]
    case .tabs: words = ["tabs"] + (container.presentation.map { [$0.style.rawValue] } ?? [])
    case .flows: words = ["flows"] + (container.presentation.map { [$0.style.rawValue] } ?? [])
    }
    if container.parent == nil, !container.isModal { words += Self.guarded(container.guardName) }
    let label = Self.label("\(name) (\(words.joined(separator: ", ")))")
    switch container.kind {
    case .flows(let flows, let initial):
      chart.lines.append("  \(id){{\(label)}}")
      for flow in flows {
        let guardName = graph.container(named: flow)?.guardName
        chart.edge(
          id, to: Self.containerID(flow),
          label: ["flow"] + (flow == initial ? ["initial"] : []) + Self.guarded(guardName))
        walk(flow, into: &chart)
      }
    case .tabs(let tabs, let selected):
      chart.lines.append("  \(id)[[\(label)]]")
      for tab in tabs {
        let guardName = graph.container(named: tab)?.guardName
        chart.edge(
          id, to: Self.containerID(tab),
          label: ["tab"] + (tab == selected ? ["selected"] : []) + Self.guarded(guardName))
        walk(tab, into: &chart)
      }
    case .stack(let root):
      chart.lines.append("  \(id)([\(label)])")
      for screen in graph.screens(in: name) {
        declare(screen, into: &chart)
        if screen.name == root.name {
          chart.edge(id, to: Self.screenID(screen.name), label: ["root"])
        } else {
          chart.edge(
            Self.screenID(screen.after ?? root.name), to: Self.screenID(screen.name),
            label: ["push"] + Self.guarded(screen.guardName))
        }
      }
    }
  }

  private func declare(_ screen: NavigationGraph.ScreenInfo, into chart: inout Chart) {
    let id = Self.screenID(screen.name)
    guard chart.declared.insert(id).inserted else { return }
    let traits = screen.traits.names
    let text = app.placeholderScreen(screen.name).description
    let label = Self.label(traits.isEmpty ? text : "\(text) (\(traits.joined(separator: ", ")))")
    chart.lines.append("  \(id)[\(label)]")
  }

  private func addRoutes(to chart: inout Chart) {
    for (index, target) in app.targets.enumerated() {
      let id = "r\(index + 1)"
      let screens: [String]
      let words: [String]
      switch target.kind {
      case .screen: (screens, words) = ([target.screen].compactMap { $0 }, ["opens"])
      case .interrupt: (screens, words) = ([target.screen].compactMap { $0 }, ["interrupts"])
      case .resolved:
        // A manifest's decision names the screens it chooses among: an edge to each.
        if let choices = app.exampleLink(target.pattern).flatMap({ app.reading($0).choices }) {
          (screens, words) = (choices, ["decided by the app"])
        } else {
          (screens, words) = (
            [app.likelyScreen(of: target)].compactMap { $0 }, ["resolved when the link runs"]
          )
        }
      case .responder, .action: (screens, words) = ([], [])
      }
      let suffix =
        switch target.kind {
        case .responder: " (responder)"
        case .action: " (action \(target.screen ?? ""))"
        default: ""
        }
      chart.lines.append("  \(id)[\(Self.label("\(target.pattern)\(suffix)"))]")
      for screen in screens where chart.declared.contains(Self.screenID(screen)) {
        let stack = target.stack.map { ["in \($0)"] } ?? []
        chart.edge(id, to: Self.screenID(screen), dotted: true, label: words + stack)
      }
    }
    addRedirects(to: &chart)
  }

  /// Each redirect is a route node too (`d1`, …), with a dotted edge to the route its links go
  /// on to.
  private func addRedirects(to chart: inout Chart) {
    let ids = Dictionary(
      app.targets.enumerated().map { ("\($0.element.pattern)", "r\($0.offset + 1)") },
      uniquingKeysWith: { first, _ in first })
    for (index, redirect) in app.redirects.enumerated() {
      let id = "d\(index + 1)"
      chart.lines.append("  \(id)[\(Self.label("\(redirect.from) (redirect)"))]")
      let followed = app.exampleLink(redirect.from).flatMap { app.reading($0).pattern }
      if let followed, let target = ids[followed] {
        chart.edge(id, to: target, dotted: true, label: ["redirects to \(redirect.to)"])
      }
    }
  }

  /// The lines of a chart being written: node declarations, then edges.
  private struct Chart {
    var lines: [String] = []
    var edges: [String] = []
    var declared: Set<String> = []
    private var seen: Set<String> = []

    mutating func edge(_ from: String, to: String, dotted: Bool = false, label: [String]) {
      let arrow = dotted ? "-.->" : "-->"
      let text = label.isEmpty ? "" : "|\(MermaidExport.label(label.joined(separator: ", ")))|"
      let line = "  \(from) \(arrow)\(text) \(to)"
      if seen.insert(line).inserted { edges.append(line) }
    }
  }

  private static func guarded(_ name: String?) -> [String] {
    name.map { ["guard \($0)"] } ?? []
  }

  static func containerID(_ name: String) -> String { "c_" + identifier(name) }
  static func screenID(_ name: String) -> String { "s_" + identifier(name) }

  /// `name` as the rest of a node ID: ASCII letters and digits as they are, `_` doubled, any
  /// other character `_` and its code point in hexadecimal and `_`; two names never share one.
  static func identifier(_ name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars {
      if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else if scalar == "_" {
        out += "__"
      } else {
        out += "_" + String(scalar.value, radix: 16, uppercase: true) + "_"
      }
    }
    return out
  }

  /// `text` as a quoted label: `"`, `#`, `&`, `<`, `>`, `|` and `` ` `` as entity codes, line
  /// breaks and other control characters as spaces.
  static func label(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "#", "&", "<", ">", "|", "`": out += "#\(scalar.value);"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += " "
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Text for a `%%` comment line: on one line.
  private static func comment(_ text: String) -> String {
    String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
  }
}
