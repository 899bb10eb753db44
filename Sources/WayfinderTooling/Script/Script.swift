import Foundation
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting
import Yams

/// A script of events for `wayfinder play`, for QA and CI golden-link checks, and for apps'
/// own tests (``ScriptRunner``): which app, signed in or not, ready or not, then steps.
///
/// ```yaml
/// app: bank            # or manifest: path/to/app.yaml
/// signedIn: true       # default true
/// guards: {pinFresh: pending}   # each guard on its own: passes, fails or pending
/// ready: true          # false: links are held until a `ready` step
/// steps:
///   - open: bank://settings/notifications
///   - present: support
///   - open: bank://cards/7
///   - expect: {top: "card(7)", outcome: handled}
/// ```
public struct Script: Sendable {
  /// Where the script's app comes from.
  public enum AppSource: Sendable, Hashable {
    case embedded(EmbeddedApp)
    /// A manifest's path, as written (relative to the script's folder).
    case manifest(String)
  }

  /// One step, and the line it is on.
  public struct Line: Sendable {
    public var step: ScriptStep
    public var line: Int
  }

  public var app: AppSource
  public var signedIn: Bool
  /// How each guard named answers at the start, on its own; the others follow ``signedIn``.
  public var guards: [String: ToolSession.GuardState] = [:]
  /// The line of `guards`, for messages.
  package var guardsLine = 0
  public var ready: Bool
  /// The app's windows, by name (`windows: [main, side]`): each a session of its own, the first
  /// active; links go through a `SceneRouter`. Empty: one window, no router.
  public var windows: [String] = []
  /// Whether a link goes to the window that already shows its screen
  /// (`windowShowingLink: true`; `SceneRouter.Arrival.windowShowingLink`), else the active one.
  public var windowShowingLink = false
  public var steps: [Line]
  /// What the app decides for the routes its manifest leaves to it (`decisions:`).
  package var decisions: [(key: ScreenText, decision: ScriptDecision)] = []
  /// The file the script was read from, for messages.
  public var file: String

  /// Reads a script from YAML (or JSON) text.
  public static func parse(_ text: String, file: String = "script.yaml") throws(SourceError) -> Script {
    let source = SourceText(text, file: file)
    let root = try source.compose()
    let document = try source.mapping(root, "a script: a mapping with `steps`")
    var fields = SourceFields(document, in: source)
    var script = Script(app: .embedded(.bank), signedIn: true, ready: true, steps: [], file: file)
    if let node = fields.take("app") {
      let name = try source.string(node, "an embedded app name")
      guard let app = EmbeddedApp(rawValue: name) else {
        throw source.error(
          at: node, "there is no embedded app \"\(name)\"",
          expected: EmbeddedApp.allCases.map(\.rawValue).joined(separator: ", "))
      }
      script.app = .embedded(app)
    }
    if let node = fields.take("manifest") {
      if fields.had("app") { throw source.error(at: node, "a script names `app` or `manifest`, not both") }
      script.app = .manifest(try source.string(node, "the path of a manifest"))
    }
    if let node = fields.take("signedIn") { script.signedIn = try source.bool(node) }
    if let node = fields.take("guards") {
      script.guards = try Self.guardStates(node, in: source)
      script.guardsLine = node.mark?.line ?? 0
    }
    if let node = fields.take("ready") { script.ready = try source.bool(node) }
    if let node = fields.take("windows") { script.windows = try Self.windows(node, in: source) }
    if let node = fields.take("windowShowingLink") {
      guard !script.windows.isEmpty else {
        throw source.error(at: node, "`windowShowingLink` needs `windows`", expected: "windows: [main, side]")
      }
      script.windowShowingLink = try source.bool(node)
    }
    guard let stepsNode = fields.take("steps") else {
      throw source.error(at: root, "the script has no `steps`", expected: "steps: a list of steps")
    }
    if let node = fields.take("decisions") { script.decisions = try Self.decisions(node, in: source) }
    try fields.finish(known: [
      "app", "manifest", "signedIn", "guards", "ready", "windows", "windowShowingLink", "steps", "decisions",
    ])
    guard case .sequence(let sequence) = stepsNode else {
      throw source.error(at: stepsNode, "`steps` is not a list", expected: "a list: `- open: LINK`, …")
    }
    var ready = script.ready
    for node in sequence {
      let step = try ScriptStep(node, in: source)
      if case .restore = step, ready {
        throw source.error(
          at: node, "a restoration runs at launch, before the app is ready",
          expected: "`ready: false` at the top, and a `ready` step after `restore:`")
      }
      if case .ready = step { ready = true }
      script.steps.append(Line(step: step, line: node.mark?.line ?? 0))
    }
    return script
  }

