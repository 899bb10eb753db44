import WayfinderNavigation

/// Draws one state as an iPhone held upright (390 × 844 points): the root's screen, then each
/// modal over it — a sheet at its large detent over the dimmed screen beneath, a full-screen
/// cover, an alert the app showed itself — and the status bar over all.
struct PhoneRenderer {
  let titles: StoryboardTitles

  static let width = 390.0
  static let height = 844.0
  static let statusBar = 47.0
  static let homeIndicator = 34.0
  /// How far below the status bar a sheet's top sits, and how much lower each sheet over a
  /// sheet sits.
  static let sheetInset = 10.0

  /// The picture as an `<svg>` element: `id` makes its inner ids unique in the page;
  /// `description` is its accessible title.
  func svg(_ state: NavigationState, id: String, description: String) -> String {
    var painter = ScreenPainter(titles: titles)
    let bezel = 14.0
    painter.svg.raw(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(-bezel) \(-bezel) \(Self.width + 2 * bezel) \(Self.height + 2 * bezel)\""
        + " class=\"phone\" role=\"img\" aria-labelledby=\"\(id)-t\" font-family=\"system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif\">"
    )
    painter.svg.raw("<title id=\"\(id)-t\">" + SVGWriter.escape(description) + "</title>")
    painter.svg.raw(
      "<defs><clipPath id=\"\(id)-c\"><rect x=\"0\" y=\"0\" width=\"390\" height=\"844\" rx=\"47\"/></clipPath></defs>"
    )
    painter.svg.rect(
      -bezel, -bezel, Self.width + 2 * bezel, Self.height + 2 * bezel, radius: 60, class: "s-bezel")
    painter.svg.group("g", [("clip-path", "url(#\(id)-c)")]) { svg in
      var inner = ScreenPainter(svg: svg, titles: titles)
      draw(state, &inner, id: id)
      svg = inner.svg
    }
    // The Dynamic Island and the home indicator, over everything.
    painter.svg.rect(Self.width / 2 - 63, 11, 126, 37, radius: 18.5, class: "s-island")
    painter.svg.rect(Self.width / 2 - 67, Self.height - 13, 134, 5, radius: 2.5, class: "s-text-fill")
    painter.svg.raw("</svg>")
    return painter.svg.text
  }

  private func draw(_ state: NavigationState, _ painter: inout ScreenPainter, id: String) {
    let full = Box(x: 0, y: 0, width: Self.width, height: Self.height)
    painter.screen(state.root, in: full, top: Self.statusBar, bottom: Self.homeIndicator)
    var sheets = 0
    for modal in state.modals {
      if ScreenPainter.isAlert(modal) {
        painter.alert(modal, in: full)
        continue
      }
      switch modal.style {
      case .sheet:
        painter.svg.rect(0, 0, Self.width, Self.height, class: "s-dim")
        let top = Self.statusBar + Self.sheetInset + Double(sheets) * Self.sheetInset
        sheets += 1
        let box = Box(x: 0, y: top, width: Self.width, height: Self.height - top)
        let label = "sheet: " + titles.tab(modal.content)
        let clip = "\(id)-s\(sheets)"
        painter.svg.raw(
          "<clipPath id=\"\(clip)\"><rect x=\"0\" y=\"\(SVGWriter.number(top))\" width=\"390\" height=\"900\" rx=\"12\"/></clipPath>"
        )
        painter.svg.group(
          "g", [("data-role", "sheet"), ("aria-label", label), ("clip-path", "url(#\(clip))")]
        ) {
          svg in
          var inner = ScreenPainter(svg: svg, titles: titles)
          inner.screen(modal.content, in: box, top: 14, bottom: Self.homeIndicator, closes: true)
          inner.svg.rect(box.midX - 18, box.y + 5, 36, 5, radius: 2.5, class: "s-grabber")
          svg = inner.svg
        }
      case .fullScreen:
        let label = "full-screen cover: " + titles.tab(modal.content)
        painter.svg.group("g", [("data-role", "cover"), ("aria-label", label)]) { svg in
          var inner = ScreenPainter(svg: svg, titles: titles)
          inner.screen(modal.content, in: full, top: Self.statusBar, bottom: Self.homeIndicator, closes: true)
          svg = inner.svg
        }
      }
    }
    painter.statusBar(in: Box(x: 0, y: 0, width: Self.width, height: Self.statusBar), timeX: 68)
  }
}
