import Foundation

/// The presentations an app makes itself over what a navigator shows — its own `.alert`,
/// `.confirmationDialog` or sheet — each with the way to dismiss it that the app owns (clearing
/// its binding), in the order they were presented.
///
/// A link that needs their place dismisses them through these, so that the app's state says
/// they went and the app's own handler runs, rather than UIKit taking them away behind the
/// bindings that hold them (whose button then stops working). A navigator that finds none for a
/// presentation it must dismiss dismisses it on the platform instead.
///
/// `wayfinderPresentation(_:isPresented:onDismissByLink:)` in WayfinderSwiftUI registers each
/// one as its binding changes.
@MainActor
package final class AppPresentationRegistry {
  /// One presentation of the app's, while it is presented.
  private struct Entry {
    let id: UUID
    let dismiss: @MainActor () -> Void
  }

  /// The presentations up, bottom to top.
  private var presented: [Entry] = []

  package init() {}

  /// How many of the app's presentations are up.
  package var count: Int { presented.count }

  /// Says whether the presentation `id` is up; `dismiss` clears its binding and runs the app's
  /// handler. A presentation coming up goes over the ones up.
  package func set(_ id: UUID, isPresented: Bool, dismiss: @escaping @MainActor () -> Void) {
    let index = presented.firstIndex { $0.id == id }
    switch (isPresented, index) {
    case (true, nil): presented.append(Entry(id: id, dismiss: dismiss))
    case (true, let index?): presented[index] = Entry(id: id, dismiss: dismiss)
    case (false, let index?): presented.remove(at: index)
    case (false, nil): break
    }
  }

  /// Forgets the presentation `id`: its view went.
  package func remove(_ id: UUID) {
    presented.removeAll { $0.id == id }
  }

  /// Dismisses, top-most first, the app's presentations from the `index`th up (0 the bottom
  /// one), through their own dismissals; returns `false`, dismissing nothing, when fewer than
  /// the `expected` the navigator knows of are up (one was not registered, or has gone). More
  /// may be up — the app presented them since the navigator read its own — over those it
  /// knows, and they go with them, as UIKit would take them.
  package func dismiss(from index: Int, expected: Int) -> Bool {
    guard presented.count >= expected, presented.indices.contains(index) else { return false }
    let leaving = presented[index...]
    presented.removeSubrange(index...)
    for entry in leaving.reversed() { entry.dismiss() }
    return true
  }
}
