import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination

/// Runs the built `wayfinder` binary as a user would, and reads what it prints.
@Suite struct WayfinderCommandTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The `wayfinder` executable beside this test bundle in the build folder.
  static func executable() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("wayfinder")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    let fromSource = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug/wayfinder")
    return try #require(
      FileManager.default.isExecutableFile(atPath: fromSource.path) ? fromSource : nil,
      "wayfinder was not built")
  }

  static func run(_ arguments: String...) async throws -> Run { try await run(arguments) }

  static func run(_ arguments: [String]) async throws -> Run {
    try await ChildProcess.run(try executable(), arguments)
  }

  /// The repository's root, for the example scripts.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Writes `text` to a new file in a temporary folder and returns its path.
  static func file(_ name: String, _ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  static func json(_ run: Run) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  }

  // MARK: - open

  @Test func opensALinkAndPrintsItsOutcomeStepsAndTheScreen() async throws {
    let run = try await Self.run("open", "bank://cards/42/detail")
    #expect(run.status == 0)
    #expect(
      run.output == """
        bank://cards/42/detail
          route    cardDetail(42)
          outcome  handled: cardDetail(42) on screen
          steps    setScreens dashboard to dashboard, card(42), cardDetail(42) keeping 1, animated

        on screen:
        flows app
          tabs home
            stack dashboard (selected): dashboard, card(42), cardDetail(42)
            stack profile: profile
            stack settings: settings

        """)
    #expect(!run.output.contains("\u{1B}["), "no colour when not on a terminal")
  }

  @Test func colourIsOnlyForTerminalsUnlessAskedFor() async throws {
    let run = try await Self.run("open", "--colour", "bank://cards/42/detail")
    #expect(run.output.contains("\u{1B}[32mhandled\u{1B}[0m"))
  }

  @Test func opensLinksInOrderAsJSONWithTheDocumentedKeys() async throws {
    let run = try await Self.run(
      "open", "--format", "json", "bank://settings/notifications", "bank://support", "bank://cards/7")
    #expect(run.status == 0)
    let object = try Self.json(run)
    #expect(Set(object.keys) == ["outcomes", "visible", "state"])
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    #expect(outcomes.map { $0["outcome"] as? String } == ["handled", "handled", "handled"])
    #expect(
      outcomes.map { Set($0.keys) }
        == Array(repeating: ["link", "outcome", "reason", "route", "steps"], count: 3))
    #expect(outcomes[2]["link"] as? String == "bank://cards/7")
    #expect(outcomes[2]["route"] as? String == "card(7)")
    #expect(
      outcomes[2]["steps"] as? [String] == [
        "dismiss support", "selectTab dashboard in home",
        "push card(7) onto dashboard, animated",
      ])
    let visible = try #require(object["visible"] as? [String: Any])
    #expect(visible["top"] as? String == "card(7)")
    #expect(visible["stack"] as? [String] == ["dashboard", "card(7)"])
    #expect(visible["path"] as? [String] == ["app", "home", "dashboard"])
    let state = try #require(object["state"] as? [String: Any])
    #expect((state["root"] as? [String: Any])?["kind"] as? String == "flows")
  }

  @Test func aSignedOutLinkIsPendingOnTheSignInScreen() async throws {
    let run = try await Self.run("open", "--signed-out", "--format", "json", "bank://cards/42/detail")
    #expect(run.status == 0)
    let object = try Self.json(run)
    let outcome = try #require((object["outcomes"] as? [[String: Any]])?.first)
    #expect(outcome["outcome"] as? String == "pending")
    #expect(outcome["reason"] as? String == "waiting for signedIn (signIn or cancelSignIn)")
    #expect((object["visible"] as? [String: Any])?["top"] as? String == "login")
  }

  @Test func aLinkThatFailsMakesTheExitStatusOne() async throws {
    let run = try await Self.run("open", "bank://cards/1", "evil://cards/1")
    #expect(run.status == 1)
    #expect(run.output.contains("outcome  rejected: scheme \"evil\" is not accepted"))
  }

  // MARK: - explain

  @Test func explainsTheDryRun() async throws {
    let run = try await Self.run("explain", "bank://cards/42/detail")
    #expect(run.status == 0)
    #expect(
      run.output == """
        link        bank://cards/42/detail
        normalized  /cards/42/detail
        pattern     /cards/:cardID(int)/detail
        parameter   cardID = 42
        route       cardDetail(42)
        screen      cardDetail(42) in dashboard
        path        app › home › dashboard
        back stack  dashboard, card(42)
        guards      signedIn (passes)
        plan        setScreens dashboard to dashboard, card(42), cardDetail(42) keeping 1, animated

        """)
  }

  @Test func explainsGuardsFromASignedOutStart() async throws {
    let run = try await Self.run("explain", "--signed-out", "bank://profile")
    #expect(run.output.contains("guards      signedIn (would show login and wait)"))
    #expect(run.output.contains("plan        switchFlow app to home, animated"))
  }

  @Test func explainsAManifestsRewriteColdAndWarm() async throws {
    let manifest = Self.root.appendingPathComponent("Manifests/deals.yaml").path
    let run = try await Self.run("explain", "--manifest", manifest, "deals://deal/4")
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.hasPrefix(
        "link        deals://deal/4\nrewrite     → deals://home at a cold launch; → deals://p/4 while the app runs\n"
          + "normalized  /p/4\nredirect    → /products/4\n"))
    let offer = try await Self.run(
      "explain", "--manifest", manifest, "--from", "notification", "deals://offer/2")
    #expect(
      offer.output.contains("rewrite     → deals://home at a cold launch; unchanged while the app runs"))
  }

  @Test func explainsWhyALinkFails() async throws {
    let run = try await Self.run("explain", "https://evil.example.com/cards/1")
    #expect(run.status == 1)
    #expect(
      run.output == """
        link        https://evil.example.com/cards/1
        outcome     rejected
        rejected: host "evil.example.com" is not accepted; accepted hosts: bank.example.com, www.bank.example.com
          https://evil.example.com/cards/1
                  ^~~~~~~~~~~~~~~~

        """)
  }

  @Test func explainsInJSON() async throws {
    let run = try await Self.run(
      "explain", "--app", "messenger", "--format", "json", "com.myapp://channels?channelId=1234",
      "com.myapp://nowhere")
    #expect(run.status == 1)
    let explanations = try #require(try Self.json(run)["explanations"] as? [[String: Any]])
    #expect(explanations.count == 2)
    #expect(explanations[0]["outcome"] as? String == "would-handle")
    #expect(explanations[0]["route"] as? String == "channel(1234)")
    #expect(explanations[0]["pattern"] as? String == "/channels?channelId=:channelID")
    #expect(explanations[0]["parameters"] as? [String: String] == ["channelID": "1234"])
    #expect(explanations[0]["path"] as? [String] == ["application", "channels"])
    #expect(explanations[0]["backStack"] as? [String] == ["channelList"])
    #expect(explanations[0]["guards"] as? [String] == ["signedIn"])
    #expect(
      explanations[0]["steps"] as? [String] == [
        "selectTab channels in application", "push channel(1234) onto channels, animated",
      ])
    #expect(explanations[1]["outcome"] as? String == "unmatched")
    #expect(explanations[1]["code"] as? String == "no-match")
  }

  // MARK: - play

  @Test(arguments: ["bank", "messenger", "recipes", "bank-restoration"])
  func theExampleScriptsPass(_ app: String) async throws {
    let run = try await Self.run(
      "play", Self.root.appendingPathComponent("Examples/scripts/\(app).yaml").path)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.hasSuffix(" steps\n"))
    #expect(run.output.contains("\npassed: "))
  }

  @Test func aFailedExpectationPrintsWhatWasExpectedAndWhatWasOnScreen() async throws {
    let script = try Self.file(
      "golden.yaml",
      """
      app: bank
      steps:
        - open: bank://cards/7
        - expect: {top: "card(8)", outcome: handled}
      """)
    let run = try await Self.run("play", script)
    #expect(run.status == 1)
    #expect(
      run.output.hasSuffix(
        """
        :4  expect  FAILED
            top: expected card(8), on screen card(7)
            on screen:
            flows app
              tabs home
                stack dashboard (selected): dashboard, card(7)
                stack profile: profile
                stack settings: settings

        failed: 1 of 2 steps

        """))
  }

  @Test func aBrokenScriptIsPointedAtWithExitStatusTwo() async throws {
    let script = try Self.file(
      "broken.yaml",
      """
      app: bank
      steps:
        - opne: bank://cards/7
      """)
    let run = try await Self.run("play", script)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("broken.yaml:3:5: error: unknown step \"opne\" (did you mean \"open\"?)"))
    #expect(run.errors.hasSuffix("\n      - opne: bank://cards/7\n        ^\n"))
  }

  @Test func playsInJSON() async throws {
    let script = try Self.file(
      "held.yaml",
      """
      ready: false
      steps:
        - open: bank://cards/1
        - advance: 90s
        - open: bank://profile
        - ready
        - expect: {top: profile}
      """)
    let run = try await Self.run("play", "--format", "json", script)
    #expect(run.status == 0)
    let object = try Self.json(run)
    #expect(Set(object.keys) == ["outcomes", "visible", "state", "events", "passed"])
    #expect(object["passed"] as? Bool == true)
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    #expect(outcomes.map { $0["outcome"] as? String } == ["expired", "handled"])
    let events = try #require(object["events"] as? [[String: Any]])
    #expect(events.map { $0["line"] as? Int } == [3, 4, 5, 6, 7])
  }

  // MARK: - manifests

  @Test func theBankManifestOpensLinksAsTheEmbeddedBankAppDoes() async throws {
    let manifest = Self.root.appendingPathComponent("Manifests/bank.yaml").path
    for arguments in [
      ["bank://cards/42/detail"], ["--signed-out", "bank://profile"],
      ["bank://settings/notifications", "bank://support", "bank://cards/7", "bank://cards/x"],
    ] {
      let embedded = try await Self.run(["open", "--format", "json"] + arguments)
      let fromManifest = try await Self.run(["open", "--format", "json", "--manifest", manifest] + arguments)
      #expect(fromManifest.status == embedded.status)
      let a = try Self.json(embedded)
      let b = try Self.json(fromManifest)
      #expect((a["visible"] as? NSDictionary) == (b["visible"] as? NSDictionary))
      #expect((a["state"] as? NSDictionary) == (b["state"] as? NSDictionary))
      let outcomes = { (object: [String: Any]) in
        (object["outcomes"] as? [[String: Any]] ?? []).map {
          [$0["outcome"], $0["steps"], $0["link"]].map { "\($0 ?? "")" }
        }
      }
      #expect(outcomes(a) == outcomes(b))
    }
  }

  @Test func aBrokenManifestIsPointedAtWithExitStatusTwo() async throws {
    let manifest = try Self.file(
      "app.yaml",
      """
      app: shop
      links: {schemes: [shop]}
      graph:
        main: {stak: home}
      """)
    let run = try await Self.run("open", "--manifest", manifest, "shop://home")
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("wayfinder: \(manifest):"))
    #expect(run.errors.contains(": error: "))
    #expect(run.errors.hasSuffix("^\n"))
  }

  @Test func aScriptCanNameAManifestBesideIt() async throws {
    let folder = URL(fileURLWithPath: try Self.file("app.yaml", "")).deletingLastPathComponent()
    try FileManager.default.removeItem(at: folder.appendingPathComponent("app.yaml"))
    try FileManager.default.copyItem(
      at: Self.root.appendingPathComponent("Manifests/bank.yaml"),
      to: folder.appendingPathComponent("app.yaml"))
    let script = folder.appendingPathComponent("golden.yaml")
    try Data(
      """
      manifest: app.yaml
      steps:
        - open: bank://cards/7
        - expect: {stack: [dashboard, "card(7)"], outcome: handled}
      """.utf8
    ).write(to: script)
    let run = try await Self.run("play", script.path)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
  }

  // MARK: - lint and export

  @Test func lintExitsZeroWithWarningsOnlyAndOneWithAnError() async throws {
    let clean = try await Self.run("lint")
    #expect(clean.status == 0)
    #expect(clean.output == "no findings\n")
    let warnings = try await Self.run("lint", "--app", "messenger", "--format", "json")
    #expect(warnings.status == 0)
    let object = try Self.json(warnings)
    #expect(object["errors"] as? Int == 0)
    #expect(object["warnings"] as? Int == 0)
    let acknowledged = try #require(object["acknowledged"] as? [[String: Any]])
    #expect(acknowledged.map { $0["code"] as? String } == Array(repeating: "unreachable-screen", count: 3))
    #expect(acknowledged.first?["reason"] as? String == "pushed by the rating's first page")
    let bank = try String(
      contentsOf: Self.root.appendingPathComponent("Manifests/bank.yaml"), encoding: .utf8)
    let manifest = try Self.file(
      "lint.yaml", bank.replacingOccurrences(of: "schemes: [bank]", with: "schemes: [bank, http]"))
    let failing = try await Self.run("lint", "--manifest", manifest)
    #expect(failing.status == 1)
    #expect(failing.output.hasPrefix("error[web-scheme-as-custom] "))
    #expect(failing.output.hasSuffix("\n1 error\n"))
  }

  @Test func exportsEveryFormat() async throws {
    let aasa = try await Self.run("export", "aasa", "--app-id", "ABCDE12345.com.example.bank")
    #expect(aasa.status == 0)
    let applinks = try #require(try Self.json(aasa)["applinks"] as? [String: Any])
    let details = try #require(applinks["details"] as? [[String: Any]])
    #expect(details.first?["appIDs"] as? [String] == ["ABCDE12345.com.example.bank"])
    let android = try await Self.run("export", "android")
    #expect(android.output.contains("<intent-filter android:autoVerify=\"true\">"))
    let mermaid = try await Self.run("export", "mermaid", "--routes")
    #expect(mermaid.output.hasPrefix("flowchart TD\n"))
    let markdown = try await Self.run(
      "export", "markdown", "--manifest", Self.root.appendingPathComponent("Manifests/bank.yaml").path)
    #expect(markdown.output == (try await Self.run("export", "markdown")).output)
    #expect(
      markdown.output.contains(
        "| `/cards/:cardID(int)/detail` | cardDetail | dashboard | dashboard, card(cardID) | signedIn |"))
    #expect(try await Self.run("export", "pdf").status == 2)
  }
}
