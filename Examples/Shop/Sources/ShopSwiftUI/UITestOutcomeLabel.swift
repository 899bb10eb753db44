#if canImport(SwiftUI)
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// The SwiftUI shop's UI-test mode (launched with `-WayfinderUITests`, as
  /// `Examples/Shop/UITests` launches it): a line over the scene, identified
  /// `wayfinder.lastOutcome`, saying the last link's outcome (``UITestOutcomes``), which the
  /// golden scripts replayed on a device read. The UIKit shop shows the same label
  /// (`SceneDelegate`).
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct UITestOutcomeLabel: View {
    /// The scene center's outcomes, subscribed to when the scene was made.
    let outcomes: AsyncStream<LinkReport>
    @State private var text = "#0"

    var body: some View {
      Text(verbatim: text)
        .accessibilityIdentifier(UITestOutcomes.identifier)
        .task { await follow() }
    }

    /// Shows each link's outcome as it comes, until the view goes.
    private func follow() async {
      var counted = UITestOutcomes()
      for await report in outcomes {
        if let label = counted.label(after: report) { text = label }
      }
    }
  }
#endif
