import WayfinderNavigation

/// A rectangle in the picture's points.
struct Box {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  var maxY: Double { y + height }
  var midX: Double { x + width / 2 }
}

/// Draws the parts of a screen — status bar, navigation bar, content, tab bar, alert — into
/// an ``SVGWriter``, each part with real text. The phone and the split view lay them out.
struct ScreenPainter {
  var svg = SVGWriter()
  let titles: StoryboardTitles

  static let navigationBarHeight = 44.0
  static let tabBarHeight = 49.0
  static let rowHeight = 44.0
  /// The most tabs a bar shows; more make the last a "More" tab, as UIKit does.
  static let maxTabs = 5

  /// What a container shows: its visible stack, and the tab bars on the way to it, outermost
  /// first.
  static func walk(_ container: Container) -> (stack: Stack, bars: [TabBar]) {
    var bars: [TabBar] = []
    var current = container
    while true {
      switch current {
      case .stack(let stack): return (stack, bars)
      case .tabs(let bar):
        bars.append(bar)
        current = bar.selectedTab
      case .flows(let switcher): current = switcher.flow
      }
    }
  }

  /// A whole screen of `container` in `box`: background, navigation bar below `top` points of
  /// the box, content, and the tab bar over the bottom `bottom` points (unless the stack hides
  /// it or `tabBar` is false). `closes`: the stack is a modal's, so its root shows Close.
  mutating func screen(
    _ container: Container, in box: Box, top: Double, bottom: Double, tabBar: Bool = true,
    closes: Bool = false
  ) {
    let (stack, bars) = Self.walk(container)
    svg.rect(box.x, box.y, box.width, box.height, class: "s-bg")
    let navigation = Box(x: box.x, y: box.y + top, width: box.width, height: Self.navigationBarHeight)
    var contentBottom = box.maxY - bottom
    if tabBar, let bar = bars.first, !stack.hidesTabBar {
      let barBox = Box(
        x: box.x, y: box.maxY - bottom - Self.tabBarHeight, width: box.width,
        height: Self.tabBarHeight + bottom)
      contentBottom = barBox.y
      content(
        stack,
        in: Box(x: box.x, y: navigation.maxY, width: box.width, height: contentBottom - navigation.maxY),
        segments: Array(bars.dropFirst()))
      self.tabBar(bar, in: barBox)
    } else {
      content(
        stack,
        in: Box(x: box.x, y: navigation.maxY, width: box.width, height: contentBottom - navigation.maxY),
        segments: Array(bars.dropFirst()))
      // Without a tab bar, the content's background runs under the home indicator.
      if bottom > 0 { svg.rect(box.x, contentBottom, box.width, bottom, class: "s-grouped") }
    }
    svg.rect(box.x, box.y, box.width, top + Self.navigationBarHeight, class: "s-bar")
    navigationBar(stack, in: navigation, closes: closes)
  }

  /// The navigation bar: the top screen's title, and a back button with the title of the
  /// screen under it (or Close at a modal's root).
  mutating func navigationBar(_ stack: Stack, in box: Box, closes: Bool) {
    svg.rect(box.x, box.maxY - 0.5, box.width, 0.5, class: "s-sep")
    var leading = 0.0
    if stack.screens.count > 1 {
      // As UIKit does: a previous title too long for the button becomes "Back".
      let room = box.width * 0.3
      let full = titles.screen(stack.screens[stack.screens.count - 2])
      let previous = SVGWriter.width(of: full, size: 17) <= room ? full : "Back"
      svg.element(
        "path",
        [
          ("d", "M\(svg.n(box.x + 20)) \(svg.n(box.y + 12))l-9 10 9 10"), ("class", "s-tint-stroke"),
          ("fill", "none"), ("stroke-width", "3"), ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
        ])
      svg.label(
        previous, x: box.x + 27, y: box.y + 28, size: 17, maxWidth: room, class: "s-tint", role: "back")
      leading = 27 + min(SVGWriter.width(of: previous, size: 17), room) + 8
    } else if closes {
      svg.label("Close", x: box.x + 16, y: box.y + 28, size: 17, maxWidth: 80, class: "s-tint", role: "close")
      leading = 70
    }
    guard let top = stack.top else { return }
    let side = max(leading, 60)
    svg.label(
      titles.screen(top), x: box.midX, y: box.y + 28, size: 17, maxWidth: box.width - 2 * side,
      class: "s-text", anchor: "middle", bold: true, role: "title")
  }