  /// Reads the script at `path`.
  public static func load(contentsOf path: String) throws(SourceError) -> Script {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw SourceError(
        file: path, line: nil, column: nil, reason: "cannot read the script: \(error.localizedDescription)")
    }
    return try parse(text, file: path)
  }
}

/// One event of a script.
public enum ScriptStep: Sendable, Hashable, CustomStringConvertible {
  /// Opens a link.
  case open(String)
  /// Opens a link that arrives from a notification, a universal link, Handoff or a shortcut
  /// (`open: {link: …, from: notification}`): a rewrite for that source runs on it.
  case arrive(String, from: LinkSource)
  /// A notification arrives whose payload holds these values: the link under `link`, or the
  /// one the app's payload links make of them (`notification: {type: order, order: 7}`).
  case notification([String: String])
  /// The user pushes a screen onto the stack on screen.
  case push(ScreenText)
  /// The user presents a modal by its root screen.
  case present(ScreenText)
  /// The user goes back: pops the stack on screen, or dismisses a modal showing its root.
  case back
  /// The user selects a tab.
  case selectTab(String)
  /// The user hides a tab in iOS 18's sidebar (`hideTab: NAME`), or shows it again
  /// (`showTab: NAME`).
  case hideTab(String, hidden: Bool)
  /// Checks what is on screen and what became of a link (the last one, unless it names one).
  case expect(Expectation)
  /// A link arrives in a window of the script's `windows`
  /// (`open: {link: …, window: side}`): the system hands it to that window, and the app's
  /// `SceneRouter` opens it in the window it names.
  case arriveIn(String, from: LinkSource, window: String)
  /// A window of the script's `windows` becomes active, closes or opens again.
  case window(WindowEvent)
  /// Completes a pending sign-in.
  case signIn
  /// Cancels a pending sign-in.
  case cancelSignIn
  /// Says how the guards named answer from now on, each on its own: one that passes lets the
  /// link waiting for it go on, one that fails ends it, one pending makes links wait.
  case guards([String: ToolSession.GuardState])
  /// Completes the interrupting flow with a result.
  case finish([String: String])
  /// Cancels the interrupting flow.
  case cancelFlow
  /// Answers "yes" to a link asking to close a screen (unsaved edits discarded): it goes on.
  case allowClose
  /// Answers "no": the screen stays, and the link ends close-refused.
  case refuseClose
  /// Moves the clock.
  case advance(Duration)
  /// The app says it is ready for links.
  case ready
  /// The app restores a saved state at launch, before it is ready.
  case restore(NavigationState)

  public var description: String {
    switch self {
    case .open(let link): "open \(link)"
    case .arrive(let link, let source): "open \(link) from \(source.rawValue)"
    case .notification(let payload):
      "notification {"
        + payload.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    case .push(let screen): "push \(screen)"
    case .present(let screen): "present \(screen)"
    case .back: "back"
    case .selectTab(let tab): "selectTab \(tab)"
    case .hideTab(let tab, let hidden): "\(hidden ? "hideTab" : "showTab") \(tab)"
    case .expect: "expect"
    case .arriveIn(let link, let source, let window):
      "open \(link)\(source == .url ? "" : " from \(source.rawValue)") in window \(window)"
    case .window(let event): event.description
    case .signIn: "signIn"
    case .cancelSignIn: "cancelSignIn"
    case .guards(let states): "guards " + Script.describe(states)
    case .finish(let result):
      "finish"
        + (result.isEmpty
          ? ""
          : " {" + result.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            + "}")
    case .cancelFlow: "cancelFlow"
    case .allowClose: "allowClose"
    case .refuseClose: "refuseClose"
    case .advance(let duration): "advance \(ScriptStep.format(duration))"
    case .ready: "ready"
    case .restore(let state): "restore " + state.visiblePath.joined(separator: " › ")
    }
  }

