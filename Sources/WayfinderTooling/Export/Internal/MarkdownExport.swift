import Foundation
import WayfinderCoordination
import WayfinderNavigation

/// Writes an app's routes as a Markdown table (GitHub Flavored Markdown's table extension:
/// a header row, a delimiter row of `---` cells, then one row per route, `|` inside a cell
/// written `\|`).
///
/// Columns: the pattern; what it opens (a screen, a modal's screen with its style, an
/// interrupting flow, a destination resolved when the link runs, a responder); the stack it is
/// shown in; the back stack the graph puts under it, with each parameter shown by its name
/// (`dashboard, card(cardID)`); and the guards on the way, outermost first. A screen in several
/// stacks the link picks from shows each, separated by ` / `.
struct MarkdownExport {
  let app: ToolApp

  var text: String {
    var lines = [
      "# Routes of \(Self.cell(app.name))",
      "",
      "| Pattern | Target | Stack | Back stack | Guards |",
      "| --- | --- | --- | --- | --- |",
    ]
    for target in app.targets {
      lines.append("| " + row(target).joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func row(_ target: ToolApp.RouteTarget) -> [String] {
    let pattern = Self.code("\(target.pattern)")
    // A resolved route is shown with the screen it is taken to lead to, when there is one.
    let screen: String? =
      switch target.kind {
      case .resolved: app.likelyScreen(of: target)
      case .action: nil
      default: target.screen
      }
    guard let screen, app.graph.contains(screen: screen) else {
      let what =
        switch target.kind {
        case .screen, .interrupt: "\(target.screen ?? "?") (not in the graph)"
        case .resolved: "resolved when the link runs"
        case .responder: "the responder that claims it"
        case .action: "runs the app's action \(target.screen ?? "?")"
        }
      return [pattern, Self.cell(what), "—", "—", "—"]
    }
    let stacks = app.stacks(of: screen, naming: target.stack)
    var what = screen
    if target.kind == .interrupt {
      what += " (interrupt)"
    } else if target.kind == .resolved {
      what += " (resolved when the link runs)"
    } else if let style = stacks.count == 1 ? app.presentation(of: stacks[0])?.style : nil {
      what += " (\(style.rawValue))"
    }
    let backStacks = stacks.map { stack -> String in
      let under = app.backStack(under: screen, in: stack).map(\.description)
      if !under.isEmpty { return under.joined(separator: ", ") }
      guard let presentation = app.presentation(of: stack) else { return "—" }
      return presentation.over.map { "over \(app.placeholderScreen($0))" } ?? "whatever is on screen"
    }
    // The guards in each stack; `none` for a stack without, when another has some.
    let guards = Self.unique(stacks.map { app.graph.guards(for: screen, in: $0).joined(separator: ", ") })
    let guardText =
      guards.allSatisfy(\.isEmpty) ? "—" : guards.map { $0.isEmpty ? "none" : $0 }.joined(separator: " / ")
    return [
      pattern, Self.cell(what), Self.cell(stacks.isEmpty ? "—" : stacks.joined(separator: " / ")),
      Self.cell(Self.unique(backStacks).joined(separator: " / ")), Self.cell(guardText),
    ]
  }

  /// Text for a table cell: `|` escaped, `\` doubled, line breaks as spaces.
  static func cell(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "|": out += "\\|"
      case "\\": out += "\\\\"
      case "\n", "\r", "\r\n": out += " "
      default: out.append(character)
      }
    }
    return out
  }

  /// Text as a code span in a cell; as plain text when it holds a backtick.
  static func code(_ text: String) -> String {
    guard !text.contains("`") else { return cell(text) }
    return "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`"
  }

  private static func unique(_ items: [String]) -> [String] {
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
  }
}
