import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderReferenceApps
import WayfinderSwiftUI

/// The code of the article "One step per update", as the article has it (keep the two in
/// step); its `print` is caught here.
@MainActor
enum OneStepPerUpdateArticle {
  static var printed: [String] = []

  static func print(_ item: Any) {
    printed += "\(item)".split(separator: "\n").map(String.init)
  }

  @MainActor
  final class RecordingViews: ViewUpdateTicker {
    let model: NavigationModel
    var seen: [String] = []

    init(_ model: NavigationModel) {
      self.model = model
      model.attach(self)
    }

    func apply(_ update: ViewUpdate, change: () -> Void) {
      change()
      Task { @MainActor in  // the next update
        let tab = self.model.selectedTab(in: "home") ?? "-"
        let path = self.model.path(in: tab).map(\.description)
        let sheet = self.model.sheet(at: 0)?.id ?? "no sheet"
        self.seen.append("\(update.revision): \(tab) \(path), \(sheet)")
        self.model.didSettle(revision: update.revision)
      }
    }
  }

  @MainActor
  static func cardSevenOverSupport() async throws {
    let model = NavigationModel(
      state: BankApp.state(
        BankApp.home(settings: [Screen("settings"), Screen("notifications")], selected: "settings"),
        modals: [BankApp.supportSheet]))
    let views = RecordingViews(model)
    let center = DeepLinkCenter(
      routes: try BankApp.routes(), graph: try BankApp.graph(), navigator: model,
      clock: ManualClock(),
      guards: [RouteGuard("signedIn", showing: BankApp.Screens.login) { true }],
      destination: { .screen($0.screen) })
    center.becomeReady()
    print(await center.open("bank://cards/7"))
    // handled: card(7) on screen
    for update in views.seen { print(update) }
    // 1: settings ["notifications"], no sheet
    // 2: dashboard [], no sheet
    // 3: dashboard ["card(7)"], no sheet
  }
}

@MainActor
@Suite struct OneStepPerUpdateArticleTests {
  @Test func theArticlesExamplePrintsWhatItSays() async throws {
    try await OneStepPerUpdateArticle.cardSevenOverSupport()
    #expect(
      OneStepPerUpdateArticle.printed == [
        "handled: card(7) on screen",
        "1: settings [\"notifications\"], no sheet",
        "2: dashboard [], no sheet",
        "3: dashboard [\"card(7)\"], no sheet",
      ])
  }
}