  static let bareSteps: [String: ScriptStep] = [
    "back": .back, "signIn": .signIn, "cancelSignIn": .cancelSignIn, "cancelFlow": .cancelFlow,
    "ready": .ready, "finish": .finish([:]), "allowClose": .allowClose, "refuseClose": .refuseClose,
  ]
  static let keyedSteps = [
    "open", "push", "present", "selectTab", "hideTab", "showTab", "expect", "finish", "advance", "restore",
    "guards", "notification", "activate", "closeWindow", "openWindow",
  ]

  init(_ node: Node, in source: SourceText) throws(SourceError) {
    let expected =
      "a step: " + (Self.keyedSteps.map { "\($0): …" } + Self.bareSteps.keys.sorted()).joined(separator: ", ")
    if case .scalar(let scalar) = node {
      guard let step = Self.bareSteps[scalar.string] else {
        throw source.error(
          at: node,
          "unknown step \"\(scalar.string)\""
            + source.suggestion(scalar.string, among: Array(Self.bareSteps.keys) + Self.keyedSteps),
          expected: expected)
      }
      self = step
      return
    }
    guard case .mapping(let mapping) = node, mapping.count == 1, let (keyNode, value) = mapping.first,
      let key = keyNode.string
    else {
      throw source.error(at: node, "a step is one word or one `key: value`", expected: expected)
    }
    switch key {
    case "open":
      guard case .mapping(let fields) = value else {
        self = .open(try source.string(value, "a link"))
        return
      }
      self = try Self.arrival(fields, at: value, in: source)
    case "notification":
      let payload = try source.mapping(
        value, "the payload's values: a mapping such as {type: order, order: 7}")
      var values: [String: String] = [:]
      for (name, item) in payload {
        values[try source.string(name, "a key")] = try source.string(item, "a value")
      }
      self = .notification(values)
    case "push": self = .push(try source.screen(value))
    case "present": self = .present(try source.screen(value))
    case "selectTab": self = .selectTab(try source.string(value, "a tab's name"))
    case "hideTab", "showTab":
      self = .hideTab(try source.string(value, "a tab's name"), hidden: key == "hideTab")
    case "activate": self = .window(.activate(try source.string(value, "a window's name")))
    case "closeWindow": self = .window(.close(try source.string(value, "a window's name")))
    case "openWindow": self = .window(.open(try source.string(value, "a window's name")))
    case "advance": self = .advance(try source.duration(value))
    case "finish":
      let result = try source.mapping(value, "the flow's result: a mapping such as {rating: 5}")
      var values: [String: String] = [:]
      for (name, item) in result {
        values[try source.string(name, "a name")] = try source.string(item, "a value")
      }
      self = .finish(values)
    case "expect":
      self = .expect(try Expectation(value, in: source))
    case "restore":
      self = .restore(try Self.savedState(value, in: source))
    case "guards":
      self = .guards(try Script.guardStates(value, in: source))
    default:
      throw source.error(
        at: keyNode,
        "unknown step \"\(key)\""
          + source.suggestion(key, among: Self.keyedSteps + Array(Self.bareSteps.keys)),
        expected: expected)
    }
  }

  package static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return "\(seconds)s" }
    return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms"
  }
}

extension ScriptStep {
  /// `open: {link: LINK, from: SOURCE}`: a link and where it came from.
  static func arrival(_ fields: Node.Mapping, at node: Node, in source: SourceText) throws(SourceError)
    -> ScriptStep
  {
    let names = LinkSource.allCases.filter { $0 != .app }.map(\.rawValue)
    var link: String?
    var from = LinkSource.url
    var window: String?
    for (keyNode, value) in fields {
      switch keyNode.string {
      case "link": link = try source.string(value, "a link")
      case "window": window = try source.string(value, "a window's name")
      case "from":
        let name = try source.string(value, "a link source")
        guard let found = LinkSource(rawValue: name), found != .app else {
          throw source.error(
            at: value, "unknown link source \"\(name)\"" + source.suggestion(name, among: names),
            expected: names.joined(separator: ", "))
        }
        from = found
      default:
        throw source.error(
          at: keyNode, "unknown key \"\(keyNode.string ?? "")\" of `open`",
          expected: "link: LINK, from: SOURCE, window: WINDOW")
      }
    }
    guard let link else {
      throw source.error(at: node, "`open` names no link", expected: "{link: LINK, from: notification}")
    }
    if let window { return .arriveIn(link, from: from, window: window) }
    return .arrive(link, from: from)
  }
}
