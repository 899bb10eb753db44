import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `Manifests/messenger.yaml` is the messenger app of
/// `Sources/WayfinderReferenceApps/Messenger`: guards that present `authorization`, the tab
/// bar hidden under `photo`, the unique `channel`, and the interrupting `rateOrder` flow.
@MainActor
@Suite struct ManifestMessengerTests {
  nonisolated static let links: [String] = {
    let paths = [
      "/feed", "/feed/5", "/feed/5/photo", "/channels", "/channels?channelId=1234", "/profile",
      "/rate-order?orderId=7", "/chat/1234",
    ]
    let forms = paths.flatMap { path in ["com.myapp:/\(path)", "https://myapp.example.com\(path)"] }
    return forms + [
      "com.myapp://channels?channelId=99&utm=push", "com.myapp://rate-order?orderId=abc",
      "com.myapp://rate-order",
      "com.myapp://feed/5/photo/extra", "myapp://feed", "https://other.example.com/feed",
    ]
  }()

  nonisolated static let swift = Result { try EmbeddedApp.messenger.app() }
  nonisolated static let manifest = Result { try ShippedManifest.messenger.app() }

  @Test(arguments: links, ManifestLinkScenario.allCases)
  func eachLinkEndsAsInTheSwiftApp(link: String, scenario: ManifestLinkScenario) async throws {
    let next = "com.myapp://channels?channelId=42"
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
        if session.isInterrupted { await session.endInterruption(.completed(["rating": "4"])) }
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
    #expect(manifest.targets == swift.targets)
    #expect(manifest.guards == swift.guards)
    #expect(manifest.signedInStart == swift.signedInStart)
    #expect(manifest.signedOutStart == swift.signedOutStart)
  }

  @Test func theGraphAnswersAsInSwift() throws {
    typealias Screens = MessengerNavigation.Screens
    let states = [
      MessengerNavigation.state(),
      MessengerNavigation.state(
        MessengerNavigation.application(feed: [Screens.feed, Screens.post("5"), Screens.photo("5")]),
        modals: [MessengerNavigation.shareSheet]),
      MessengerNavigation.state(
        MessengerNavigation.application(
          channels: [Screens.channelList, Screens.channel("99")], selected: "channels")),
    ]
    let expected = ManifestGraphSummary(try Self.swift.get().graph, from: states)
    let actual = ManifestGraphSummary(try Self.manifest.get().graph, from: states)
    #expect(actual == expected)
  }

  /// Behaviour 4 of docs/ReferenceApps.md: the hook hears of the rating, under the route's name.
  @Test func theInterruptionIsReportedUnderTheFlowsName() async throws {
    let session = ToolSession(app: try Self.manifest.get())
    let record = await session.open("com.myapp://rate-order?orderId=7")
    #expect(record.route == "rateOrder(7)")
    #expect(session.state.modals == [MessengerNavigation.rateOrder([Screens.rating(7)])])
    await session.endInterruption(.completed(["rating": "5"]))
    #expect(session.notifications == ["rateOrder(7) completed rating: 5"])
    #expect(session.state == MessengerNavigation.state())
  }

  private typealias Screens = MessengerNavigation.Screens
}
