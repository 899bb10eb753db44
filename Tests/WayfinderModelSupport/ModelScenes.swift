import Foundation
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation

extension ModelEventing {
  /// `events` with windows closed and opened again (by scenes `0` and `1`), from a stream of
  /// their own, so that the other events stay the seed's.
  public static func closingAndReopeningWindows(_ events: [Self], seed: UInt64) -> [Self] {
    var events = events
    var windows = SplitMix64(seed: seed ^ 0x3_1D0)
    for _ in 0..<(1 + windows.next(4)) {
      let index = windows.next(2)
      let at = windows.next(events.count + 1)
      events.insert(.closeWindow(index), at: at)
      events.insert(.reopenWindow(index), at: at + 1 + windows.next(events.count - at))
    }
    return events
  }

  /// `events` with iOS 18's tab events for tab `i` of `App` — the person's `hide(i, hidden)`
  /// half the time, the app's `appAction(i, &random)` a fifth — and links to the tabs' roots,
  /// from a stream of their own so that the other events stay the seed's: a link to a hidden
  /// tab is what this is about.
  public static func withTabs18Events<App: ModelAppShape>(
    _ events: [Self], seed: UInt64, of _: App.Type, hide: (Int, Bool) -> Self,
    appAction: (Int, inout SplitMix64) -> Self
  ) -> [Self] {
    var events = events
    var random = SplitMix64(seed: seed ^ 0x7AB_5E7)
    for _ in 0..<(4 + random.next(6)) {
      let index = random.next(App.tabs.count)
      let event: Self =
        switch random.next(10) {
        case 0..<5: hide(index, random.chance(60))
        case 5..<7: appAction(index, &random)
        default: .open(App.link(to: Screen(App.tabs[index])))
        }
      events.insert(event, at: random.next(events.count + 1))
    }
    return events
  }

  /// `events` with the person's answers about closing a screen, from a stream of their own.
  public static func withAnswersAboutClosing(_ events: [Self], seed: UInt64) -> [Self] {
    ModelEventStreams.inserting(into: events, seed: seed, salt: 0xC1_05E) {
      .answerClose(allowed: $0.chance(50))
    }
  }
}

/// What both models' runs have of their scenes (windows): the router that sends each link to
/// one of them, the one the person uses, closing and opening their windows, and what each
/// shows; what the window events of the soaks and the shared scenarios act on.
@MainActor
public protocol ModelScenes: ModelRunning {
  /// The setup of a run with two scenes, otherwise plain.
  static var twoScenes: Configuration { get }
  /// The setup of a run with iOS 18's tabs, otherwise plain.
  static var tabs18: Configuration { get }
  /// Sends each link to a scene's center; holds it while no window is open.
  var router: SceneRouter<Screen> { get }
  /// Each scene's identifier, as the router knows it.
  var sceneIDs: [String] { get }
  /// The scene the person uses now: the one active last.
  var activeScene: Int { get set }
  /// Whether the person holds a swipe or a pull (no window closes under it).
  var holdsGesture: Bool { get }
  /// The person closes the window of scene `index`: no link goes to it any more.
  func closeWindow(_ index: Int)
  /// The window of scene `index` opens again: the links held for want of a window go to it.
  func reopenWindow(_ index: Int)
  /// Whether the window of scene `index` is open.
  func isOpen(_ index: Int) -> Bool
  /// What scene `index` shows now, computed from the simulator.
  func shownState(ofScene index: Int) -> NavigationState?
  /// The state the first scene's navigator holds once it has read the screen again.
  func refreshedState() async -> NavigationState
  /// What the first scene keeps for its restoration when it goes to the background.
  func restorationData() async throws -> Data?
  /// A link arrives: the system hands it to a scene, and the router sends it on.
  func open(_ url: String)
  /// Lets `duration` pass (a gesture held that long ends when the person lets go).
  func letTimePass(_ duration: Duration) async
  /// The app changes what it says about closing, between links only (its rules decide as a
  /// link plans); `false` when it cannot now.
  func appClosing(_ event: AppClosingEvent) -> Bool
}

extension ModelScenes {
  /// The person brings scene `index` to the front: it becomes active, the other resigns;
  /// `false` when it is active already.
  @discardableResult
  public func activate(_ index: Int) -> Bool {
    guard sceneIDs.indices.contains(index), index != activeScene else { return false }
    router.sceneWillResignActive(sceneIDs[activeScene])
    activeScene = index
    router.sceneDidBecomeActive(sceneIDs[index])
    return true
  }

  /// The system, asked to bring a scene's window forward (UIKit's
  /// `requestSceneSessionActivation`, SwiftUI's `openWindow(value:)`), makes it active.
  public func systemBringsScenesForward() {
    router.bringForward = { [weak self] id in
      guard let self, let index = sceneIDs.firstIndex(of: id) else { return }
      trace("  the system brings \(id) forward")
      activate(index)
    }
  }

  /// A soak's `closeWindow`: closes the window when it is open and no gesture is held, and
  /// brings the other window forward when it was the active one and the other is open. (The
  /// models keep a closed scene's simulator: closing only takes it off the router.)
  public func closeWindowIfOpen(_ index: Int) -> Bool {
    guard sceneIDs.count > 1, !holdsGesture, isOpen(index) else { return false }
    closeWindow(index)
    if index == activeScene, isOpen(1 - index) { activate(1 - index) }
    return true
  }

  /// A soak's `reopenWindow`: opens the window again when it is closed.
  public func reopenWindowIfClosed(_ index: Int) -> Bool {
    guard sceneIDs.count > 1, !isOpen(index) else { return false }
    reopenWindow(index)
    return true
  }

  /// At the end every window opens again, so that a link held for want of one goes somewhere.
  public func reopenClosedWindows() {
    for index in sceneIDs.indices where !isOpen(index) { reopenWindow(index) }
  }

  /// The names of the modals scene `index` shows, bottom to top.
  public func shownModals(inScene index: Int = 0) -> [String] {
    shownState(ofScene: index)?.modals.map(\.name) ?? []
  }

  /// The stack named `name` as scene `index` shows it, its root first.
  public func shownScreens(in name: String, scene index: Int = 0) -> [Screen]? {
    guard case .stack(let stack)? = shownState(ofScene: index)?.container(named: name) else { return nil }
    return stack.screens
  }

  /// The tab scene `index` shows selected in `main`.
  public func shownTab(inScene index: Int = 0) -> String? {
    guard case .tabs(let bar)? = shownState(ofScene: index)?.container(named: "main") else { return nil }
    return bar.selectedTab.name
  }

  /// Whether scene `index` shows `screen` anywhere.
  public func shows(_ screen: Screen, inScene index: Int) -> Bool {
    shownState(ofScene: index)?.holds(screen.id) == true
  }

  /// Runs `events` one after the other.
  public func steps(_ events: [Event]) async {
    for event in events { await step(event) }
  }
}
