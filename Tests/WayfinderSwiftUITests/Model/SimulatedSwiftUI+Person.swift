import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI

/// What the person does to the simulated views, and the stale writes SwiftUI makes: each
/// change shows on screen first, then SwiftUI writes it into the binding of the last render
/// (which carries what it rendered), as `NavigationStack`, `TabView` and `sheet(item:)` do.
///
/// Each returns `false`, changing nothing, when it cannot happen now (nothing to go back to, a
/// presentation running under the finger).
extension SimulatedSwiftUI {
  /// The stack the person sees: the visible one of the top modal, or of the flow on screen.
  var visibleStack: String? {
    if let top = layer.shownChain.last { return visibleStack(in: top.modal.content) }
    return shown.flow.flatMap { visibleStack(in: $0) }
  }

  /// The stack the person sees in `container`, as the views show it; `nil` for a split view
  /// showing its sidebar.
  func visibleStack(in container: Container) -> String? {
    switch container {
    case .stack(let stack):
      return stack.name
    case .tabs(let bar) where shown.isSplit && shown.sidebarShown.contains(bar.name):
      // The sidebar (collapsed) or an empty detail: no stack.
      return nil
    case .tabs(let bar):
      guard let selected = shown.selectedTabs[bar.name],
        let tab = bar.tabs.first(where: { $0.name == selected })
      else { return nil }
      return visibleStack(in: tab)
    case .flows(let switcher):
      return visibleStack(in: switcher.flow)
    }
  }

  /// The person swipes back on the stack on screen: the top screen slides away, and when the
  /// pop ends, `NavigationStack` writes the shorter path. A render that changes the stack
  /// meanwhile cancels the swipe.
  func personSwipesBack() -> Bool {
    guard acceptsTouches, let stack = visibleStack, let path = shown.paths[stack], !path.isEmpty,
      !isMoving(stack), splitAllowsSwipeBack(on: stack, path: path)
    else { return false }
    let transition = begin(
      .swipeBack, by: .person, subject: stack, animated: true, duration: Self.swipeDuration)
    let id = transition.id
    transition.onEnd.append { [unowned self] in
      guard cancelledSwipes.remove(id) == nil, shown.paths[stack] == path else {
        note("the swipe back on \(stack) is cancelled: the stack changed under it")
        return
      }
      shown.paths[stack] = Array(path.dropLast())
      writePath(of: stack)
    }
    return true
  }

  /// The person taps a `NavigationLink(value:)` of the screen on top of the stack on screen:
  /// the screen is pushed, and the value appended to the path through the binding.
  func personFollowsLink(_ index: Int) -> Bool {
    guard acceptsTouches, let stack = visibleStack, let path = shown.paths[stack], !isMoving(stack),
      let top = path.last ?? shown.roots[stack]
    else { return false }
    // The list of a split view: its rows are the sidebar's selection.
    if shown.stackSplit?.stack == stack, path.isEmpty { return personChoosesRow(index) }
    let values = SwiftUIModelApp.navigationLinks(from: top, in: stack)
    guard !values.isEmpty else { return false }
    let value = values[index % values.count]
    shown.paths[stack] = path + [value]
    _ = begin(.push, by: .person, subject: stack, animated: true, duration: Self.pushDuration)
    note("the person follows the link to \(value) on \(stack)")
    writePath(of: stack)
    return true
  }

  /// The person taps the tab at `index` of the tab bar on screen.
  func personSelectsTab(_ index: Int) -> Bool {
    guard acceptsTouches, layer.chain.isEmpty, case .tabs(let bar)? = shown.flow,
      bar.tabs.indices.contains(index)
    else { return false }
    let tab = bar.tabs[index].name
    // iOS 18: a hidden tab is in neither the tab bar nor the sidebar.
    if shown.hiddenTabs[bar.name]?.contains(tab) ?? false { return false }
    if shown.isSplit {
      // The sidebar's `List(selection:)`: a row chosen, the detail shown.
      guard shown.selectedTabs[bar.name] != tab || shown.sidebarShown.contains(bar.name) else { return false }
      shown.selectedTabs[bar.name] = tab
      shown.sidebarShown.remove(bar.name)
      note("the person chooses \(tab) in the sidebar")
      let rendered = latest.splitSelections[bar.name] ?? nil
      personWrites { model.setSplitSelection(tab, in: bar.name, rendered: .some(rendered)) }
      return true
    }
    guard shown.selectedTabs[bar.name] != tab else { return false }
    shown.selectedTabs[bar.name] = tab
    note("the person taps tab \(tab)")
    personWrites { latest.writeTab(tab, in: bar.name, rendered: latest.selectedTabs[bar.name], to: model) }
    return true
  }

  /// The person goes back from the detail to the sidebar of a collapsed split view: its
  /// `NavigationSplitView` shows the sidebar, and its `List` writes a `nil` selection.
  func personGoesBackToTheSidebar() -> Bool {
    guard shown.isSplit, shown.isCompact, acceptsTouches, layer.chain.isEmpty,
      case .tabs(let bar)? = shown.flow, !shown.sidebarShown.contains(bar.name)
    else { return false }
    shown.sidebarShown.insert(bar.name)
    note("the person goes back to the sidebar of \(bar.name)")
    let rendered = latest.splitSelections[bar.name] ?? nil
    personWrites { model.setSplitSelection(nil, in: bar.name, rendered: .some(rendered)) }
    return true
  }

