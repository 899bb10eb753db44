import Observation
import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI

extension SimulatedSwiftUI {
  /// The name of the app's flow switcher, the root the app's views show.
  static let root = "app"

  /// Asks for a render at the end of the main actor's turn (Observation invalidated the views,
  /// or UIKit became free for a dismissal SwiftUI must try again).
  func scheduleRender() {
    guard !renderIsDue else { return }
    renderIsDue = true
    onNextTurn { [weak self] in self?.render() }
  }

  /// Queues `job` for the end of the main actor's turn: once nothing else is ready, as a run
  /// loop runs SwiftUI's update before it waits (the run settles, then runs the jobs in order).
  func onNextTurn(_ job: @escaping @MainActor () -> Void) {
    touch()
    nextTurn.append(job)
  }

  /// Runs the first job queued for the end of the turn; returns whether there was one.
  func runNextTurn() -> Bool {
    guard !nextTurn.isEmpty else { return false }
    let job = nextTurn.removeFirst()
    touch()
    job()
    return true
  }

  /// One view update: reads the bindings, applies them to what the views show, and reports
  /// to the model as the glue does.
  func render() {
    guard renderIsDue else { return }
    renderIsDue = false
    renders += 1
    var rendered = trackedRead()
    let previous = latest
    latest = rendered
    rolledBackAt = nil
    if rendered != previous {
      history.append(previous)
      if history.count > 6 { history.removeFirst() }
    }
    let updates = unrendered
    unrendered = []
    if updates.count > 1 {
      fail(
        "\(updates.count) steps' changes in one view update: "
          + updates.map { "\($0.update.revision) \($0.update.step)" }.joined(separator: "; "))
    }
    let origin: SimulatedTransition.Origin = updates.last.map { .step($0.update.revision) } ?? .views
    let animated = updates.last?.update.animated ?? false
    let before = Set(transitions.map(\.id))
    let coverUp = layer.coversTheRoot
    applyFlow(rendered, by: origin, animated: animated)
    if let late = updates.last?.update, asksUIKit(rendered),
      late.animated ? knobs.callsUIKitAfterCompletion.take() : knobs.makesNextStillChangeLate.take()
    {
      // NB: the app's presentations a link cleared go now: no view of theirs would tell the
      // model when SwiftUI asked UIKit for them (their dismissal is not put off).
      if !modalsAskUIKit(rendered) {
        dismissClearedAppPresentations(by: origin, animated: animated)
      }
      // The knobs: SwiftUI asks UIKit for this update's change a turn after its completion and
      // `onChange` (or, without animation, at once and with no transition coordinator).
      note(
        "SwiftUI calls UIKit for revision \(late.revision) a turn later\(animated ? "" : ", with no coordinator")"
      )
      counts[
        animated ? "UIKit called after the completion" : "changes without animation made late", default: 0] +=
        1
      lateUIKitCall = late.revision
      onNextTurn { [weak self] in self?.callUIKitLate(for: late.revision, by: origin, animated: animated) }
    } else {
      applyUIKit(&rendered, by: origin, animated: animated)
    }
    // Apple (`Transaction.addAnimationCompletion(criteria:_:)`): "The completion callback will
    // always be fired exactly one time. If no animations are created by the changes in `body`,
    // then the callback will be called immediately after `body`." A push, a pop, a presentation
    // or a dismissal is UIKit's transition under SwiftUI, not an animation SwiftUI creates: the
    // completion does not wait for it.
    let created = Set(
      transitions.filter { !before.contains($0.id) && $0.animated && !$0.kind.isUIKitTransition }.map(\.id))
    var immediate: [Pending] = []
    // NB: the glue gives an update without animation a completion too (its transaction's).
    for pending in updates {
      if created.isEmpty || !pending.update.animated {
        immediate.append(pending)
      } else {
        completions.append(
          Completion(
            update: pending.update, waitingFor: created, lost: pending.losesCompletion,
            slow: pending.slowsCompletion))
      }
    }
    endInstantTransitions()
    // `onChange(of: model.revision)`, after the update: not while a cover hides the root, with
    // the knob.
    if rendered.revision != previous.revision {
      if coverUp, knobs.dropsOnChangeUnderCovers {
        note("no onChange for revision \(rendered.revision): a full-screen cover hides the root")
        counts["onChange not called under a cover", default: 0] += 1
      } else {
        model.viewsDidUpdate(revision: rendered.revision)
      }
    }
    // An update that created no animation: its completion is called at once.
    for pending in immediate {
      complete(pending.update, lost: pending.losesCompletion, slow: pending.slowsCompletion)
    }
  }