  /// The screen's content: its title, its name and parameters as an inset grouped list, then
  /// placeholder lines. A foreign screen is a dashed box saying what showed it.
  mutating func content(_ stack: Stack, in box: Box, segments: [TabBar] = []) {
    svg.rect(box.x, box.y, box.width, box.height, class: "s-grouped")
    var y = box.y + 12
    for bar in segments {
      segmented(bar, in: Box(x: box.x + 16, y: y, width: box.width - 32, height: 30))
      y += 42
    }
    guard let screen = stack.top else { return }
    let inner = Box(x: box.x + 16, y: y, width: box.width - 32, height: box.maxY - y - 12)
    guard inner.height > 60 else { return }
    if screen.isForeign {
      svg.rect(
        inner.x, inner.y, inner.width, min(inner.height, 140), radius: 12, class: "s-foreign",
        extra: [("stroke-dasharray", "6 5")])
      svg.label(
        titles.screen(screen), x: inner.midX, y: inner.y + 58, size: 20, maxWidth: inner.width - 24,
        class: "s-text", anchor: "middle", bold: true, role: "content")
      svg.label(
        "not made by Wayfinder", x: inner.midX, y: inner.y + 84, size: 14, maxWidth: inner.width - 24,
        class: "s-sec", anchor: "middle")
      return
    }
    svg.label(
      titles.screen(screen), x: inner.x + 4, y: inner.y + 26, size: 26, maxWidth: inner.width - 8,
      class: "s-text", bold: true, role: "content")
    svg.label(
      screen.name, x: inner.x + 4, y: inner.y + 48, size: 13, maxWidth: inner.width - 8, class: "s-sec s-mono"
    )
    y = inner.y + 64
    let rows =
      screen.parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
      + screen.data.sorted { $0.key < $1.key }.map { ("\($0.key) (data)", $0.value) }
    let fitting = max(0, Int((inner.maxY - y - 20) / Self.rowHeight))
    if !rows.isEmpty, fitting > 0 {
      let shown =
        rows.count > fitting
        ? Array(rows.prefix(max(fitting - 1, 0))) + [("…", "\(rows.count - fitting + 1) more")] : rows
      svg.label("PARAMETERS", x: inner.x + 16, y: y + 12, size: 12, maxWidth: inner.width, class: "s-sec")
      y += 20
      svg.rect(inner.x, y, inner.width, Double(shown.count) * Self.rowHeight, radius: 10, class: "s-fill")
      for (index, row) in shown.enumerated() {
        let rowY = y + Double(index) * Self.rowHeight
        if index > 0 { svg.rect(inner.x + 16, rowY, inner.width - 16, 0.5, class: "s-sep") }
        svg.label(
          row.0, x: inner.x + 16, y: rowY + 28, size: 16, maxWidth: inner.width * 0.45, class: "s-text",
          role: "parameter")
        svg.label(
          row.1, x: inner.x + inner.width - 16, y: rowY + 28, size: 16, maxWidth: inner.width * 0.5 - 24,
          class: "s-sec", anchor: "end", role: "value")
      }
      y += Double(shown.count) * Self.rowHeight + 20
    }
    placeholder(in: Box(x: inner.x, y: y, width: inner.width, height: inner.maxY - y))
  }

  /// Grey lines and a list of rows where the app's own content goes, so that the picture
  /// reads as a screen and not as a form; no text, so nothing to mistake for the app's.
  private mutating func placeholder(in box: Box) {
    var y = box.y
    for fraction in [0.92, 0.78, 0.85, 0.6] {
      guard y + 12 < box.maxY else { return }
      svg.rect(box.x + 4, y, (box.width - 8) * fraction, 12, radius: 6, class: "s-skel")
      y += 22
    }
    y += 14
    let rows = min(4, Int((box.maxY - y) / 60))
    guard rows > 0 else { return }
    svg.rect(box.x, y, box.width, Double(rows) * 60, radius: 10, class: "s-fill")
    for row in 0..<rows {
      let rowY = y + Double(row) * 60
      if row > 0 { svg.rect(box.x + 68, rowY, box.width - 68, 0.5, class: "s-sep") }
      svg.element(
        "circle", [("cx", svg.n(box.x + 36)), ("cy", svg.n(rowY + 30)), ("r", "18"), ("class", "s-skel")])
      svg.rect(
        box.x + 68, rowY + 17, (box.width - 96) * (row.isMultiple(of: 2) ? 0.7 : 0.55), 10, radius: 5,
        class: "s-skel")
      svg.rect(box.x + 68, rowY + 35, (box.width - 96) * 0.4, 8, radius: 4, class: "s-skel")
    }
  }

