import WayfinderModelSupport
import WayfinderNavigation
@_spi(ViewLayer) import WayfinderSwiftUI

/// A presentation the app makes itself, with SwiftUI's modifiers, over whatever is on screen.
///
/// On iOS SwiftUI shows `.alert` and `.confirmationDialog` with a `UIAlertController`, and a
/// sheet with a hosting controller, each presented by UIKit like any view controller: the
/// glue reads them, by type, in the presented chain.
enum AppPresentation: String, CaseIterable, Hashable, Sendable {
  case alert, confirmationDialog, sheet

  /// The type name UIKit's presented controller has.
  var kind: String {
    switch self {
    case .alert, .confirmationDialog: "UIAlertController"
    case .sheet: "PresentationHostingController"
    }
  }
}

extension SimulatedSwiftUI {
  /// What UIKit presents, bottom to top, by kind: the model's sheets and covers (hosting
  /// controllers) and the app's own presentations.
  func presentedChain() -> [String]? {
    layer.chain.map { $0.appKind ?? "PresentationHostingController" }
  }

  /// Each modal's content reports its appearance, as the glue's does.
  var reportsModalAppearances: Bool { true }

  /// The glue dismisses what UIKit presents at `level` and over it: the app's own presentation,
  /// which the model's step dismissed.
  func dismissPresentation(at level: Int, animated: Bool) {
    note("the glue dismisses what UIKit presents at level \(level)")
    layer.dismiss(from: level, by: .step(model.revision), animated: animated)
  }

  /// The app presents `presentation` of its own; returns `false` when UIKit refuses it now.
  func appPresents(_ presentation: AppPresentation) -> Bool {
    guard layer.presentApp(presentation, animated: true) else { return false }
    counts["app presentations", default: 0] += 1
    return true
  }

  /// The app's own presentation on top goes (the person answers the alert, or the app takes
  /// its sheet away); returns `false` when there is none on top, or UIKit is busy.
  func appDismisses() -> Bool {
    guard layer.inFlight == nil, let top = layer.chain.indices.last, layer.isApp(at: top),
      !layer.chain[top].isLeaving
    else { return false }
    return layer.dismiss(from: top, by: .app, animated: true)
  }
}
