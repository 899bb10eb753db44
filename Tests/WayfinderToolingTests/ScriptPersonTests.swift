import Foundation
import Testing
import WayfinderCoordination
@_spi(Internals) @_spi(Testing) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// What a person does in a script — signing in late, tapping the selected tab, pushing a
/// screen without its optional values — does what the library does for an app (issue 35,
/// bugs 3 and 8 to 10).
@MainActor
@Suite struct ScriptPersonTests {
  static func run(_ script: String, on app: ToolApp) async throws -> (ScriptRunner.Result, ToolSession) {
    let (result, session) = await ScriptRunner(app: app).run(try Script.parse(script))
    return (result, session)
  }

  static func failures(_ result: ScriptRunner.Result) -> String {
    result.failures.map { "\($0.line): \($0.failure ?? "")" }.joined(separator: "\n")
  }

  // MARK: Optional parameters

  static let profiles = """
    app: art
    links: {schemes: [art]}
    graph:
      main: {stack: home}
    screens:
      profile: {in: main, parameters: [id?, name?]}
    routes:
      /u/:id(int): profile(id)
      /user?name=:name: profile(name)
      /s/:code: {decide: pick(code), among: [profile]}

    """

  @Test func aScreenWithoutItsOptionalValuesIsPushedAndDecided() async throws {
    let app = try Manifest.parse(Self.profiles, file: "art.yaml")
    let (result, session) = try await Self.run(
      """
      decisions:
        pick(x1): {screen: "profile(id: 5)"}
      steps:
        - push: "profile(name: ada)"
        - expect: {top: "profile(name: ada)"}
        - open: art://s/x1
        - expect: {top: "profile(id: 5)", outcome: handled}
      """, on: app)
    #expect(result.passed, "\(Self.failures(result))")
    #expect(session.state.topScreen == Screen("profile", parameters: ["id": "5"]))
  }

  // MARK: Signing in after the wait

  static let shop = """
    app: shop
    links: {schemes: [shop]}
    guards:
      signedIn: {shows: signIn, waitLimit: 1m}
    graph:
      main: {tabs: [home, orders]}
      home: {stack: home}
      orders: {stack: orders, guard: signedIn}
      auth: {sheet: signIn}
    screens:
      order: {in: orders, parameters: [id]}
    routes:
      /home: home
      /orders/:id(int): order(id)

    """

  @Test(arguments: ["signIn", "cancelSignIn"])
  func signingInOrCancellingAfterTheWaitLimitClosesTheSignInSheet(_ answer: String) async throws {
    let app = try Manifest.parse(Self.shop, file: "shop.yaml")
    let (result, session) = try await Self.run(
      """
      signedIn: false
      steps:
        - open: shop://orders/7
        - expect: {top: signIn, outcome: pending}
        - advance: 2m
        - expect: {top: signIn, outcome: guard-failed}
        - \(answer)
        - expect: {top: home, path: [main, home]}
      """, on: app)
    #expect(result.passed, "\(Self.failures(result))")
    #expect(session.state.modals.isEmpty)
    // The link ended at its wait limit; the closing is no step of its.
    #expect(session.links[0].steps.map(\.description) == ["present sheet auth from main, animated"])
  }

  // MARK: Tapping the selected tab

  @Test func tappingTheSelectedTabPopsItsStackToItsRoot() async throws {
    let (result, session) = try await Self.run(
      """
      steps:
        - open: bank://cards/7/detail
        - selectTab: dashboard
        - expect: {stack: [dashboard]}
        - selectTab: dashboard
        - expect: {stack: [dashboard]}
      """, on: try EmbeddedApp.bank.app())
    #expect(result.passed, "\(Self.failures(result))")
    #expect(result.events[1].result == "pop dashboard to dashboard, animated")
    #expect(result.events[3].result == "dashboard is selected, at its root: nothing moves")
    #expect(session.links[0].steps.count == 1)
  }

  // MARK: What a sign-in finished

  @Test func aSignInReportsTheHeldLinkItFinishedNotAnEarlierRestoration() async throws {
    let (result, _) = try await Self.run(
      """
      signedIn: false
      ready: false
      steps:
        - open: bank://cards/7
        - restore: {root: {kind: flows, name: app, flow: {kind: stack, name: login, screens: [{name: login}, {name: registration}]}}, modals: []}
        - ready
        - signIn
      """, on: try EmbeddedApp.bank.app())
    #expect(result.passed, "\(Self.failures(result))")
    #expect(result.events[3].result == "signed in; bank://cards/7 handled: card(7) on screen")
  }
}
