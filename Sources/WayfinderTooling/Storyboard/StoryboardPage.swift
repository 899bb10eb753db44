import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation

/// The HTML page of a ``Storyboard``: one file, no network — its styles (light and dark) and
/// its script (arrow keys step from picture to picture) are inline, every picture is inline
/// SVG.
struct StoryboardPage {
  let storyboard: Storyboard

  init(_ storyboard: Storyboard) { self.storyboard = storyboard }

  func html() -> String {
    let summary = storyboard.summary
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(SVGWriter.escape("Storyboard: " + storyboard.title))</title>
      <style>\(Self.style)</style>
      </head>
      <body class="\(storyboard.width.rawValue)">
      <header>
      <h1>\(SVGWriter.escape(storyboard.title))</h1>
      <p class="sub">\(SVGWriter.escape(storyboard.subtitle)) · \(summary.pictures) pictures\(summary.failed > 0 ? " · <strong class=\"bad\">\(summary.failed) marked failed</strong>" : "")</p>
      <p class="hint">← → step from picture to picture; F: the next failure.</p>
      </header>
      <main class="frames" aria-label="storyboard">

      """
    for (index, frame) in storyboard.frames.enumerated() {
      page += figure(frame, number: index + 1, of: storyboard.frames.count)
    }
    page += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
    return page
  }

  private func figure(_ frame: Storyboard.Frame, number: Int, of count: Int) -> String {
    let id = "p\(number)"
    let description = Self.describe(frame.state, storyboard.titles)
    let picture =
      switch storyboard.width {
      case .compact:
        PhoneRenderer(titles: storyboard.titles).svg(frame.state, id: id, description: description)
      case .regular:
        SplitRenderer(titles: storyboard.titles).svg(frame.state, id: id, description: description)
      }
    let label =
      "Picture \(number) of \(count): \(frame.actor), \(frame.action)" + (frame.failed ? ", failed" : "")
    var html = "<figure class=\"frame\(frame.failed ? " failed" : "")\" id=\"f\(number)\" tabindex=\"0\""
    html +=
      " aria-label=\"\(SVGWriter.escape(label))\">\n<div class=\"picture\">" + picture
      + "</div>\n<figcaption>"
    html += "<div class=\"head\"><span class=\"number\">\(number)</span>"
    html +=
      "<span class=\"actor\">\(SVGWriter.escape(SVGWriter.fit(frame.actor, size: 13, maxWidth: 400, limit: 200)))</span></div>"
    html +=
      "<div class=\"action\">\(SVGWriter.escape(SVGWriter.fit(frame.action, size: 14, maxWidth: 900, limit: 240)))</div>"
    var meta: [String] = []
    if let step = frame.step {
      meta.append(
        step.animated
          ? "<span class=\"pill anim\">animated</span>" : "<span class=\"pill\">not animated</span>")
    }
    if let position = frame.position { meta.append("<span>\(SVGWriter.escape(position))</span>") }
    if case .switchFlow = frame.step?.action { meta.append("<span class=\"pill flow\">flow switch</span>") }
    if let line = frame.line { meta.append("<span>line \(line)</span>") }
    if !meta.isEmpty { html += "<div class=\"meta\">" + meta.joined(separator: " · ") + "</div>" }
    if let outcome = frame.outcome {
      let tone =
        switch frame.outcomeName {
        case "handled": "ok"
        case "pending", "superseded", "expired", "duplicate": "warn"
        case nil: "plain"
        default: "bad"
        }
      html +=
        "<div class=\"outcome \(tone)\">\(SVGWriter.escape(SVGWriter.fit(outcome, size: 13, maxWidth: 1200, limit: 300)))</div>"
    }
    html += checks(frame.checks)
    if let failure = frame.failure {
      html +=
        "<div class=\"failure\" role=\"alert\">\(SVGWriter.escape(SVGWriter.fit(failure, size: 13, maxWidth: 2000, limit: 400)))</div>"
    }
    return html + "</figcaption>\n</figure>\n"
  }

  private func checks(_ checks: [Storyboard.Check]) -> String {
    guard !checks.isEmpty else { return "" }
    let failed = checks.filter { !$0.passed }
    guard !failed.isEmpty else {
      let words = checks.map(\.expected).joined(separator: "; ")
      return
        "<div class=\"check ok\">✓ expect \(SVGWriter.escape(SVGWriter.fit(words, size: 13, maxWidth: 900, limit: 200)))</div>"
    }
    var html = "<table class=\"checks\" role=\"alert\"><caption>expect failed</caption>"
    html +=
      "<thead><tr><th scope=\"col\">check</th><th scope=\"col\">expected</th><th scope=\"col\">on screen</th></tr></thead><tbody>"
    for check in failed {
      let cells = [check.key, check.expected, check.found].map {
        SVGWriter.escape(SVGWriter.fit($0, size: 12, maxWidth: 1400, limit: 240))
      }
      html +=
        "<tr><th scope=\"row\">\(cells[0])</th><td class=\"expected\">\(cells[1])</td><td class=\"found\">\(cells[2])</td></tr>"
    }
    return html + "</tbody></table>"
  }

  /// The picture in words, for its `<title>`: the screen, its back button, the tab bar, and
  /// what is presented over it.
  static func describe(_ state: NavigationState, _ titles: StoryboardTitles) -> String {
    var parts: [String] = []
    let titles = ShortTitles(titles: titles)
    func screen(_ container: Container, tabBar: Bool) -> String {
      let (stack, bars) = ScreenPainter.walk(container)
      guard let top = stack.top else { return "an empty stack" }
      var text = titles.screen(top)
      let values = top.parameters.sorted { $0.key < $1.key }.map {
        "\($0.key) \(ShortTitles.short($0.value))"
      }
      if !values.isEmpty { text += " (" + values.joined(separator: ", ") + ")" }
      if stack.screens.count > 1 {
        text += ", back button: " + titles.screen(stack.screens[stack.screens.count - 2])
      }
      if tabBar, let bar = bars.first, !stack.hidesTabBar {
        let tabs = ScreenPainter.items(bar, titles.titles).map {
          (title: ShortTitles.short($0.title), selected: $0.selected)
        }.map { $0.selected ? "\($0.title) (selected)" : $0.title }
        text += "; tab bar: " + tabs.joined(separator: ", ")
      }
      return text
    }
    parts.append(screen(state.root, tabBar: true))
    for modal in state.modals {
      if ScreenPainter.isAlert(modal) {
        parts.append("alert shown by the app over it")
      } else {
        let kind = modal.style == .sheet ? "sheet" : "full-screen cover"
        parts.append("\(kind) over it: " + screen(modal.content, tabBar: true))
      }
    }
    return parts.joined(separator: "; ")
  }
}

/// Titles cut to a sentence's worth, for the pictures' descriptions.
private struct ShortTitles {
  let titles: StoryboardTitles

  static func short(_ text: String) -> String { SVGWriter.fit(text, size: 1, maxWidth: .infinity, limit: 60) }
  func screen(_ screen: Screen) -> String { Self.short(titles.screen(screen)) }
}

extension Storyboard {
  /// One picture of `state`, as the page draws it: for tests, and for tools that want the
  /// SVG alone.
  package static func picture(
    of state: NavigationState, graph: NavigationGraph?, width: Width = .compact, id: String = "p"
  ) -> String {
    let titles = StoryboardTitles(graph: graph)
    let description = StoryboardPage.describe(state, titles)
    return switch width {
    case .compact: PhoneRenderer(titles: titles).svg(state, id: id, description: description)
    case .regular: SplitRenderer(titles: titles).svg(state, id: id, description: description)
    }
  }

  /// A name as people read it: `cardDetail` → "Card Detail".
  package static func readableTitle(_ name: String) -> String { StoryboardTitles.readable(name) }
}
