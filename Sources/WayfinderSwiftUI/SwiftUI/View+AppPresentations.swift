#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  @_spi(Internals) import WayfinderNavigation

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  extension View {
    /// Tells `model` about a presentation of the app's own — an `.alert`, a
    /// `.confirmationDialog`, a `.sheet` — that `isPresented` drives: a link that needs its
    /// place dismisses it by setting `isPresented` to `false` and calling `onDismissByLink`,
    /// rather than UIKit taking it away behind the binding (whose button would then stop
    /// working, and whose alert's handler would never run).
    ///
    /// Apply it next to the presentation, with the same binding:
    ///
    /// ```swift
    /// Button("Delete") { confirming = true }
    ///   .alert("Delete the draft?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { deleteDraft() }
    ///     Button("Keep", role: .cancel) { keepDraft() }
    ///   }
    ///   .wayfinderPresentation(model, isPresented: $confirming) { keepDraft() }
    /// ```
    ///
    /// A presentation driven by an item binds a `Bool` made from it:
    /// `Binding { item != nil } set: { if !$0 { item = nil } }`.
    ///
    /// The model matches the app's presentations up, in the order they came up, to what UIKit
    /// presents over its own modals; when it does not hold as many as UIKit presents (one was not
    /// registered), it dismisses them through UIKit, as before.
    ///
    /// - Parameters:
    ///   - model: The model whose links may dismiss the presentation.
    ///   - isPresented: The binding the presentation modifier takes.
    ///   - onDismissByLink: What the app does when a link dismisses it (the alert's cancel
    ///     action, saving a draft), after `isPresented` is set to `false`.
    public func wayfinderPresentation(
      _ model: NavigationModel, isPresented: Binding<Bool>,
      onDismissByLink: (@MainActor () -> Void)? = nil
    ) -> some View {
      modifier(
        AppPresentationRegistration(model: model, isPresented: isPresented, onDismissByLink: onDismissByLink))
    }
  }

  /// Registers the app's presentation with the model as its binding changes; no decision of
  /// its own.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  private struct AppPresentationRegistration: ViewModifier {
    let model: NavigationModel
    let isPresented: Binding<Bool>
    let onDismissByLink: (@MainActor () -> Void)?
    @State private var id = UUID()

    func body(content: Content) -> some View {
      content
        .onChange(of: isPresented.wrappedValue, initial: true) { _, presented in
          model.appPresentations.set(id, isPresented: presented) { [isPresented, onDismissByLink] in
            isPresented.wrappedValue = false
            onDismissByLink?()
          }
        }
        .onDisappear { model.appPresentations.remove(id) }
    }
  }
#endif
