import Testing
import WayfinderCoordination

private typealias Log = CoordinatorFixtures.Log
private typealias Node = CoordinatorFixtures.Node
private typealias SearchableNode = CoordinatorFixtures.SearchableNode
private typealias Searchable = CoordinatorFixtures.Searchable

/// The bank app's tree, built by hand: app › home › [dashboard › card, settings].
@MainActor
private struct BankTree {
  let app: Node
  let home: Node
  let dashboard: Node
  let card: Node
  let settings: Node

  init(log: Log? = nil) {
    app = Node("app", log: log)
    home = Node("home", log: log)
    dashboard = Node("dashboard", log: log, responds: ["search", "help"])
    card = Node("card", log: log, responds: ["search", "freeze"])
    settings = Node("settings", log: log, responds: ["search", "freeze", "logout"])
    app.attach(home)
    home.attach(dashboard)
    dashboard.attach(card)
    home.attach(settings)
  }
}

@MainActor
@Suite struct CoordinatorTests {
  // MARK: - Children on demand

  @Test func childIsMadeOnDemandOnce() {
    let log = Log()
    let app = Node("app", factory: CoordinatorFixtures.factory(["home"], log: log))
    #expect(app.children.isEmpty)

    let home = app.child(for: "home")
    #expect(home?.container == "home")
    #expect(home?.parent === app)
    #expect(app.child(for: "home") === home)
    #expect(app.child(for: "home") === home)
    #expect(app.children.map(\.container) == ["home"])
    #expect(log.lines == ["made home for app", "home started"])
  }

  @Test func unknownContainerMakesNoChild() {
    let app = Node("app", factory: CoordinatorFixtures.factory(["home"]))
    #expect(app.child(for: "nowhere") == nil)
    #expect(app.attachedChild(for: "home") == nil)
    #expect(app.children.isEmpty)
    #expect(Node("orphan").child(for: "home") == nil)
  }

  @Test func descendantsUseTheNearestAncestorsFactory() {
    let log = Log()
    let app = Node("app", factory: CoordinatorFixtures.factory(["home", "dashboard", "card"], log: log))
    let card = app.child(for: "home")?.child(for: "dashboard")?.child(for: "card")
    #expect(card?.path == ["app", "home", "dashboard", "card"])
    #expect(
      log.lines == [
        "made home for app", "home started",
        "made dashboard for home", "home attached dashboard", "dashboard started",
        "made card for dashboard", "dashboard attached card", "card started",
      ])