  /// A tab bar: every tab's title under a mark, the selected one tinted.
  mutating func tabBar(_ bar: TabBar, in box: Box) {
    svg.group("g", [("data-role", "tab-bar"), ("aria-label", "tab bar")]) { svg in
      svg.rect(box.x, box.y, box.width, box.height, class: "s-bar")
      svg.rect(box.x, box.y, box.width, 0.5, class: "s-sep")
    }
    let items = self.items(bar)
    let width = box.width / Double(max(items.count, 1))
    for (index, item) in items.enumerated() {
      let midX = box.x + width * (Double(index) + 0.5)
      let style = item.selected ? "s-tint" : "s-sec"
      if item.selected {
        svg.rect(midX - 13, box.y + 7, 26, 20, radius: 6, class: "s-tint-fill")
      } else {
        svg.rect(
          midX - 12, box.y + 8, 24, 18, radius: 5, class: "s-sec-stroke",
          extra: [("fill", "none"), ("stroke-width", "2")])
      }
      svg.label(
        item.title, x: midX, y: box.y + 42, size: 10, maxWidth: width - 6, class: style, anchor: "middle",
        bold: item.selected, role: item.selected ? "tab-selected" : "tab")
    }
  }

  /// A tab bar nested in a tab's container, drawn as a segmented control.
  mutating func segmented(_ bar: TabBar, in box: Box) {
    let items = self.items(bar)
    svg.rect(box.x, box.y, box.width, box.height, radius: 8, class: "s-skel")
    let width = box.width / Double(max(items.count, 1))
    for (index, item) in items.enumerated() {
      let x = box.x + width * Double(index)
      if item.selected { svg.rect(x + 2, box.y + 2, width - 4, box.height - 4, radius: 7, class: "s-fill") }
      svg.label(
        item.title, x: x + width / 2, y: box.y + 20, size: 13, maxWidth: width - 8, class: "s-text",
        anchor: "middle", bold: item.selected, role: item.selected ? "tab-selected" : "tab")
    }
  }

  /// The tabs a bar shows: all of them, or the first four and More when there are more than
  /// five (selected when the selected tab is among the rest).
  func items(_ bar: TabBar) -> [(title: String, selected: Bool)] { Self.items(bar, titles) }

  static func items(_ bar: TabBar, _ titles: StoryboardTitles) -> [(title: String, selected: Bool)] {
    let all = bar.tabs.enumerated().map { (titles.tab($0.element), $0.offset == bar.selectedIndex) }
    guard all.count > maxTabs else { return all }
    let rest = all.dropFirst(maxTabs - 1)
    return Array(all.prefix(maxTabs - 1)) + [("More", rest.contains { $0.1 })]
  }

  /// The status bar: the time, and signal, Wi-Fi and battery marks.
  mutating func statusBar(in box: Box, timeX: Double) {
    svg.label(
      "9:41", x: timeX, y: box.y + box.height * 0.68, size: 16, maxWidth: 60, class: "s-text",
      anchor: "middle", bold: true)
    let right = box.x + box.width - 28
    let y = box.y + box.height * 0.68
    svg.rect(
      right - 24, y - 11, 24, 12, radius: 3.5, class: "s-text-stroke",
      extra: [("fill", "none"), ("stroke-width", "1.2")])
    svg.rect(right - 22, y - 9, 17, 8, radius: 2, class: "s-text-fill")
    for bar in 0..<4 {
      let height = 4 + Double(bar) * 2.4
      svg.rect(right - 66 + Double(bar) * 5, y - height + 1, 3.4, height, radius: 1, class: "s-text-fill")
    }
    svg.element(
      "path",
      [
        (
          "d",
          "M\(svg.n(right - 39)) \(svg.n(y - 6))a9 9 0 0 1 12 0M\(svg.n(right - 36)) \(svg.n(y - 3))a5 5 0 0 1 6 0"
        ),
        ("class", "s-text-stroke"), ("fill", "none"), ("stroke-width", "2"), ("stroke-linecap", "round"),
      ])
  }

  /// An alert the app showed itself: a box in the middle over the dimmed screen.
  mutating func alert(_ modal: Modal, in box: Box) {
    svg.rect(box.x, box.y, box.width, box.height, class: "s-dim")
    let width = 270.0
    let x = box.midX - width / 2
    let y = box.y + box.height * 0.4
    let kind = modal.content.visibleStack.top.map(titles.screen) ?? "Alert"
    svg.group("g", [("data-role", "alert"), ("aria-label", "alert shown by the app: \(kind)")]) { svg in
      svg.rect(x, y, width, 132, radius: 14, class: "s-alert")
      svg.label(
        kind, x: box.midX, y: y + 34, size: 17, maxWidth: width - 32, class: "s-text", anchor: "middle",
        bold: true)
      svg.label(
        "shown by the app, not by a link", x: box.midX, y: y + 58, size: 13, maxWidth: width - 32,
        class: "s-text",
        anchor: "middle")
      svg.rect(x, y + 88, width, 0.5, class: "s-sep")
      svg.label(
        "OK", x: box.midX, y: y + 116, size: 17, maxWidth: width, class: "s-tint", anchor: "middle",
        bold: true)
    }
  }

  /// Whether a modal is an alert the app showed itself.
  static func isAlert(_ modal: Modal) -> Bool {
    modal.isForeign && (modal.content.visibleStack.top?.name.lowercased().contains("alert") ?? false)
  }
}
