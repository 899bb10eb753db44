import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `Manifests/bank.yaml` is the bank app of `Sources/WayfinderReferenceApps/Bank`: every link,
/// in every scenario, ends the same way with the same steps, and its graph answers the same.
@MainActor
@Suite struct ManifestBankTests {
  /// Every route of the bank app in each form a link takes, and links that fail.
  nonisolated static let links: [String] = {
    let paths = [
      "/login", "/register", "/dashboard", "/cards/42", "/cards/42/detail", "/profile", "/settings",
      "/settings/notifications", "/support",
    ]
    let forms = paths.flatMap { path in
      [
        "bank:/\(path)", "https://bank.example.com\(path)",
        "HTTPS://WWW.Bank.Example.com\(path)/?utm=mail#top",
      ]
    }
    return forms + [
      "bank:///cards/7", "bank://cards/%34%32/detail", "bank://cards/abc", "bank://cards/42/detail/extra",
      "evil://cards/1", "https://evil.example.com/cards/1", "bank://nowhere", "bank://Cards/1",
    ]
  }()

  nonisolated static let swift = Result { try EmbeddedApp.bank.app() }
  nonisolated static let manifest = Result { try ShippedManifest.bank.app() }

  @Test(arguments: links, ManifestLinkScenario.allCases)
  func eachLinkEndsAsInTheSwiftApp(link: String, scenario: ManifestLinkScenario) async throws {
    let next = "bank://cards/8"
    let expected = await scenario.run(link, on: try Self.swift.get(), then: next)
    let actual = await scenario.run(link, on: try Self.manifest.get(), then: next)
    #expect(actual == expected, "\(actual)\n--- the Swift app:\n\(expected)")
  }

  @Test(arguments: [true, false])
  func everyLinkInTurnInOneSessionEndsAsInTheSwiftApp(signedIn: Bool) async throws {
    func run(_ app: ToolApp) async -> ManifestRunSummary {
      let session = ToolSession(app: app, signedIn: signedIn)
      for link in Self.links {
        await session.open(link)
        if !session.pendingGuards.isEmpty { await session.signIn() }
      }
      return ManifestRunSummary(session)
    }
    let expected = await run(try Self.swift.get())
    let actual = await run(try Self.manifest.get())
    #expect(actual == expected, "\(actual)\n--- the Swift app:\n\(expected)")
  }

  @Test(arguments: links)
  func eachLinkReadsAsInTheSwiftApp(link: String) throws {
    let expected = ManifestReadingSummary(try Self.swift.get().reading(link))
    let actual = ManifestReadingSummary(try Self.manifest.get().reading(link))
    #expect(actual == expected)
  }

  @Test func theAppIsDeclaredAsInSwift() throws {
    let swift = try Self.swift.get()
    let manifest = try Self.manifest.get()
    #expect(manifest.name == swift.name)
    #expect(manifest.policy == swift.policy)
    #expect(manifest.patterns == swift.patterns)
    #expect(manifest.patterns.map(\.text) == swift.patterns.map(\.text))
    #expect(manifest.targets == swift.targets)
    #expect(manifest.guards == swift.guards)
    #expect(manifest.dispatchPolicy == swift.dispatchPolicy)
    #expect(manifest.timeToLive == swift.timeToLive)
    #expect(manifest.signedInStart == BankNavigation.signedInStart)
    #expect(manifest.signedOutStart == BankNavigation.signedOutStart)
  }

  @Test func theGraphAnswersAsInSwift() throws {
    let states = [
      BankNavigation.signedInStart, BankNavigation.signedOutStart,
      BankNavigation.state(
        BankNavigation.home(
          settings: [BankNavigation.Screens.settings, BankNavigation.Screens.notifications],
          selected: "settings"),
        modals: [BankNavigation.supportSheet]),
    ]
    let expected = ManifestGraphSummary(try Self.swift.get().graph, from: states)
    let actual = ManifestGraphSummary(try Self.manifest.get().graph, from: states)
    #expect(actual == expected)
  }

  /// Behaviour 3 of docs/ReferenceApps.md, from a state reached by links.
  @Test func aCardLinkFromSettingsWithSupportUpLeavesTheSettingsStackAsItWas() async throws {
    for app in [try Self.swift.get(), try Self.manifest.get()] {
      let session = ToolSession(app: app)
      await session.open("bank://settings/notifications")
      await session.open("bank://support")
      await session.open("bank://cards/7")
      #expect(
        session.state
          == BankNavigation.state(
            BankNavigation.home(
              dashboard: [BankNavigation.Screens.dashboard, BankNavigation.Screens.card(7)],
              settings: [BankNavigation.Screens.settings, BankNavigation.Screens.notifications])))
      #expect(session.links.map(\.route) == ["notifications", "support", "card(7)"])
    }
  }
}
