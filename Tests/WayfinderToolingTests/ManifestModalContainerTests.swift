import Foundation
import Testing
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTooling

/// A manifest's modal that holds a tab bar or flows: `{fullScreen: {tabs: […]}}`, read, run,
/// linted and exported; and its mistakes, each with its whole error.
@MainActor
@Suite struct ManifestModalContainerTests {
  static let base = """
    app: intro
    links: {schemes: [intro]}
    guards:
      signedIn: {shows: login}
    graph:
      app: {stack: home}
      login: {sheet: login}
      onboarding: {fullScreen: {tabs: [welcome, permissions], selected: welcome}, guard: signedIn}
      welcome: {stack: welcome}
      permissions: {stack: permissions}
      signUp: {sheet: {flows: [email, phone]}, over: profile}
      email: {stack: email}
      phone: {stack: phone}
    screens:
      profile: {in: app}
      camera: {in: permissions, parameters: [reason]}
      code: {in: phone}
    routes:
      /profile: profile
      /welcome: welcome
      /camera/:reason: camera(reason)
      /email: email
      /code: code
    start:
      signedIn: {onboarding: permissions}
      signedOut: {app: [home]}

    """

  static func app(_ text: String = base) throws(ManifestError) -> ToolApp {
    try Manifest.parse(text, file: "intro.yaml")
  }

  @Test func theModalHoldsATabBarInTheGraphAndTheStartState() throws {
    let app = try Self.app()
    let onboarding = try #require(app.graph.container(named: "onboarding"))
    #expect(onboarding.kind == .tabs(["welcome", "permissions"], selected: "welcome"))
    #expect(onboarding.presentation?.style == .fullScreen)
    #expect(onboarding.guardName == "signedIn")
    #expect(app.graph.container(named: "signUp")?.presentation?.over == "profile")
    #expect(
      app.signedInStart.description == """
        stack app: home
        fullScreen onboarding
          tabs onboarding
            stack welcome: welcome
            stack permissions (selected): permissions
        """)
  }

  @Test func linksPresentTheModalSelectItsTabsAndDismissIt() async throws {
    let session = ToolSession(app: try Self.app(signedInStartRemoved()))
    let explained = await session.explain("intro://camera/scan")
    #expect("\(explained)".contains("present fullScreen onboarding from app"))
    let camera = await session.open("intro://camera/scan")
    #expect(camera.steps.map(\.description) == ["present fullScreen onboarding from app, animated"])
    #expect(session.state.visiblePath == ["app", "onboarding", "permissions"])
    #expect(session.state.topScreen == Screen("camera", parameters: ["reason": "scan"]))
    let welcome = await session.open("intro://welcome")
    #expect(welcome.steps.map(\.description) == ["selectTab welcome in onboarding, animated"])
    let profile = await session.open("intro://profile")
    #expect(
      profile.steps.map(\.description) == ["dismiss onboarding", "push profile onto app, animated"])
    let code = await session.open("intro://code")
    #expect(code.steps.map(\.description) == ["present sheet signUp from app, animated"])
    #expect(session.state.visibleStack.screens == [Screen("phone"), Screen("code")])
  }

  /// The base without its start state: the session starts on the graph's initial state.
  func signedInStartRemoved() -> String {
    Self.base.replacingOccurrences(
      of: "start:\n  signedIn: {onboarding: permissions}\n  signedOut: {app: [home]}\n", with: "")
  }

  @Test func lintAndExportsSeeTheModal() throws {
    let app = try Self.app()
    let lint = app.lint()
    #expect(lint.findings.isEmpty, "\(lint.text)")
    let mermaid = app.export(as: .mermaid)
    #expect(mermaid.contains("onboarding (tabs, fullScreen)"))
    #expect(mermaid.contains("signUp (flows, sheet)"))
    let markdown = app.export(as: .markdown)
    #expect(markdown.contains("| `/camera/:reason` | camera (fullScreen) |"), "\(markdown)")
    #expect(markdown.contains("over profile"), "\(markdown)")
  }

  @Test(arguments: [
    (
      "onboarding: {fullScreen: {tabs: [welcome, permissions], selected: welcome}, guard: signedIn}",
      "onboarding: {fullScreen: {tabz: [welcome, permissions]}, guard: signedIn}",
      """
      intro.yaml:8:28: error: the modal "onboarding" holds neither tabs nor flows; expected a root screen, or {tabs: [a, b], selected: b} or {flows: [a, b], initial: b}
        onboarding: {fullScreen: {tabz: [welcome, permissions]}, guard: signedIn}
                                 ^
      """
    ),
    (
      "{sheet: {flows: [email, phone]}, over: profile}",
      "{sheet: {flows: [email, phone], tabs: [email]}, over: profile}",
      """
      intro.yaml:11:43: error: the modal "signUp" holds both flows and tabs; expected one kind
        signUp: {sheet: {flows: [email, phone], tabs: [email]}, over: profile}
                                                ^
      """
    ),
    (
      "{sheet: {flows: [email, phone]}, over: profile}",
      "{sheet: {flows: [email, phone], selected: email}, over: profile}",
      """
      intro.yaml:11:43: error: unknown key "selected" in "sheet" of "signUp"; expected flows or initial
        signUp: {sheet: {flows: [email, phone], selected: email}, over: profile}
                                                ^
      """
    ),
    (
      "welcome: {stack: welcome}",
      "welcome: {stack: welcome}\n  more: {tabs: [onboarding]}",
      """
      intro.yaml:10:17: error: "onboarding" is a modal, so it cannot be a tab of "more"; expected a flow switcher, tab bar or stack
        more: {tabs: [onboarding]}
                      ^
      """
    ),
    (
      "{flows: [email, phone]}, over: profile}",
      "{flows: [email, phone]}, over: profil}",
      """
      intro.yaml:11:50: error: unknown screen "profil" (did you mean "profile"?); expected a screen the manifest declares
        signUp: {sheet: {flows: [email, phone]}, over: profil}
                                                       ^
      """
    ),
    (
      "signUp: {sheet: {flows: [email, phone]}, over: profile}",
      "signUp: {sheet: {flows: [email, phone]}, over: code}",
      """
      intro.yaml:11:3: error: invalid navigation graph (unreachable): modal "signUp" is presented over "code", which shows only with "signUp" presented
        signUp: {sheet: {flows: [email, phone]}, over: code}
        ^
      """
    ),
  ])
  func aMistakeInAModalsContainerGetsItsError(replacing: String, with: String, error expected: String) {
    #expect(Self.base.contains(replacing))
    do {
      _ = try Self.app(Self.base.replacingOccurrences(of: replacing, with: with))
      Issue.record("the broken manifest loaded")
    } catch {
      #expect(error.description == expected)
    }
  }
}
