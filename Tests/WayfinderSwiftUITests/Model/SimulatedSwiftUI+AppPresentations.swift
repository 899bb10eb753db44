import Foundation
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

/// The app's binding of one of its presentations (`isPresented`), and whether the handler it
/// gave for a link's dismissal ran.
@MainActor
final class AppPresentationBinding {
  let presentation: AppPresentation
  let id = UUID()
  var isPresented = true
  var handlerRan = false

  init(_ presentation: AppPresentation) {
    self.presentation = presentation
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
    let binding = AppPresentationBinding(presentation)
    guard layer.presentApp(presentation, binding: binding, animated: true) else { return false }
    appBindings.append(binding)
    // `wayfinderPresentation(_:isPresented:onDismissByLink:)`: its `onChange(initial:)` registers
    // the binding with the model as it becomes true.
    model.appPresentations.set(binding.id, isPresented: true) { [weak self, binding] in
      binding.isPresented = false
      binding.handlerRan = true
      self?.scheduleRender()
    }
    counts["app presentations", default: 0] += 1
    return true
  }

  /// The app's own presentation on top goes (the person answers the alert, or the app takes
  /// its sheet away); returns `false` when there is none on top, or UIKit is busy.
  func appDismisses() -> Bool {
    guard layer.inFlight == nil, let top = layer.chain.indices.last, layer.isApp(at: top),
      !layer.chain[top].isLeaving, let binding = layer.chain[top].appBinding
    else { return false }
    // The app clears its binding (the modifier tells the model); SwiftUI dismisses it.
    binding.isPresented = false
    model.appPresentations.set(binding.id, isPresented: false) {}
    return layer.dismiss(from: top, by: .app, animated: true)
  }
}

extension SimulatedSwiftUI {
  /// SwiftUI dismisses the app's presentations whose binding was cleared (by a link, through the
  /// model), from the lowest up; returns whether one is to be dismissed.
  @discardableResult
  func dismissClearedAppPresentations(by origin: SimulatedTransition.Origin, animated: Bool) -> Bool {
    guard let level = layer.chain.firstIndex(where: { $0.appBinding?.isPresented == false && !$0.isLeaving })
    else { return false }
    // NB: refused while another's change runs, it is tried again when that one ends.
    layer.dismiss(from: level, by: origin, animated: animated)
    return true
  }
}