  /// Applies what `rendered` asks of UIKit — the stacks' pushes and pops, one presentation
  /// change — and reads the content of a sheet it presents; then says which screen appeared.
  private func applyUIKit(
    _ rendered: inout RenderedBindings, by origin: SimulatedTransition.Origin, animated: Bool
  ) {
    applyStacks(rendered, by: origin, animated: animated)
    let chainCount = layer.chain.count
    applyModals(rendered, by: origin, animated: animated)
    dismissClearedAppPresentations(by: origin, animated: animated && origin != .views)
    if layer.chain.count > chainCount, let presented = layer.chain.last?.modal {
      // A presented sheet's content is built with the presentation: its stacks read their paths.
      withObservationTracking {
        read(presented.modal.content, into: &rendered)
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.scheduleRender() }
      }
      latest = rendered
      applyStacks(rendered, by: origin, animated: animated)
    }
    reportAppearance()
  }

  /// Whether `rendered` asks UIKit for a transition: a stack on screen to show another screen
  /// on top, or a presentation change.
  private func asksUIKit(_ rendered: RenderedBindings) -> Bool {
    let stacks = rendered.stacks.contains { name in
      guard let path = rendered.paths[name], let old = shown.paths[name] else { return false }
      return path.last != old.last
    }
    return stacks || modalsAskUIKit(rendered)
  }

  /// Whether `rendered` asks UIKit for a presentation change of the model's modals.
  private func modalsAskUIKit(_ rendered: RenderedBindings) -> Bool {
    rendered.sheets.indices.contains { level in
      rendered.modal(at: level)?.id != (layer.isApp(at: level) ? nil : layer.presented(at: level)?.id)
    }
  }

  /// SwiftUI calls UIKit, a turn late, for the update of `revision`: with what the views hold
  /// now (a render since may have made the change already).
  private func callUIKitLate(for revision: Int, by origin: SimulatedTransition.Origin, animated: Bool) {
    if lateUIKitCall == revision { lateUIKitCall = nil }
    note("SwiftUI calls UIKit for revision \(revision)")
    var rendered = latest
    applyUIKit(&rendered, by: origin, animated: animated)
    endInstantTransitions()
  }

  /// Reports the screen on top of each stack in the window, when it changed: its view's
  /// `onAppear`, which `WayfinderStack` reports to the model. The stacks in the window are the
  /// visible ones of the flow and of each of the model's modals, from the last full-screen cover
  /// up: a cover takes what it covers out of the window, a sheet or an app's alert does not.
  func reportAppearance() {
    let own = layer.chain.filter { !$0.isLeaving && $0.appKind == nil }.map(\.modal.modal)
    let cover = own.lastIndex { $0.style == .fullScreen }
    let levels = (cover == nil ? [shown.flow] : []) + own[(cover ?? 0)...].map { Optional($0.content) }
    let stacks = levels.compactMap { $0.flatMap(visibleStack(in:)) }
    appearedTops = appearedTops.filter { stacks.contains($0.key) }
    for stack in stacks {
      guard let top = shown.paths[stack]?.last ?? shown.roots[stack], appearedTops[stack] != top.id else {
        continue
      }
      appearedTops[stack] = top.id
      guard splitTopAppears(top, on: stack) else { continue }
      note("\(top) appears on \(stack)")
      model.screenDidAppear(top)
    }
  }

  // MARK: - Reading

  /// Reads the model, tracked by Observation: a change invalidates the views.
  private func trackedRead() -> RenderedBindings {
    var rendered = RenderedBindings()
    withObservationTracking {
      rendered = read()
    } onChange: { [weak self] in
      // NB: the model changes on the main actor; the views render at the end of its turn.
      MainActor.assumeIsolated { self?.scheduleRender() }
    }
    return rendered
  }

  /// Reads the model as the app's views do: the flow, its tab bars and stacks, then each
  /// level's sheet and cover, and inside each modal the views present, its stacks.
  func read() -> RenderedBindings {
    var rendered = RenderedBindings()
    rendered.revision = model.revision
    rendered.state = model.state
    rendered.flow = model.flow(in: Self.root)
    if let flow = rendered.flow { read(flow, into: &rendered) }
    var level = 0
    while true {
      rendered.sheets.append(model.sheet(at: level))
      rendered.covers.append(model.fullScreenCover(at: level))
      // The modifiers of the next level live in the content of the modal presented here.
      guard let wanted = rendered.modal(at: level), let presented = layer.presented(at: level),
        presented.id == wanted.id
      else { break }
      read(wanted.modal.content, into: &rendered)
      level += 1
    }
    return rendered
  }

  private func read(_ container: Container, into rendered: inout RenderedBindings) {
    switch container {
    case .stack(let stack):
      rendered.stacks.append(stack.name)
      rendered.roots[stack.name] = model.root(of: stack.name)
      rendered.paths[stack.name] = model.path(in: stack.name)
      readStackSplit(stack.name, into: &rendered)
    case .tabs(let bar):
      let tabs = model.tabs(in: bar.name)
      rendered.tabBars.append(bar.name)
      rendered.tabs[bar.name] = tabs.map(\.name)
      rendered.selectedTabs[bar.name] = model.selectedTab(in: bar.name)
      rendered.appHiddenTabs[bar.name] = Set(
        tabs.map(\.name).filter { model.isHiddenByApp($0, in: bar.name) })
      if shown.isSplit { rendered.splitSelections[bar.name] = .some(model.splitSelection(in: bar.name)) }
      for tab in tabs { read(tab, into: &rendered) }
    case .flows(let switcher):
      if let flow = model.flow(in: switcher.name) { read(flow, into: &rendered) }
    }
  }

  // MARK: - Applying

  private func applyFlow(_ rendered: RenderedBindings, by origin: SimulatedTransition.Origin, animated: Bool)
  {
    if let old = shown.flow, let new = rendered.flow, old.name != new.name {
      _ = begin(
        .flow, by: origin, subject: Self.root, animated: animated && origin != .views,
        duration: Self.flowDuration)
    }
    shown.flow = rendered.flow
    for bar in rendered.tabBars {
      guard let tab = rendered.selectedTabs[bar], shown.selectedTabs[bar] != tab else { continue }
      note("tab bar \(bar) shows \(tab)")
      shown.selectedTabs[bar] = tab
    }
    for bar in shown.selectedTabs.keys where rendered.selectedTabs[bar] == nil {
      shown.selectedTabs[bar] = nil
    }
    for bar in rendered.tabBars {
      let hidden = (shown.customization[bar] ?? []).union(rendered.appHiddenTabs[bar] ?? [])
      shown.hiddenTabs[bar] = hidden.isEmpty ? nil : hidden
    }
    // A split view shows what its sidebar selection says: the sidebar (collapsed) or an empty
    // detail (expanded) for `nil`.
    for (bar, selection) in rendered.splitSelections {
      let showsSidebar = selection == nil
      guard shown.sidebarShown.contains(bar) != showsSidebar else { continue }
      note("split view \(bar) shows \(showsSidebar ? "its sidebar" : "its detail")")
      if showsSidebar { shown.sidebarShown.insert(bar) } else { shown.sidebarShown.remove(bar) }
    }
  }

  private func applyStacks(
    _ rendered: RenderedBindings, by origin: SimulatedTransition.Origin, animated: Bool
  ) {
    applyStackSplit(rendered, by: origin, animated: animated)
    for name in rendered.stacks {
      guard let path = rendered.paths[name] else { continue }
      shown.roots[name] = rendered.roots[name]
      guard let old = shown.paths[name] else {
        shown.paths[name] = path
        continue
      }
      guard old != path else { continue }
      shown.paths[name] = path
      // A stack shown as a split view, expanded: its detail column's stack.
      if let kind = splitDetailTransition(of: name, from: old, to: path) {
        guard let kind else {
          note("\(name)'s detail column changes, with no transition")
          continue
        }
        _ = begin(
          kind, by: origin, subject: name, animated: animated && origin != .views, duration: Self.pushDuration
        )
        continue
      }
      // Apple (`setViewControllers(_:animated:)`): "If the view controller is currently in the
      // stack, but is not the topmost item, this method uses a pop transition; if it is the
      // topmost item, no transition is performed."
      guard old.last != path.last else {
        note("\(name)'s screens under its top change, with no transition")
        continue
      }
      _ = begin(
        path.count > old.count ? .push : .pop, by: origin, subject: name,
        animated: animated && origin != .views,
        duration: Self.pushDuration)
    }
    for name in shown.paths.keys where rendered.paths[name] == nil {
      shown.paths[name] = nil
      shown.roots[name] = nil
      // A swipe on a stack that leaves the screen ends with it.
      for swipe in transitions where swipe.kind == .swipeBack && swipe.subject == name {
        cancelledSwipes.insert(swipe.id)
      }
    }
  }

  /// Presents and dismisses as the bindings ask, level by level: at the first level where
  /// they differ from the chain, the sheet or cover modifier there dismisses what the chain
  /// shows and presents what its binding holds — two presentation changes, which UIKit does
  /// not take at once.
  private func applyModals(
    _ rendered: RenderedBindings, by origin: SimulatedTransition.Origin, animated: Bool
  ) {
    let animates = animated && origin != .views
    var level = 0
    while rendered.rendersLevel(level) {
      let wanted = rendered.modal(at: level)
      // The app's own presentation is no modifier's: this level's modifier presents nothing.
      let actual = layer.isApp(at: level) ? nil : layer.presented(at: level)
      if let dropped = layer.dropped[level], dropped != wanted?.id { layer.dropped[level] = nil }
      if wanted?.id == actual?.id {
        guard wanted != nil else { break }
        level += 1
        continue
      }
      // SwiftUI dropped this item: it does not present it again while the binding holds it.
      if let wanted, actual == nil, layer.dropped[level] == wanted.id { break }
      // A presentation UIKit begins a turn later: the modifier holds it meanwhile.
      if let wanted, layer.late[level] == wanted.id { break }
      if actual != nil, layer.shown(at: level) != nil {
        layer.dismiss(from: level, by: origin, animated: animates)
      }
      if let wanted, case .step = origin, knobs.presentsNextModalLate.take() {
        note("UIKit presents \(wanted.id) a turn later")
        counts["presentations UIKit began a turn later", default: 0] += 1
        if layer.started["step", default: 0] == 0 {
          counts["first presentations of a model's life UIKit began a turn later", default: 0] += 1
        }
        layer.late[level] = wanted.id
        onNextTurn { [weak self] in self?.presentLate(wanted, at: level, by: origin, animated: animates) }
        break
      }
      if let wanted, !layer.present(wanted, by: origin, animated: animates) {
        layer.dropped[level] = wanted.id
        scheduleWriteBack(of: wanted, at: level)
      }
      break
    }
  }

  /// The presentation of `modal` at `level` that UIKit begins a turn after its update, if the
  /// views still ask for it; a render then reads its content.
  private func presentLate(
    _ modal: PresentedModal, at level: Int, by origin: SimulatedTransition.Origin, animated: Bool
  ) {
    layer.late[level] = nil
    guard read().modal(at: level)?.id == modal.id, layer.presented(at: level) == nil else {
      return scheduleRender()
    }
    if !layer.present(modal, by: origin, animated: animated) {
      layer.dropped[level] = modal.id
      scheduleWriteBack(of: modal, at: level)
    }
    scheduleRender()
  }
}
