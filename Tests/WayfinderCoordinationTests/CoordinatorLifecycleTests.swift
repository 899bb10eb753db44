import Testing
import WayfinderCoordination
import WayfinderModelSupport
import WayfinderNavigation
import WayfinderReferenceApps

private typealias Log = CoordinatorFixtures.Log
private typealias Node = CoordinatorFixtures.Node
private typealias Flow = CoordinatorFixtures.Flow
private typealias Registry = CoordinatorFixtures.Registry

@MainActor
@Suite struct CoordinatorLifecycleTests {
  // MARK: - Awaiting a child flow

  @Test func theParentReceivesTheResult() async {
    let app = Node("app")
    let signIn = Flow<String>("login", .finishLater("ada"))
    #expect(await app.run(signIn) == .success("ada"))
    #expect(signIn.flowEnd == .success("ada"))
    #expect(!signIn.isActive)
    #expect(signIn.parent == nil)
    #expect(app.children.isEmpty)
  }

  @Test func aFlowThatFinishesAsItStartsStillReportsIt() async {
    let app = Node("app")
    #expect(await app.run(Flow<Int>("pin", .finishAtOnce(1234))) == .success(1234))
    #expect(app.children.isEmpty)
  }

  @Test(arguments: CancellationReason.allCases)
  func theParentReceivesWhyTheFlowWasCancelled(reason: CancellationReason) async {
    let app = Node("app")
    #expect(await app.run(Flow<String>("login", .cancelLater(reason))) == .failure(reason))
    #expect(app.children.isEmpty)
  }

  @Test func aFlowEndsOnce() async {
    let app = Node("app")
    let flow = Flow<Int>("transfer", .wait)
    app.attach(flow)
    #expect(flow.finish(1))
    #expect(!flow.finish(2))
    #expect(!flow.cancel(.userWentBack))
    #expect(flow.flowEnd == .success(1))
    #expect(await app.run(flow) == .success(1))  // ended before it was run: its end, at once
    #expect(await flow.waitForEnd() == .success(1))
  }

  @Test func everyWaiterReceivesTheSameEnd() async {
    let app = Node("app")
    let flow = Flow<Int>("transfer", .wait)
    app.attach(flow)
    let first = Task { await flow.waitForEnd() }
    let second = Task { await flow.waitForEnd() }
    flow.cancel(.replacedByLink)
    #expect(await first.value == .failure(.replacedByLink))
    #expect(await second.value == .failure(.replacedByLink))
  }

  @Test func aVoidFlowFinishesWithoutAValue() async {
    let app = Node("app")
    let onboarding = Flow<Void>("onboarding", .wait)
    app.whenAttached("onboarding") { _ in onboarding.finish() }
    let end = await app.run(onboarding)
    #expect((try? end.get()) != nil)
    #expect((try? onboarding.flowEnd?.get()) != nil)
  }

  @Test func endingFreesTheChild() async {
    let app = Node("app")
    weak var weakFlow: Flow<Int>?
    weak var weakStep: Coordinator?
    do {
      let flow = Flow<Int>("transfer", .finishLater(5))
      let step = Node("amount")
      flow.attach(step)
      weakFlow = flow
      weakStep = step
      #expect(await app.run(flow) == .success(5))
    }
    #expect(weakFlow == nil)
    #expect(weakStep == nil)
    #expect(app.children.isEmpty)
  }

