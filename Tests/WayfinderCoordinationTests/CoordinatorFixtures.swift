import WayfinderCoordination

/// Coordinators that record what happens to them, for the coordinator tests.
enum CoordinatorFixtures {
  /// What the coordinators did, in order, one line each.
  @MainActor
  final class Log {
    var lines: [String] = []
  }

  /// Every coordinator a test made, held weakly, to prove they are all freed.
  @MainActor
  final class Registry {
    private struct Entry {
      weak var coordinator: Coordinator?
    }
    private var entries: [Entry] = []

    /// How many coordinators were made.
    var count: Int { entries.count }
    /// How many of them are still alive.
    var alive: Int { entries.count(where: { $0.coordinator != nil }) }

    func track(_ coordinator: Coordinator) {
      entries.append(Entry(coordinator: coordinator))
    }
  }

  /// A coordinator that records its hooks in a log and responds to the requests it is told to.
  @MainActor
  class Node: Coordinator {
    let log: Log?
    let requests: Set<String>

    init(
      _ container: String, log: Log? = nil, responds requests: Set<String> = [],
      factory: (@MainActor (String, Coordinator) -> Coordinator?)? = nil
    ) {
      self.log = log
      self.requests = requests
      super.init(container: container, factory: factory)
    }

    override func start() { log?.lines.append("\(container) started") }
    override func didAttach(_ child: Coordinator) {
      log?.lines.append("\(container) attached \(child.container)")
    }
    override func didDetach(_ child: Coordinator) {
      log?.lines.append("\(container) detached \(child.container)")
    }
    override func didEnd(_ reason: CancellationReason?) {
      log?.lines.append("\(container) ended: \(reason?.description ?? "finished")")
    }
    override func canRespond(to request: ResponderRequest) -> Bool { requests.contains(request.name) }
    override func respond(to request: ResponderRequest) async {
      log?.lines.append("\(container) responds to \(request)")
    }
  }

  /// A searchable coordinator, for `firstReceiver(as:where:)` with a protocol type.
  protocol Searchable: AnyObject {
    var scope: String { get }
  }

  /// A ``Node`` that is ``Searchable``.
  final class SearchableNode: Node, Searchable {
    let scope: String

    init(_ container: String, scope: String) {
      self.scope = scope
      super.init(container)
    }
  }

  /// A flow that, once started, ends as it is told: at once, or a turn of the main actor later.
  final class Flow<Value: Sendable>: FlowCoordinator<Value> {
    enum Plan {
      /// Does nothing; the test ends it.
      case wait
      /// Finishes with the value inside `start()`.
      case finishAtOnce(Value)
      /// Finishes with the value from a task, after the parent has begun to wait.
      case finishLater(Value)
      /// Is cancelled for the reason from a task, after the parent has begun to wait.
      case cancelLater(CancellationReason)
    }

    let plan: Plan
    let log: Log?

    init(_ container: String, _ plan: Plan, log: Log? = nil) {
      self.plan = plan
      self.log = log
      super.init(container: container)
    }

    override func start() {
      switch plan {
      case .wait: break
      case .finishAtOnce(let value): finish(value)
      case .finishLater(let value): Task { self.finish(value) }
      case .cancelLater(let reason): Task { self.cancel(reason) }
      }
    }

    override func didEnd(_ reason: CancellationReason?) {
      log?.lines.append("\(container) ended: \(reason?.description ?? "finished")")
    }
  }

  /// A factory that makes a ``Node`` for each name in `known`, logging and counting.
  @MainActor
  static func factory(
    _ known: Set<String>, log: Log? = nil, registry: Registry? = nil
  ) -> @MainActor (String, Coordinator) -> Coordinator? {
    { container, parent in
      guard known.contains(container) else { return nil }
      log?.lines.append("made \(container) for \(parent.container)")
      let node = Node(container, log: log)
      registry?.track(node)
      return node
    }
  }
}
