import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(ViewLayer) import WayfinderSwiftUI
@_spi(Internals) import WayfinderSwiftUI
@_spi(Internals) import WayfinderTesting

/// The example of the article "One step per update", whose output the article shows (keep
/// the two in step); its `print` is caught here.
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
        let tab = self.model.selectedTab(in: "main") ?? "-"
        let path = self.model.path(in: tab).map(\.description)
        let sheet = self.model.sheet(at: 0)?.id ?? "no sheet"
        self.seen.append("\(update.revision): \(tab) \(path), \(sheet)")
        self.model.didSettle(revision: update.revision)
      }
    }
  }

  enum StoreRoute: Hashable, Sendable {
    case product(id: Int)
  }

  @MainActor
  static func productSevenOverSupport() async throws {
    var graph = NavigationGraph.Builder(root: "main")
    graph.tabs("main", ["home", "settings"])
    graph.stack("home", root: Screen("home"))
    graph.screen("product", in: "home", parameters: ["id"])
    graph.stack("settings", root: Screen("settings"))
    graph.screen("notifications", in: "settings")
    graph.modal("support", .sheet, root: Screen("support"))
    var routes = RouteTable<StoreRoute>.Builder(policy: LinkPolicy(schemes: ["store"]))
    routes.add(
      "/products/:id(int)",
      parse: { .product(id: try $0.int("id")) },
      print: { if case .product(let id) = $0 { ["id": id] } else { nil } })

    let model = NavigationModel(
      state: NavigationState(
        root: .tabs(
          "main",
          [
            .stack("home", [Screen("home")]),
            .stack("settings", [Screen("settings"), Screen("notifications")]),
          ],
          selected: "settings"),
        modals: [Modal(.sheet, .stack("support", [Screen("support")]))]))
    let views = RecordingViews(model)
    let center = DeepLinkCenter(
      routes: try routes.build(), graph: try graph.build(), navigator: model, clock: ManualClock(),
      destination: { route in
        switch route {
        case .product(let id): .screen(Screen("product", parameters: ["id": "\(id)"]))
        }
      })
    center.becomeReady()
    print(await center.open("store://products/7"))
    // handled: product(7) on screen
    for update in views.seen { print(update) }
    // 1: settings ["notifications"], no sheet
    // 2: home [], no sheet
    // 3: home ["product(7)"], no sheet
  }
}

@MainActor
@Suite struct OneStepPerUpdateArticleTests {
  @Test func theArticlesExamplePrintsWhatItSays() async throws {
    try await OneStepPerUpdateArticle.productSevenOverSupport()
    #expect(
      OneStepPerUpdateArticle.printed == [
        "handled: product(7) on screen",
        "1: settings [\"notifications\"], no sheet",
        "2: home [], no sheet",
        "3: home [\"product(7)\"], no sheet",
      ])
  }
}
