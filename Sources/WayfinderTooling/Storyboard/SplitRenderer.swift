import WayfinderNavigation

/// Draws one state at regular width, as an iPad in landscape (1180 × 820 points): the root's
/// outermost tab bar becomes a split view — a sidebar listing its tabs, the selected one
/// marked, and the selected tab's screen beside it — as `WayfinderSplitView` shows it; a sheet
/// is a form sheet in the middle over the dimmed screen; a cover fills the screen.
struct SplitRenderer {
  let titles: StoryboardTitles

  static let width = 1180.0
  static let height = 820.0
  static let statusBar = 24.0
  static let homeIndicator = 20.0
  static let sidebar = 320.0

  func svg(_ state: NavigationState, id: String, description: String) -> String {
    var painter = ScreenPainter(titles: titles)
    let bezel = 20.0
    painter.svg.raw(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(-bezel) \(-bezel) \(Self.width + 2 * bezel) \(Self.height + 2 * bezel)\""
        + " class=\"tablet\" role=\"img\" aria-labelledby=\"\(id)-t\" font-family=\"system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif\">"
    )
    painter.svg.raw("<title id=\"\(id)-t\">" + SVGWriter.escape(description) + "</title>")
    painter.svg.raw(
      "<defs><clipPath id=\"\(id)-c\"><rect x=\"0\" y=\"0\" width=\"1180\" height=\"820\" rx=\"18\"/></clipPath></defs>"
    )
    painter.svg.rect(
      -bezel, -bezel, Self.width + 2 * bezel, Self.height + 2 * bezel, radius: 36, class: "s-bezel")
    painter.svg.group("g", [("clip-path", "url(#\(id)-c)")]) { svg in
      var inner = ScreenPainter(svg: svg, titles: titles)
      draw(state, &inner, id: id)
      svg = inner.svg
    }
    painter.svg.raw("</svg>")
    return painter.svg.text
  }

  private func draw(_ state: NavigationState, _ painter: inout ScreenPainter, id: String) {
    let full = Box(x: 0, y: 0, width: Self.width, height: Self.height)
    if let bar = ScreenPainter.walk(state.root).bars.first {
      sidebar(bar, &painter)
      let detail = Box(x: Self.sidebar, y: 0, width: Self.width - Self.sidebar, height: Self.height)
      painter.screen(
        tabContainer(state.root, bar), in: detail, top: Self.statusBar, bottom: Self.homeIndicator,
        tabBar: false)
      painter.svg.rect(Self.sidebar - 0.5, 0, 0.5, Self.height, class: "s-sep")
    } else {
      painter.screen(state.root, in: full, top: Self.statusBar, bottom: Self.homeIndicator)
    }
    var sheets = 0
    for modal in state.modals {
      if ScreenPainter.isAlert(modal) {
        painter.alert(modal, in: full)
        continue
      }
      switch modal.style {
      case .sheet:
        painter.svg.rect(0, 0, Self.width, Self.height, class: "s-dim")
        let box = Box(
          x: (Self.width - 540) / 2 + Double(sheets) * 12, y: 90 + Double(sheets) * 12, width: 540,
          height: 640)
        sheets += 1
        let clip = "\(id)-s\(sheets)"
        painter.svg.raw(
          "<clipPath id=\"\(clip)\"><rect x=\"\(SVGWriter.number(box.x))\" y=\"\(SVGWriter.number(box.y))\" width=\"540\" height=\"640\" rx=\"14\"/></clipPath>"
        )
        painter.svg.group(
          "g",
          [
            ("data-role", "sheet"), ("aria-label", "sheet: " + titles.tab(modal.content)),
            ("clip-path", "url(#\(clip))"),
          ]
        ) { svg in
          var inner = ScreenPainter(svg: svg, titles: titles)
          inner.screen(modal.content, in: box, top: 6, bottom: 0, closes: true)
          svg = inner.svg
        }
      case .fullScreen:
        painter.svg.group(
          "g", [("data-role", "cover"), ("aria-label", "full-screen cover: " + titles.tab(modal.content))]
        ) {
          svg in
          var inner = ScreenPainter(svg: svg, titles: titles)
          inner.screen(modal.content, in: full, top: Self.statusBar, bottom: Self.homeIndicator, closes: true)
          svg = inner.svg
        }
      }
    }
    painter.statusBar(in: Box(x: 0, y: 0, width: Self.width, height: Self.statusBar), timeX: 40)
  }

  /// The selected tab of `bar`, found below `container`.
  private func tabContainer(_ container: Container, _ bar: TabBar) -> Container {
    switch container {
    case .tabs(let found) where found.name == bar.name: found.selectedTab
    case .tabs(let other): tabContainer(other.selectedTab, bar)
    case .flows(let switcher): tabContainer(switcher.flow, bar)
    case .stack: container
    }
  }

  /// The sidebar: the tab bar's title, and a row per tab, the selected one filled.
  private func sidebar(_ bar: TabBar, _ painter: inout ScreenPainter) {
    let width = Self.sidebar
    painter.svg.group("g", [("data-role", "sidebar"), ("aria-label", "sidebar")]) { svg in
      svg.rect(0, 0, width, Self.height, class: "s-grouped")
    }
    painter.svg.label(
      titles.tab(.tabs(bar)), x: 20, y: Self.statusBar + 62, size: 30, maxWidth: width - 40, class: "s-text",
      bold: true)
    for (index, tab) in bar.tabs.enumerated() {
      let y = Self.statusBar + 84 + Double(index) * 46
      guard y + 46 < Self.height else { break }
      let selected = index == bar.selectedIndex
      if selected { painter.svg.rect(12, y, width - 24, 40, radius: 10, class: "s-tint-fill") }
      painter.svg.rect(
        26, y + 11, 20, 18, radius: 5, class: selected ? "s-on-tint-stroke" : "s-tint-stroke",
        extra: [("fill", "none"), ("stroke-width", "2")])
      painter.svg.label(
        titles.tab(tab), x: 58, y: y + 26, size: 17, maxWidth: width - 84,
        class: selected ? "s-on-tint" : "s-text", bold: selected, role: selected ? "tab-selected" : "tab")
    }
  }
}
