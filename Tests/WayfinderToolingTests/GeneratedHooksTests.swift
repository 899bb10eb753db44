import Foundation
import Testing
import WayfinderCoordination
import WayfinderModelSupport
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// The Swift `generate` writes for actions and decisions (`Generated/BrowserNavigation.generated.swift`,
/// from `ManifestAppRouteTests.browser()`), compiled and run: the app implements `BrowserHooks`,
/// and `destination(hooks:)` calls it.
@MainActor
@Suite struct GeneratedHooksTests {
  @MainActor final class Browser: BrowserHooks {
    var ran: [String] = []

    func closePrivateTabs() async throws { ran.append("closePrivateTabs") }
    func closeTab(id: Int) async throws { ran.append("closeTab \(id)") }
    func syncBookmarks() async throws { ran.append("syncBookmarks") }
    nonisolated func shortLink(code: String) async throws -> BrowserShortLinkChoice {
      switch code {
      case "x1": return .redirect("browser://pages/5")
      case "p7": return .page(id: 7)
      case "st": return .settings(in: .settings)
      default: throw Expired()
      }
    }

    struct Expired: Error, CustomStringConvertible {
      var description: String { "expired short link" }
    }
  }

  static func center(signedIn: Bool = true) throws -> (
    DeepLinkCenter<BrowserRoute>, Browser, HeadlessNavigator
  ) {
    let browser = Browser()
    let graph = try BrowserNavigation.graph()
    let navigator = HeadlessNavigator(state: BrowserNavigation.signedInStart)
    let center = DeepLinkCenter(
      routes: try BrowserNavigation.routes(), graph: graph, navigator: navigator, clock: ManualClock(),
      guards: BrowserNavigation.guards(signedIn: { signedIn }),
      destination: { $0.destination(hooks: browser) })
    center.becomeReady()
    return (center, browser, navigator)
  }

  @Test func theGeneratedFileIsWhatGenerateWrites() throws {
    let path =
      "\(ShippedManifest.folder)/../Tests/WayfinderToolingTests/Generated/BrowserNavigation.generated.swift"
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(try Manifest.generateSwift(ManifestAppRouteTests.browser(), file: "browser.yaml") == expected)
  }

  @Test func anActionRoutesToTheAppsHook() async throws {
    let (center, browser, navigator) = try Self.center()
    #expect(await center.open("browser://tabs/3/close") == .performed(action: "closeTab", navigator.state))
    #expect(await center.open("browser://sync").name == "performed")
    #expect(browser.ran == ["closeTab 3", "syncBookmarks"])
    #expect(try BrowserNavigation.roundTripFailures().isEmpty)
  }

  @Test func aDecisionRoutesToTheAppsHook() async throws {
    let (center, _, navigator) = try Self.center()
    #expect(await center.open("browser://s/x1").name == "handled")
    #expect(navigator.state.topScreen == Screen("page", parameters: ["id": "5"]))
    #expect(await center.open("browser://s/x2").description == "failed: expired short link")
  }

  /// A decision returns its typed choice: a screen among its `among`, with its typed values
  /// (`page(id: Int)`), in a stack of the screen's; another screen does not compile (issue 35).
  @Test func aDecisionChoosesATypedScreen() async throws {
    let (center, _, navigator) = try Self.center()
    #expect(await center.open("browser://s/p7").name == "handled")
    #expect(navigator.state.topScreen == BrowserScreen.page(id: 7).screen)
    #expect(await center.open("browser://s/st").name == "handled")
    #expect(navigator.state.topScreen == BrowserScreen.settings.screen)
    guard case .screen(let screen, let stack, _) = BrowserShortLinkChoice.page(id: 7, in: .tabs).destination
    else {
      Issue.record("not a screen")
      return
    }
    #expect(screen == BrowserScreen.page(id: 7).screen && stack == "tabs")
  }
}