  /// The width changes (a window resized, an iPad rotated or split): the split views collapse
  /// into one column (compact) or expand into two (regular). Apple (`NavigationSplitView`): "In
  /// narrow size classes, like on iPhone or Apple Watch, NavigationSplitView collapses into a
  /// single stack." The model's state does not change: the selection shows as the detail on
  /// top of the sidebar, or beside it.
  func sizeClassChanges() -> Bool {
    guard shown.isSplit || shown.stackSplit != nil else { return false }
    shown.isCompact.toggle()
    splitWidthChanged()
    note(
      shown.isCompact ? "the split views collapse (compact width)" : "the split views expand (regular width)")
    return true
  }

  /// The person taps the tab already selected of the tab bar on screen: `TabView` writes that
  /// tab into its selection binding, as it does for every tap on a tab item (UIKit's tab bar
  /// under it calls `tabBarController(_:didSelect:)` "regardless of whether the selected view
  /// controller changed"). The write goes through `WayfinderTabs`' binding, as the views make it.
  func personRetapsSelectedTab() -> Bool {
    guard acceptsTouches, layer.chain.isEmpty, case .tabs(let bar)? = shown.flow,
      let tab = shown.selectedTabs[bar.name]
    else { return false }
    note("the person taps tab \(tab) again")
    personWrites { latest.writeTab(tab, in: bar.name, rendered: latest.selectedTabs[bar.name], to: model) }
    return true
  }

  /// The person pulls the top sheet down, to the end or not; when it has gone, `sheet(item:)`
  /// writes `nil` into its binding.
  func personPullsDown(finishing: Bool) -> Bool {
    guard acceptsTouches, !topSheetKeepsFromDismissal else { return false }
    return layer.pullDown(finishing: finishing) { [unowned self] sheet in
      // The app's own sheet writes the app's binding, not the model's.
      guard !sheet.modal.isForeign else { return note("the app's own sheet goes, pulled down") }
      let level = sheet.level
      let rendered = latest.sheets.indices.contains(level) ? latest.sheets[level] : nil
      note("SwiftUI writes nil for the pulled-down \(sheet.id) at level \(level)")
      personWrites { model.setPresented(nil, at: level, rendered: .some(rendered)) }
    }
  }

  /// SwiftUI writes a value an earlier render showed through that render's binding, after the
  /// model moved on: the model must ignore it. Returns `false` when no earlier render holds a
  /// value the model has moved on from.
  func staleEcho(_ index: Int) -> Bool {
    var writes: [(String, @MainActor () -> Void)] = []
    var paths: [String: [Screen]] = [:]
    var tabs: [String: String?] = [:]
    var modals: [Int: String?] = [:]
    for old in history {
      for stack in old.stacks {
        guard let path = old.paths[stack] else { continue }
        let now = paths[stack] ?? model.path(in: stack)
        paths[stack] = now
        guard path != now else { continue }
        writes.append(
          ("\(stack)'s path \(path)", { [model] in model.setPath(path, in: stack, rendered: path) }))
      }
      for bar in old.tabBars {
        guard let tab = old.selectedTabs[bar] else { continue }
        let now = tabs[bar] ?? model.selectedTab(in: bar)
        tabs[bar] = now
        guard tab != now else { continue }
        writes.append(
          ("\(bar)'s tab \(tab)", { [model] in old.writeTab(tab, in: bar, rendered: tab, to: model) }))
      }
      for level in old.sheets.indices {
        guard let modal = old.modal(at: level) else { continue }
        let now = modals[level] ?? model.modal(at: level)?.id
        modals[level] = now
        guard now != modal.id, layer.shown(at: level)?.id != modal.id else { continue }
        writes.append(
          (
            "nil for \(modal.id) at level \(level)",
            { [model] in model.setPresented(nil, at: level, rendered: .some(modal)) }
          ))
      }
    }
    guard !writes.isEmpty else { return false }
    let (what, write) = writes[index % writes.count]
    let before = model.state
    note("SwiftUI writes a stale value: \(what)")
    counts["stale echoes", default: 0] += 1
    write()
    if model.state != before { fail("a stale write of \(what), from an earlier render, changed the model") }
    return true
  }

  /// `NavigationStack` writes the path the views show for `stack`.
  private func writePath(of stack: String) {
    guard let path = shown.paths[stack], !writeSplitPath(of: stack, path) else { return }
    personWrites { model.setPath(path, in: stack, rendered: latest.paths[stack]) }
  }

  /// Runs a write of the person's change, noting whether the model took it or rolled it back.
  func personWrites(_ write: () -> Void) {
    let rollbacks = model.rollbacks
    write()
    if model.rollbacks != rollbacks {
      counts["rolled back", default: 0] += 1
      rolledBackAt = renders
      note(
        "the model refuses the person's change (\(model.lastRefusal?.description ?? "?")) and rolls it back")
    }
  }
}
