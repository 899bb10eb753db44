import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting

/// Turns a read manifest into an app: looks up every name, builds the navigation graph and the
/// route table, and makes the start states, reporting each mistake where it was written.
struct ManifestCompiler {
  typealias Document = ManifestDocument

  let source: ManifestSource
  let document: Document
  /// The containers by name.
  let containers: [String: Document.Container]
  /// The screens pushed in stacks, by name (the first declaration of a name).
  let pushed: [String: Document.Screen]
  /// The containers whose root each screen is, by the screen's name, in the order declared.
  let roots: [String: [Document.Container]]

  init(source: ManifestSource, document: Document) {
    self.source = source
    self.document = document
    containers = Dictionary(document.containers.map { ($0.name.value, $0) }) { first, _ in first }
    pushed = Dictionary(document.screens.map { ($0.name.value, $0) }) { first, _ in first }
    var roots: [String: [Document.Container]] = [:]
    for container in document.containers {
      if let root = container.root { roots[root.value, default: []].append(container) }
    }
    self.roots = roots
  }

  /// Every screen name the manifest declares, roots first, in the order written.
  var screenNames: [String] {
    var seen: Set<String> = []
    let names = document.containers.compactMap(\.root?.value) + document.screens.map(\.name.value)
    return names.filter { seen.insert($0).inserted }
  }

  /// The traits of the screen named `name`: a pushed screen's, or a stack's or modal's root's.
  func traits(of name: String) -> Screen.Traits {
    if let node = pushed[name] { return node.traits }
    return document.containers.first { $0.root?.value == name }?.rootTraits ?? []
  }

  /// The stacks a screen lives in: its containers' as a root, or its `in`.
  func stacks(of screen: String) -> [String] {
    if let node = pushed[screen] { return node.stacks.map(\.value) }
    return roots[screen]?.map(\.name.value) ?? []
  }

  /// The app the manifest declares.
  func compile() throws(ManifestError) -> ToolApp {
    let graph = try buildGraph()
    let guards = try compileGuards()
    let routes = try buildRoutes()
    let rewrites = try compileRewrites(for: routes)
    let payloadLinks = try compilePayloadLinks(for: routes)
    let signedIn = try document.signedIn.map { start throws(ManifestError) in try startState(start, graph) }
    let signedOut = try document.signedOut.map { start throws(ManifestError) in try startState(start, graph) }
    var app = ToolApp(
      name: document.app.value, routes: routes, graph: graph, guards: guards,
      dispatchPolicy: document.dispatchPolicy, timeToLive: document.timeToLive,
      animatesLastStep: document.animatesLastStep, signedInStart: signedIn,
      signedOutStart: signedOut, coordinators: nil, rewrites: rewrites, payloadLinks: payloadLinks,
      duplicateWindow: document.duplicateWindow,
      choices: { route in if case .decision(let among, _)? = route.app { among } else { nil } },
      deciding: { route, _, decide in route.destination(deciding: decide) })
    app.acknowledgements = document.acknowledgements.map(\.compiled)
    // What `generate` would refuse, for `lint` to report first.
    do { _ = try generationModel() } catch { app.generateRefusal = error }
    return app
  }

  private func compileGuards() throws(ManifestError) -> [ToolApp.Guard] {
    var guards: [ToolApp.Guard] = []
    for spec in document.guards {
      try requireScreen(spec.shows)
      guards.append(
        ToolApp.Guard(spec.name.value, showing: Screen(spec.shows.value), waitLimit: spec.waitLimit))
    }
    return guards
  }

  /// Checks that `name` is a declared screen.
  func requireScreen(_ name: Located<String>) throws(ManifestError) {
    guard stacks(of: name.value).isEmpty else { return }
    throw unknown("screen", name, among: screenNames, expected: "a screen the manifest declares")
  }

  /// Checks that `name` is a declared container.
  @discardableResult
  func requireContainer(_ name: Located<String>, expected: String = "a container the graph declares")
    throws(ManifestError) -> Document.Container
  {
    if let container = containers[name.value] { return container }
    throw unknown("container", name, among: document.containers.map(\.name.value), expected: expected)
  }

  /// `unknown screen "dashbord" (did you mean "dashboard"?); expected …`.
  func unknown(_ what: String, _ name: Located<String>, among names: [String], expected: String)
    -> ManifestError
  {
    var message = "unknown \(what) \"\(name.value)\""
    if let guess = Suggestion.closest(to: name.value, among: names) {
      message += " (did you mean \"\(guess)\"?)"
    }
    return source.error(.unknownName, message, expected: expected, at: name.mark)
  }
}