    // A coordinator's own factory wins over its ancestors'.
    let home = app.child(for: "home")
    home?.factory = CoordinatorFixtures.factory(["profile"], log: log)
    #expect(home?.child(for: "profile")?.path == ["app", "home", "profile"])
    #expect(home?.child(for: "settings") == nil)
  }

  @Test func aChildForAnotherContainerIsRefused() {
    let app = Node(
      "app", factory: { _, _ in Node("somethingElse") })
    #expect(app.child(for: "home") == nil)
    #expect(app.children.isEmpty)
  }

  @Test func attachRefusesMisuse() {
    let tree = BankTree()
    let (app, home, dashboard) = (tree.app, tree.home, tree.dashboard)
    #expect(!home.attach(home))  // itself
    #expect(!dashboard.attach(app))  // an ancestor
    #expect(!app.attach(dashboard))  // has a parent
    #expect(!home.attach(Node("dashboard")))  // a sibling owns the container

    let ended = Node("profile")
    ended.cancel(.userWentBack)
    #expect(!home.attach(ended))  // has ended
    app.cancel(.userWentBack)
    #expect(!app.attach(Node("login")))  // the parent has ended
    #expect(app.children.isEmpty)
  }

  @Test func attachRunsHooksThenStartThenCallbacks() {
    let log = Log()
    let app = Node("app", log: log)
    app.whenAttached("home") { child in log.lines.append("callback with \(child.container)") }
    #expect(app.attach(Node("home", log: log)))
    #expect(log.lines == ["app attached home", "home started", "callback with home"])
  }

  // MARK: - whenAttached

  @Test func whenAttachedFiresOnceWhenTheChildAttachesLater() {
    let app = Node("app", factory: CoordinatorFixtures.factory(["home"]))
    var delivered: [String] = []
    let waiting = app.whenAttached("home") { delivered.append($0.path.joined(separator: "/")) }
    #expect(waiting.isPending)
    #expect(waiting.container == "home")
    #expect(delivered.isEmpty)

    let home = app.child(for: "home")
    #expect(delivered == ["app/home"])
    #expect(!waiting.isPending)

    // Asking again, or a new child for the same container, does not fire it again.
    _ = app.child(for: "home")
    home?.cancel(.userWentBack)
    _ = app.child(for: "home")
    #expect(delivered == ["app/home"])
  }

  @Test func whenAttachedFiresAtOnceWhenTheChildExists() {
    let app = Node("app", factory: CoordinatorFixtures.factory(["home"]))
    let home = app.child(for: "home")
    var delivered: [Coordinator] = []
    let waiting = app.whenAttached("home") { delivered.append($0) }
    #expect(delivered.count == 1)
    #expect(delivered.first === home)
    #expect(!waiting.isPending)
    _ = app.child(for: "home")
    #expect(delivered.count == 1)
  }

  @Test func whenAttachedCallbacksEachFireOnceInOrder() {
    let app = Node("app", factory: CoordinatorFixtures.factory(["home", "support"]))
    var delivered: [String] = []
    app.whenAttached("home") { _ in delivered.append("first") }
    app.whenAttached("support") { _ in delivered.append("support") }
    app.whenAttached("home") { _ in delivered.append("second") }
    _ = app.child(for: "home")
    #expect(delivered == ["first", "second"])
    _ = app.child(for: "support")
    #expect(delivered == ["first", "second", "support"])
  }

  @Test func aCancelledCallbackNeverFires() {
    let app = Node("app", factory: CoordinatorFixtures.factory(["home"]))
    var fired = 0
    let waiting = app.whenAttached("home") { _ in fired += 1 }
    #expect(waiting.cancel())
    #expect(!waiting.cancel())
    _ = app.child(for: "home")
    #expect(fired == 0)
    #expect(!waiting.isPending)
  }

  @Test func anEndedOwnerDropsItsCallbacks() {
    let app = Node("app", factory: CoordinatorFixtures.factory(["home"]))
    var fired = 0
    let before = app.whenAttached("home") { _ in fired += 1 }
    app.cancel(.replacedByLink)
    #expect(!before.isPending)
    let after = app.whenAttached("home") { _ in fired += 1 }
    #expect(!after.isPending)
    #expect(app.child(for: "home") == nil)
    #expect(fired == 0)
  }

  // MARK: - Paths and the printed tree

  @Test func pathRootAndTreeDescription() {
    let tree = BankTree()
    let (app, home, card) = (tree.app, tree.home, tree.card)
    #expect(card.path == ["app", "home", "dashboard", "card"])
    #expect(card.root === app)
    #expect(app.path == ["app"])
    #expect(
      app.treeDescription == """
        app (Node)
          home (Node)
            dashboard (Node)
              card (Node)
            settings (Node)
        """)
    home.cancel(.userWentBack)
    #expect(app.treeDescription == "app (Node)")
    #expect(home.treeDescription == "home (Node, ended)")
    #expect(card.path == ["card"])
  }

  // MARK: - Responders (depth first, a coordinator before its children)

  @Test(arguments: [
    ("search", "dashboard"),  // dashboard before its child card, and before settings
    ("freeze", "card"),  // the first branch, however deep, before a later one
    ("logout", "settings"),
    ("help", "dashboard"),
  ])
  func firstResponderIsDepthFirstFromTheRoot(request: String, responder: String) {
    let tree = BankTree()
    #expect(tree.app.firstResponder(for: ResponderRequest(request))?.container == responder)
  }

  @Test func firstResponderSearchesOnlyTheSubtree() {
    let tree = BankTree()
    #expect(tree.settings.firstResponder(for: ResponderRequest("search")) === tree.settings)
    #expect(tree.card.firstResponder(for: ResponderRequest("logout")) == nil)
    #expect(tree.app.firstResponder(for: ResponderRequest("transfer")) == nil)
  }

  @Test func becomeFirstResponderNamesTheBranchThenResponds() async {
    let log = Log()
    let tree = BankTree(log: log)
    log.lines = []
    let request = ResponderRequest("freeze", parameters: ["cardID": "7", "until": "friday"])
    let responder = tree.app.firstResponder(for: request)
    #expect(responder === tree.card)
    #expect(responder?.becomeFirstResponder() == ["app", "home", "dashboard", "card"])
    await responder?.respond(to: request)
    #expect(log.lines == ["card responds to freeze(cardID: 7, until: friday)"])
  }

  // MARK: - firstReceiver (breadth first)

  @MainActor
  private func recipesTree() -> (
    home: Node, meat: SearchableNode, veggie: SearchableNode, detail: SearchableNode
  ) {
    // home › [meat › detail, veggie]: detail comes first depth first, veggie breadth first.
    let home = Node("home")
    let meat = SearchableNode("meat", scope: "meat")
    let detail = SearchableNode("detail", scope: "recipe")
    let veggie = SearchableNode("veggie", scope: "veggie")
    home.attach(meat)
    meat.attach(detail)
    home.attach(veggie)
    return (home, meat, veggie, detail)
  }

  @Test func firstReceiverIsBreadthFirst() {
    let tree = recipesTree()
    #expect(tree.home.firstReceiver(as: (any Searchable).self)?.scope == "meat")
    // veggie (level 1) wins over detail (level 2), though detail is met first depth first.
    #expect(tree.home.firstReceiver(as: (any Searchable).self) { $0.scope != "meat" }?.scope == "veggie")
    #expect(tree.home.firstReceiver(as: SearchableNode.self) { $0.scope == "recipe" } === tree.detail)
    #expect(tree.home.firstReceiver(as: (any Searchable).self) { $0.scope == "fish" } == nil)
  }

  @Test func firstReceiverStartsWithItself() {
    let tree = recipesTree()
    #expect(tree.home.firstReceiver(as: Node.self) === tree.home)
    #expect(tree.meat.firstReceiver(as: SearchableNode.self) === tree.meat)
    #expect(tree.meat.firstReceiver(as: SearchableNode.self) { $0 !== tree.meat } === tree.detail)
    #expect(tree.home.firstReceiver(as: FlowCoordinator<Int>.self) == nil)
  }

  // MARK: - Values

  @Test func valuesPrintPlainly() {
    #expect(ResponderRequest("search").description == "search")
    #expect(ResponderRequest("search", parameters: ["q": "coffee"]).description == "search(q: coffee)")
    #expect(
      CancellationReason.allCases.map(\.description) == ["userWentBack", "replacedByLink", "parentEnded"])
  }
}
