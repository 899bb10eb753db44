import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// The shipped manifests, found from this file's place in the repository.
enum ShippedManifest: String, CaseIterable, CustomTestStringConvertible {
  case bank = "bank.yaml"
  case bankJSON = "bank.json"
  case messenger = "messenger.yaml"
  case recipes = "recipes.yaml"

  static var folder: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/WayfinderToolingTests/ManifestFixtures.swift
    return parts.joined(separator: "/") + "/Manifests"
  }

  var path: String { "\(Self.folder)/\(rawValue)" }

  func app() throws -> ToolApp { try Manifest.load(contentsOf: path) }

  var testDescription: String { rawValue }
}

/// Everything a session shows of a run, compared between an app declared in Swift and the
/// same app read from a manifest.
struct ManifestRunSummary: Equatable, CustomStringConvertible {
  struct Link: Equatable {
    var link: String
    var route: String?
    var outcome: LinkOutcome?
    var steps: [Step]
  }
  var links: [Link]
  var state: NavigationState
  var pendingGuards: [String]
  var notifications: [String]
  var isInterrupted: Bool

  @MainActor
  init(_ session: ToolSession) {
    links = session.links.map { Link(link: $0.link, route: $0.route, outcome: $0.outcome, steps: $0.steps) }
    state = session.state
    pendingGuards = session.pendingGuards
    notifications = session.notifications
    isInterrupted = session.isInterrupted
  }

  var description: String {
    let lines = links.map { link in
      "\(link.link) → \(link.route ?? "no route"): \(link.outcome.map(\.description) ?? "pending") "
        + "[\(link.steps.map(\.description).joined(separator: "; "))]"
    }
    return (lines + ["\(state)", "guards \(pendingGuards), notified \(notifications)"]).joined(
      separator: "\n")
  }
}

/// How a link is opened: signed in or out, sign-in completed or cancelled, held until the
/// app is ready, superseded, expired; an interrupting flow it starts is completed, unless
/// the scenario cancels it.
enum ManifestLinkScenario: String, CaseIterable, CustomTestStringConvertible {
  case signedIn
  case signInCompleted
  case signInCancelled
  case heldUntilReady
  case heldPastTimeToLive
  case supersededWhileWaiting
  case interruptionCancelled

  var testDescription: String { rawValue }

  @MainActor
  func run(_ link: String, on app: ToolApp, then next: String) async -> ManifestRunSummary {
    let signedIn = ![.signInCompleted, .signInCancelled, .supersededWhileWaiting].contains(self)
    let ready = ![.heldUntilReady, .heldPastTimeToLive].contains(self)
    let session = ToolSession(app: app, signedIn: signedIn, ready: ready)
    await session.open(link)
    switch self {
    case .signedIn, .interruptionCancelled: break
    case .signInCompleted: await session.signIn()
    case .signInCancelled: await session.cancelSignIn()
    case .heldUntilReady:
      await session.open(next)
      await session.becomeReady()
    case .heldPastTimeToLive:
      await session.advance(by: .seconds(61))
      await session.becomeReady()
    case .supersededWhileWaiting:
      await session.open(next)
      await session.signIn()
    }
    if session.isInterrupted {
      await session.endInterruption(self == .interruptionCancelled ? .cancelled : .completed(["rating": "5"]))
    }
    return ManifestRunSummary(session)
  }
}

/// What reading one link gave, as a value.
struct ManifestReadingSummary: Equatable {
  var normalized: NormalizedLink?
  var pattern: String?
  var parameters: [String]
  var route: String?
  var error: LinkError?

  init(_ reading: ToolApp.Reading) {
    normalized = reading.normalized
    pattern = reading.pattern
    parameters = reading.parameters.map { "\($0.name)=\($0.value)" }
    route = reading.route
    error = reading.error
  }
}

/// The graph's answers for every container and screen, as one comparable value.
struct ManifestGraphSummary: Equatable {
  var screens: [String]
  var containers: [String]
  var paths: [String: [String]]
  var initialContainers: [String: Container]
  var initialState: NavigationState
  var stacks: [String: [String]]
  var guards: [String: [String]]
  var backStacks: [String: [Screen]]
  var targets: [String: String]

  init(_ graph: NavigationGraph, from states: [NavigationState]) {
    screens = graph.screenNames
    containers = graph.containerNames
    paths = Dictionary(uniqueKeysWithValues: graph.containerNames.map { ($0, graph.path(to: $0)) })
    initialContainers = Dictionary(
      uniqueKeysWithValues: graph.containerNames.compactMap { name in
        graph.initialContainer(name).map { (name, $0) }
      })
    initialState = graph.initialState
    stacks = Dictionary(uniqueKeysWithValues: graph.screenNames.map { ($0, graph.stacks(of: $0)) })
    // Every parameter any reference app uses, so that each back stack passes its own on.
    let parameters = ["cardID": "7", "postID": "5", "channelID": "1234", "orderID": "3"]
    var guards: [String: [String]] = [:]
    var backStacks: [String: [Screen]] = [:]
    var targets: [String: String] = [:]
    for name in graph.screenNames {
      for stack in graph.stacks(of: name) {
        guards["\(name) in \(stack)"] = graph.guards(for: name, in: stack)
        let screen = Screen(name, parameters: parameters)
        backStacks["\(name) in \(stack)"] = graph.backStack(for: screen, in: stack)
        for (index, state) in states.enumerated() {
          let target = Result { () throws(GraphError) in try graph.target(for: screen, in: stack, from: state)
          }
          targets["\(name) in \(stack) from \(index)"] =
            switch target {
            case .success(let state): "\(state)"
            case .failure(let error): "\(error)"
            }
        }
      }
    }
    self.guards = guards
    self.backStacks = backStacks
    self.targets = targets
  }
}
