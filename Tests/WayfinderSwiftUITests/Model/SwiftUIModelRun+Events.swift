import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

extension SwiftUIModelRun {
  /// Makes `event` happen, as far as it can now.
  func perform(_ event: SwiftUIModelEvent) async {
    switch event {
    case .open(let url):
      open(url)
    case .advance(let milliseconds):
      await advanceClock(by: .milliseconds(milliseconds))
    case .swipeBack:
      if !views.personSwipesBack() { skip() }
    case .followLink(let index):
      if !views.personFollowsLink(index) { skip() }
    case .selectTab(let index):
      if !views.personSelectsTab(index) { skip() }
    case .tabs18(let event):
      perform(event)
    case .stackSplit(let event):
      perform(event)
    case .pullDown(let finishing):
      if !views.personPullsDown(finishing: finishing) { skip() }
    case .staleEcho(let index):
      if !views.staleEcho(index) { skip() }
    case .signIn:
      session.isSignedIn = true
      for scene in scenes { scene.center.resolveGuard(SwiftUIModelApp.guardName, passed: true) }
    case .cancelSignIn:
      center.resolveGuard(SwiftUIModelApp.guardName, passed: false)
    case .becomeReady:
      // The app becomes ready once, for every window.
      if center.isReady { skip() } else { for scene in scenes { scene.center.becomeReady() } }
    case .loseNextCompletion:
      views.knobs.losesNextCompletion = true
    case .slowNextCompletion:
      views.knobs.slowsNextCompletion = true
    case .presentNextModalLate:
      views.knobs.presentsNextModalLate = true
    case .callUIKitAfterCompletion:
      views.knobs.callsUIKitAfterCompletion = true
    case .makeNextStillChangeLate:
      views.knobs.makesNextStillChangeLate = true
    case .dropOnChangeUnderCovers:
      for scene in scenes { scene.views.knobs.dropsOnChangeUnderCovers = true }
    case .appPresents(let presentation):
      if !views.appPresents(presentation) { skip() }
    case .appDismisses:
      if !views.appDismisses() { skip() }
    case .retapSelectedTab:
      if !views.personRetapsSelectedTab() { skip() }
    case .activateScene(let index):
      if !activate(index) { skip() }
    case .closeWindow(let index):
      if !closeWindowIfOpen(index) { skip() }
    case .reopenWindow(let index):
      if !reopenWindowIfClosed(index) { skip() }
    case .backToSidebar:
      if !views.personGoesBackToTheSidebar() { skip() }
    case .changeSizeClass:
      if !views.sizeClassChanges() { skip() }
    case .answerClose(let allowed):
      if !answerClose(allowed: allowed) { skip() }
    case .appClosing(let closing):
      if !appClosing(closing) { skip() }
    case .appSelectsTab(let index):
      // The app's code writes the model, not a binding: the model reports it to the center at
      // once, as the person's change.
      let before = model.state
      model.selectTab(SwiftUIModelApp.tabs[index], in: "main")
      if model.state == before { skip() }
    }
  }

  /// The app changes what it says about closing, between links only (its rules decide as a
  /// link plans); `false` when it cannot now.
  private func appClosing(_ event: AppClosingEvent) -> Bool {
    guard allLinksEnded, isQuiet else { return false }
    switch event {
    case .keepTopModal(let keeps):
      guard let top = model.state.modals.last, !top.isForeign,
        views.dismissDisabled.contains(top.name) != keeps
      else { return false }
      trace("  the app's \(top.name) applies interactiveDismissDisabled(\(keeps))")
      if keeps { views.dismissDisabled.insert(top.name) } else { views.dismissDisabled.remove(top.name) }
      model.setInteractiveDismissDisabled(keeps, forModal: top.name)
    case .holdLinks(let holds):
      for scene in scenes { scene.setClosingRule(refusing: configuration.refusingScreens, holds: holds) }
    }
    return true
  }

  func skip() {
    trace("  (does not apply now)")
  }
}