  @Test func aNewFlowReplacesTheOneInItsContainer() async {
    let log = Log()
    let app = Node("app", log: log)
    let old = Flow<String>("rateOrder", .wait, log: log)
    app.attach(old)
    #expect(
      await app.run(Flow<String>("rateOrder", .finishLater("5 stars"), log: log)) == .success("5 stars"))
    #expect(old.flowEnd == .failure(.replacedByLink))
    #expect(
      log.lines == [
        "app attached rateOrder",
        "rateOrder ended: replacedByLink", "app detached rateOrder",
        "app attached rateOrder",
        "rateOrder ended: finished", "app detached rateOrder",
      ])
  }

  @Test func runningUnderAnEndedParentCancelsTheFlow() async {
    let app = Node("app")
    app.cancel(.userWentBack)
    let flow = Flow<Int>("transfer", .finishAtOnce(1))
    #expect(await app.run(flow) == .failure(.parentEnded))
    #expect(flow.parent == nil)
  }

  @Test func cancellingTheAwaitingTaskCancelsTheFlow() async {
    let app = Node("app")
    let flow = Flow<Int>("transfer", .wait)
    let task = Task { await app.run(flow, ifTaskCancelled: .replacedByLink) }
    await withCheckedContinuation { attached in
      app.whenAttached("transfer") { _ in attached.resume() }
    }
    #expect(app.children.map(\.container) == ["transfer"])
    task.cancel()
    #expect(await task.value == .failure(.replacedByLink))
    #expect(app.children.isEmpty)
  }

  // MARK: - Ending with the parent

  @Test func childrenEndWithTheirParentDeepestFirst() async {
    let log = Log()
    let app = Node("app")
    let home = Node("home", log: log)
    let dashboard = Node("dashboard", log: log)
    let card = Node("card", log: log)
    let cardDetail = Node("cardDetail", log: log)
    let settings = Node("settings", log: log)
    let notifications = Node("notifications", log: log)
    app.attach(home)
    home.attach(dashboard)
    dashboard.attach(card)
    card.attach(cardDetail)
    home.attach(settings)
    settings.attach(notifications)
    log.lines = []

    #expect(home.cancel(.replacedByLink))
    #expect(
      log.lines.filter { $0.contains("ended") } == [
        "cardDetail ended: parentEnded",
        "notifications ended: parentEnded",
        "card ended: parentEnded",
        "settings ended: parentEnded",
        "dashboard ended: parentEnded",
        "home ended: replacedByLink",
      ])
    for coordinator in [home, dashboard, card, cardDetail, settings, notifications] {
      #expect(!coordinator.isActive)
      #expect(coordinator.children.isEmpty)
      #expect(coordinator.parent == nil)
    }
    #expect(app.children.isEmpty)
    #expect(app.isActive)
  }

  @Test func anAwaitedFlowEndsWithItsParent() async {
    let log = Log()
    let home = Node("home", log: log)
    let transfer = Flow<Int>("transfer", .wait, log: log)
    home.whenAttached("transfer") { _ in home.cancel(.userWentBack) }
    #expect(await home.run(transfer) == .failure(.parentEnded))
    #expect(
      log.lines.filter { $0.contains("ended") } == [
        "transfer ended: parentEnded", "home ended: userWentBack",
      ])
  }

  // MARK: - Pruning by navigation state

  @Test func pruneEndsTheCoordinatorsOfContainersThatAreGone() {
    let log = Log()
    let app = Node(
      "app",
      factory: CoordinatorFixtures.factory(
        ["home", "dashboard", "settings", "support", "login"], log: log))
    _ = app.child(for: "home")?.child(for: "dashboard")
    _ = app.child(for: "home")?.child(for: "settings")
    _ = app.child(for: "support")
    log.lines = []

    // The support sheet is still presented: nothing goes.
    let withSupport = BankNavigation.state(BankNavigation.home(), modals: [BankNavigation.supportSheet])
    #expect(app.prune(keeping: withSupport, reason: .userWentBack) == [])

    // The person swiped the sheet away.
    #expect(app.prune(keeping: BankNavigation.signedInStart, reason: .userWentBack) == ["support"])
    #expect(
      app.treeDescription == """
        app (Node)
          home (Node)
            dashboard (Node)
            settings (Node)
        """)

    // Signed out: the app switched from home to login.
    _ = app.child(for: "login")
    log.lines = []
    #expect(app.prune(keeping: BankNavigation.signedOutStart, reason: .replacedByLink) == ["home"])
    #expect(
      log.lines.filter { $0.contains("ended") } == [
        "settings ended: parentEnded", "dashboard ended: parentEnded", "home ended: replacedByLink",
      ])
    #expect(app.treeDescription == "app (Node)\n  login (Node)")
  }

  @Test func pruneListsEachGoneBranchOnceInTreeOrder() {
    let app = Node("app")
    let home = Node("home")
    app.attach(home)
    home.attach(Node("profile"))
    home.attach(Node("dashboard"))
    app.attach(Node("support"))
    let state = NavigationState(
      root: .flows("app", showing: .tabs("home", [.stack("dashboard", [Screen("d")])])))
    #expect(app.prune(keeping: state, reason: .replacedByLink) == ["profile", "support"])
    #expect(app.treeDescription == "app (Node)\n  home (Node)\n    dashboard (Node)")
  }

  // MARK: - Leaks

  /// A soak (``Soak``): the first 1,000 flows by default, all 10,000 with `WAYFINDER_SOAK=1`.
  @Test func tenThousandFlowsLeaveNoCoordinatorBehind() async {
    let flows = Soak.count(full: 10_000, byDefault: 1_000)
    let registry = Registry()
    let app = Node("app", factory: CoordinatorFixtures.factory(["step"], registry: registry))
    var ends: [String: Int] = [:]
    for index in 0..<flows {
      let plan: Flow<Int>.Plan =
        switch index % 4 {
        case 0: .finishAtOnce(index)
        case 1: .finishLater(index)
        case 2: .cancelLater(.userWentBack)
        default: .cancelLater(.replacedByLink)
        }
      let flow = Flow<Int>("flow", plan)
      registry.track(flow)
      if index % 2 == 1 {
        // Half the flows make a child on demand (the app's factory) once they attach, and
        // wait for it; it must go with them.
        app.whenAttached("flow") { flow in
          flow.whenAttached("step") { _ in }
          _ = flow.child(for: "step")
        }
      }
      let end = await app.run(flow)
      let key =
        switch end {
        case .success(let output): output == index ? "finished" : "finished with \(output)"
        case .failure(let reason): "cancelled(\(reason))"
        }
      ends[key, default: 0] += 1
    }
    #expect(
      ends == [
        "finished": flows / 2, "cancelled(userWentBack)": flows / 4, "cancelled(replacedByLink)": flows / 4,
      ])
    #expect(app.children.isEmpty)
    // Each flow, and a step for every other one.
    #expect(registry.count == flows + flows / 2)
    #expect(registry.alive == 0)
  }
}
