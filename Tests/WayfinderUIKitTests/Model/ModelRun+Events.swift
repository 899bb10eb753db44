import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(Testing) import WayfinderUIKit

extension ModelRun {
  /// Makes `event` happen, as far as it can now.
  func perform(_ event: ModelEvent) async {
    switch event {
    case .shared(let event):
      await perform(shared: event)
    case .swipeBack(let finishing):
      guard gesture == nil, !uikit.hasTransitionInFlight, let stack = visibleNavigation,
        let transition = stack.beginSwipeBack()
      else { return skip() }
      gesture = (transition, finishing, clock.elapsed)
    case .pullDown(let finishing):
      guard gesture == nil, let top = uikit.window.presentedChain.last,
        let transition = top.beginPullingDown()
      else { return skip() }
      gesture = (transition, finishing, clock.elapsed)
    case .lift:
      liftGesture()
    case .tapOutsidePopover:
      // NB: UIKit ignores taps outside a view controller the app keeps (`isModalInPresentation`).
      guard gesture == nil, let top = uikit.window.presentedChain.last, !top.keepsFromPersonsDismissal,
        top.personTapsOutside()
      else {
        return skip()
      }
    case .selectTab(let index):
      // NB: not while the tab bar is in a transition (a flow's cross-dissolve): UIKit, `UIView`
      // animations: "During an animation, user interactions are temporarily disabled for the
      // views being animated."
      guard gesture == nil, uikit.window.rootPresentedChain.isEmpty, let bar = visibleTabBar,
        bar.transitionCoordinator == nil
      else {
        return skip()
      }
      guard bar.personCanSelect(index) else { return skip() }
      bar.personSelects(index < bar.tabs.count ? index : nil)
    case .tabs18(let event):
      perform(event)
    case .appSelectsTab(let index):
      guard gesture == nil, let bar = visibleTabBar else { return skip() }
      trace("  the app sets selectedIndex = \(index)")
      bar.selectedIndex = index
    case .appPushesForeign:
      guard let stack = stackForTheApp else { return skip() }
      stack.pushViewController(ModelAppViewController(uikit), animated: false)
    case .appPushesScreen:
      guard let stack = stackForTheApp, let name = uikit.records.container(of: stack),
        let screen = ModelApp.ownPushes(onto: name).first,
        let viewController = navigator.viewController(for: screen, in: name)
      else { return skip() }
      stack.pushViewController(viewController, animated: false)
    case .appPresentsAlert(let fromTop):
      presentAlert(fromTop: fromTop)
    case .appPresentsInContext:
      guard let stack = stackForTheApp, let top = stack.stack.last else { return skip() }
      stack.definesPresentationContext = true
      let own = ModelAppViewController(uikit)
      own.modalPresentationStyle = .overCurrentContext
      trace("  the app presents its own view controller over the context of \(stack.name)")
      top.present(own, animated: true)
    case .appDismissesAlert:
      let top = uikit.window.presentedChain.last
      guard let top, top is ModelAlertController || top.modalPresentationStyle == .overCurrentContext else {
        return skip()
      }
      top.dismiss(animated: true)
    case .loseNextCompletion:
      uikit.knobs.losesNextCompletion = true
    case .slowNextTransition:
      uikit.knobs.slowsNextTransition = true
    case .refuseNextPresentation:
      uikit.knobs.refusesNextPresentation = true
    case .showSidebar, .backInSplit:
      performSplitEvent(event)
    case .sizeClass(let compact):
      // NB: not during a transition or the person's gesture (left out of the model).
      guard gesture == nil, !uikit.hasTransitionInFlight, uikit.isCompact != compact else {
        return skip()
      }
      uikit.isCompact = compact
      // A popover on screen becomes the form sheet UIKit adapts it to, or a popover again.
      for popover in uikit.window.presentedChain where popover.popoverPresentationController != nil {
        trace("  \(popover.name) shows as \(popover.showsAsPopover ? "a popover" : "a form sheet")")
      }
      for case let split as ModelSplitViewController in uikit.window.allViewControllers {
        split.sizeClassChanged(compact: compact)
      }
    }
  }

  /// The app changes what it says about closing, between links only (its rules decide as a
  /// link plans); `false` when it cannot now.
  func appClosing(_ event: AppClosingEvent) -> Bool {
    guard allLinksEnded, !anyNavigatorPerforming else { return false }
    switch event {
    case .keepTopModal(let keeps):
      guard let top = uikit.window.presentedChain.last, !(top is ModelAlertController),
        !(top is ModelAppViewController), top.isModalInPresentation != keeps
      else { return false }
      trace("  the app sets isModalInPresentation = \(keeps) on \(top.name)")
      top.isModalInPresentation = keeps
    case .holdLinks(let holds):
      for scene in scenes { scene.setClosingRule(refusing: configuration.refusingScreens, holds: holds) }
    }
    return true
  }

  /// The person lifts their finger: the swipe or pull ends as they meant it to.
  func liftGesture() {
    guard let (transition, finishing, _) = gesture else { return }
    gesture = nil
    uikit.endInteraction(transition, finishing: finishing)
  }

  /// Lets `duration` pass; a swipe or pull held that long ends when the person would have let
  /// go, at ``ModelEvent/longestHold``.
  func letTimePass(_ duration: Duration) async {
    var remaining = duration
    if let held = gesture {
      let untilLift = max(.zero, held.startedAt + ModelEvent.longestHold - clock.elapsed)
      if untilLift <= remaining {
        await advanceClock(by: untilLift)
        liftGesture()
        await settle()
        remaining -= untilLift
      }
    }
    await advanceClock(by: remaining)
  }

  /// The app presents an alert: from the view controller on top, or from one picked among all
  /// (UIKit refuses when its view is not in the window or its context presents already).
  private func presentAlert(fromTop: Bool) {
    let all = uikit.window.allViewControllers
    let presenter: ModelViewController?
    if fromTop {
      presenter =
        visibleNavigation?.stack.last ?? uikit.window.presentedChain.last ?? uikit.window.rootViewController
    } else {
      presenter = all.isEmpty ? nil : all[random.next(all.count)]
    }
    guard let presenter else { return }
    trace("  the app presents an alert from \(presenter.name)")
    presenter.present(ModelAlertController(uikit), animated: true)
  }

  // MARK: - What is on screen, as the model sees it

  /// The navigation controller whose top the person sees: in the view controller presented
  /// last, or under the root.
  var visibleNavigation: ModelNavigationController? {
    var node = uikit.window.rootPresentedChain.last ?? uikit.window.rootViewController
    while let current = node {
      switch current {
      // A presentation over the stack's context covers it.
      case let stack as ModelNavigationController: return stack.nearestPresenter == nil ? stack : nil
      case let bar as ModelTabBarController: node = bar.showsMoreList ? nil : bar.tabs[bar.selectedIndex]
      case let flows as ModelFlowController: node = flows.shown
      default: return nil
      }
    }
    return nil
  }

  /// The tab bar on screen, when the root's flow is one.
  var visibleTabBar: ModelTabBarController? {
    (uikit.window.rootViewController as? ModelFlowController)?.shown as? ModelTabBarController
  }

  /// The stack on screen, when the app can push onto it: no swipe held, no transition of its
  /// own in flight (the person's tap that makes the app push cannot happen during one).
  private var stackForTheApp: ModelNavigationController? {
    guard gesture == nil, let stack = visibleNavigation, stack.ownTransition == nil,
      stack.transitionCoordinator == nil
    else { return nil }
    return stack
  }
}
