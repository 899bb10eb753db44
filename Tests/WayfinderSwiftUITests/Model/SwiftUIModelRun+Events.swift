import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderSwiftUI

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
    case .pullDown(let finishing):
      if !views.personPullsDown(finishing: finishing) { skip() }
    case .staleEcho(let index):
      if !views.staleEcho(index) { skip() }
    case .signIn:
      session.isSignedIn = true
      center.resolveGuard(SwiftUIModelApp.guardName, passed: true)
    case .cancelSignIn:
      center.resolveGuard(SwiftUIModelApp.guardName, passed: false)
    case .becomeReady:
      if center.isReady { skip() } else { center.becomeReady() }
    case .loseNextCompletion:
      views.knobs.losesNextCompletion = true
    case .slowNextCompletion:
      views.knobs.slowsNextCompletion = true
    }
  }

  private func skip() {
    trace("  (does not apply now)")
  }
}
