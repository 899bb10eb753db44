import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) @_spi(Testing) import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// One rule set (issue 35, item 2): every manifest in the repository, read by `lint`,
/// `explain`, `open`, `play` and `generate`, with no disagreement. What `generate` refuses,
/// `lint` reports first under the same code; what `explain` says of a route's example link is
/// what `open` does and what a script that opens it expects.
@MainActor
@Suite struct RuleSetTests {
  /// A manifest of the repository, by its path from the repository's root.
  struct RepositoryManifest: CustomTestStringConvertible, Sendable {
    var path: String
    var testDescription: String { path }
    var fullPath: String { "\(RuleSetTests.root)/\(path)" }
  }

  nonisolated static var root: String { ShippedManifest.folder + "/.." }

  /// Every YAML or JSON file of the repository that is a manifest (a top-level `app:` and no
  /// `steps:`, which makes a script), broken ones included; build folders and hidden ones
  /// left out.
  nonisolated static let manifests: [RepositoryManifest] = {
    let manager = FileManager.default
    var found: [String] = []
    var folders = [""]
    while let folder = folders.popLast() {
      let names = (try? manager.contentsOfDirectory(atPath: "\(root)/\(folder)")) ?? []
      for name in names.sorted() where !name.hasPrefix(".") {
        let path = folder.isEmpty ? name : "\(folder)/\(name)"
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: "\(root)/\(path)", isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
          folders.append(path)
        } else if [".yaml", ".yml", ".json"].contains(where: name.hasSuffix),
          let text = try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8), isManifest(text)
        {
          found.append(path)
        }
      }
    }
    return found.sorted().map { RepositoryManifest(path: $0) }
  }()

  nonisolated static func isManifest(_ text: String) -> Bool {
    let lines = text.split(whereSeparator: \.isNewline)
    let yaml = lines.contains { $0.hasPrefix("app:") } && !lines.contains { $0.hasPrefix("steps:") }
    let json = text.drop { $0.isWhitespace || $0 == "{" }.hasPrefix("\"app\"")
    return yaml || json
  }

  @Test func theRepositoryHasManifestsOfEveryKind() {
    let paths = Self.manifests.map(\.path)
    for expected in [
      "Manifests/bank.yaml", "Manifests/bank.json", "Manifests/deals.yaml",
      "Checks/Storyboards/shop-app.yaml",
      "Checks/GeneratedApp/Sources/ShopRoutes/wayfinder.yaml", "Fuzz/ManifestCorpus/broken-tab.yaml",
    ] {
      #expect(paths.contains(expected), "\(expected) not found among \(paths)")
    }
    #expect(!paths.contains("Examples/scripts/bank.yaml"), "a script is not a manifest")
  }

  /// A manifest one command refuses, every command refuses with the same error; one that
  /// `generate` refuses, `lint` reports as an error of the same code and message.
  @Test(arguments: manifests)
  func lintReportsWhatGenerateRefuses(_ manifest: RepositoryManifest) throws {
    let loaded = Result { () throws(ManifestError) in try Manifest.load(contentsOf: manifest.fullPath) }
    let generated = Result { () throws(ManifestError) in
      try Manifest.generateSwift(contentsOf: manifest.fullPath)
    }
    switch (loaded, generated) {
    case (.failure(let refused), _):
      #expect(throws: refused) { try generated.get() }
    case (.success(let app), .failure(let refused)):
      let errors = app.lint().errors
      #expect(
        errors.contains {
          $0.code.rawValue == refused.code.description && $0.message.hasPrefix(refused.message)
        },
        "generate refuses (\(refused.code)) what lint lets pass: \(refused)\nlint: \(errors)")
    case (.success(let app), .success):
      #expect(!app.lint().findings.contains { $0.code == .swiftName })
    }
  }

  /// For each route's example link, on a fresh signed-in app: what `explain` says is what `open`
  /// does, and a script that opens the link and expects that outcome (and the screen `explain`
  /// names) passes.
  @Test(arguments: manifests)
  func explainOpenAndPlayAgree(_ manifest: RepositoryManifest) async throws {
    guard let app = try? Manifest.load(contentsOf: manifest.fullPath) else { return }
    let links = app.patterns.compactMap { app.exampleLink($0) }
    for link in links {
      let explanation = await ToolSession(app: app).explain(link)
      let reading = app.reading(link)
      let session = ToolSession(app: app)
      let record = await session.open(link)
      let opened = record.outcome?.name ?? "pending"
      var expectedTop: String?
      if let error = reading.error, explanation.coldRewrite == nil, explanation.warmRewrite == nil {
        #expect(opened == error.code.category.rawValue, "\(link): explain \(error), open \(opened)")
      } else if reading.choices != nil, explanation.decidedByApp, explanation.screen == nil {
        continue  // the app decides: nothing here says what
      } else if let stop = explanation.stopsWith {
        #expect(opened == stop.name, "\(link): explain \(stop), open \(opened)")
      } else if let target = explanation.target {
        // An interrupting flow is up, waiting to be finished: the link waits with it.
        let shown = explanation.interrupts ? "pending" : "handled"
        #expect(opened == shown, "\(link): explain would-handle, open \(opened)")
        #expect(session.state == target, "\(link): open's screen is not explain's")
        expectedTop = explanation.screen?.description
      } else {
        #expect(
          !["unmatched", "rejected", "failed"].contains(opened),
          "\(link): explain matched, open \(opened): \(record.outcome.map { "\($0)" } ?? "")")
      }
      try await expectScript(of: app, at: manifest, opening: link, outcome: opened, top: expectedTop)
    }
  }

  // MARK: What lint was silent on

  static let shop = """
    app: t
    links: {schemes: [t], hosts: [t.example.com]}
    graph:
      main: {stack: home}
    screens:
      warm: {in: main, parameters: [x]}
      cold: {in: main, parameters: [x]}
    routes:
      /c?x=:x(red|orange): warm(x)
      /c?x=:x(orange|green): cold(x)

    """

  /// A screen Swift cannot name: `generate` refuses it, and `lint` says so first, with the
  /// same code (`swift-name`), place and remedy.
  @Test func lintReportsANameGenerateRefuses() throws {
    let text = Self.shop.replacingOccurrences(of: "cold", with: "ice-cold")
    let app = try Manifest.parse(text, file: "t.yaml")
    #expect(throws: ManifestError.self) { try Manifest.generateSwift(text, file: "t.yaml") }
    do {
      _ = try Manifest.generateSwift(text, file: "t.yaml")
    } catch {
      #expect(error.code == .swiftName)
    }
    #expect(
      app.lint().errors.map(\.description) == [
        "error[swift-name] t.yaml:10:26: the screen \"ice-cold\" cannot be a Swift name, so `wayfinder generate` refuses the manifest; expected letters, digits and _, not starting with a digit"
      ])
  }

  /// Two query values of one key whose types both take a value: told apart in a fixed order,
  /// as typed segments are, and reported as typed segments are.
  @Test func lintWarnsOfAQueryValueTwoTypesTake() throws {
    let app = try Manifest.parse(Self.shop, file: "t.yaml")
    #expect(app.reading("t://c?x=orange").route == "cold(orange)")
    #expect(
      app.lint().findings.map(\.description) == [
        "warning[ambiguous-patterns] /c?x=:x(red|orange): \"/c?x=orange\" matches both /c?x=:x(red|orange) and /c?x=:x(orange|green): the parameter types red|orange and orange|green both accept \"orange\", and /c?x=:x(orange|green) takes it, as typed parameters are tried in a fixed order; make one of them more specific, or check that this is meant"
      ])
    // Disjoint sets are told apart by the value alone: nothing to report.
    let disjoint = try Manifest.parse(
      Self.shop.replacingOccurrences(of: "orange|green", with: "blue|green"), file: "t.yaml")
    #expect(disjoint.lint().findings.isEmpty)
  }

  /// Plays `- open: link` then `- expect: {outcome, top}` and expects it to pass.
  private func expectScript(
    of app: ToolApp, at manifest: RepositoryManifest, opening link: String, outcome: String, top: String?
  ) async throws {
    func quoted(_ text: String) throws -> String {
      try String(decoding: JSONEncoder().encode(text), as: UTF8.self)
    }
    var expect = "{outcome: \(outcome)"
    if let top { expect += ", top: \(try quoted(top))" }
    expect += "}"
    let text = """
      manifest: \(try quoted(manifest.fullPath))
      signedIn: true
      steps:
        - open: \(try quoted(link))
        - expect: \(expect)

      """
    let script = try Script.parse(text, file: "\(manifest.fullPath).rule-set.yaml")
    let (result, _) = await ScriptRunner(app: app).run(script)
    #expect(
      result.passed, "play disagrees on \(link) in \(manifest.path): \(result.failures.map(\.failure))")
  }
}
