import WayfinderModelSupport
import WayfinderNavigation

/// What happens to the stack shown as a split view in a SwiftUI model run (issue 34, item 3):
/// the person chooses a row in its sidebar, or goes back from the detail to the list in a
/// collapsed split view; the width changes (``SwiftUIModelEvent/changeSizeClass``), and links
/// to the list's rows and past them come among them.
enum SwiftUIModelStackSplitEvent: Hashable, Sendable, CustomStringConvertible {
  /// The person chooses the row at the index in the sidebar's list.
  case chooseRow(Int)
  /// Collapsed, the person goes back from the detail's root to the list.
  case backToList
  /// Expanded, the person shows the sidebar or hides it.
  case showSidebar(Bool)

  var description: String {
    switch self {
    case .chooseRow(let index): "the person chooses row \(index) in the sidebar"
    case .backToList: "the person goes back to the list"
    case .showSidebar(let show): "the person \(show ? "shows" : "hides") the sidebar"
    }
  }

  /// Adds the events of a run with a stack shown as a split view to `events`, from a stream of
  /// their own so that the other events stay the seed's: the person's choices, the width
  /// changing, and links into the detail.
  static func insert(into events: inout [SwiftUIModelEvent], seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0x5_9117)
    for _ in 0..<(6 + random.next(8)) {
      let id = ["id": "\(1 + random.next(3))"]
      let event: SwiftUIModelEvent =
        switch random.next(12) {
        case 0..<3: .stackSplit(.chooseRow(random.next(3)))
        case 3..<5: .stackSplit(.backToList)
        case 5..<7: .changeSizeClass
        case 7..<9: .stackSplit(.showSidebar(random.chance(70)))
        case 9..<11: .open(SwiftUIModelApp.link(to: Screen("item", parameters: id)))
        default: .open(SwiftUIModelApp.link(to: Screen("reviews", parameters: id)))
        }
      events.insert(event, at: random.next(events.count + 1))
    }
  }
}

extension SwiftUIModelRun {
  /// Makes a split view event happen, as far as it can now.
  func perform(_ event: SwiftUIModelStackSplitEvent) {
    switch event {
    case .chooseRow(let index):
      if !views.personChoosesRow(index) { skip() }
    case .backToList:
      if !views.personGoesBackToTheList() { skip() }
    case .showSidebar(let show):
      if !views.personShowsSidebar(show) { skip() }
    }
  }
}
