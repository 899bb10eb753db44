#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderNavigation
  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  extension View {
    /// Makes this view the one that shows `model`'s steps, one per update: each step's change is
    /// made in a transaction of its own, animated as the step says, and the model hears that it
    /// has settled once the view has updated for it. Apply it once, at the root.
    public func wayfinder(_ model: NavigationModel) -> some View {
      modifier(WayfinderUpdates(model: model))
    }

    /// Presents `model`'s modals over this view, each as a sheet or a full-screen cover, and
    /// each next modal over the one before: `content` shows a modal's container.
    public func wayfinderSheets<ModalContent: View>(
      _ model: NavigationModel, @ViewBuilder content: @escaping (Modal) -> ModalContent
    ) -> some View {
      modifier(WayfinderModals(model: model, level: 0, content: content))
    }
  }

  /// Shows each step's change in its own transaction, and tells the model when it has settled.
  ///
  /// NB: the ticker is not detached when this view disappears (a full-screen cover takes the
  /// root off screen, and the steps after it must still be paced): the model holds it weakly,
  /// so it goes when the view is gone for good.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  private struct WayfinderUpdates: ViewModifier {
    let model: NavigationModel
    @State private var ticker = TransactionTicker()

    func body(content: Content) -> some View {
      content
        .onAppear {
          ticker.model = model
          model.attach(ticker)
        }
        .onChange(of: model.revision) { _, revision in model.viewsDidUpdate(revision: revision) }
        #if canImport(UIKit) && !os(watchOS)
          .background { TransitionProbe(ticker: ticker) }
        #endif
    }
  }

  /// Makes each step's change with the step's animation, or with none, and reports each one's
  /// transaction completed (at once for a change without animation).
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  final class TransactionTicker: ViewUpdateTicker {
    /// The model whose steps it shows.
    public weak var model: NavigationModel?

    #if canImport(UIKit) && !os(watchOS)
      /// A controller among the views, through which the ticker finds UIKit's transitions.
      weak var probe: UIViewController?
    #endif

    /// Creates a ticker.
    public init() {}

    /// The modals' content reports `onAppear` and `onDisappear` to the model (`wayfinderSheets`).
    public var reportsModalAppearances: Bool { true }

    public func apply(_ update: ViewUpdate, change: () -> Void) {
      switch update.settling {
      case .transitionEnd:
        withAnimation(.default, completionCriteria: .logicallyComplete, change) { [weak model] in
          model?.didSettle(revision: update.revision)
        }
      case .nextUpdate:
        // The transaction's completion as well as `onChange`: the root's `onChange` may not be
        // called while a full-screen cover hides it.
        var transaction = Transaction(animation: nil)
        transaction.disablesAnimations = true
        transaction.addAnimationCompletion { [weak model] in model?.didSettle(revision: update.revision) }
        withTransaction(transaction, change)
      }
    }
  }

  #if canImport(UIKit) && !os(watchOS)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    extension TransactionTicker {
      /// Reads the transition coordinators of the controllers under the one hosting the views
      /// (`UIKitTransitionReading`): a push or a presentation under SwiftUI is UIKit's
      /// transition, which `withAnimation`'s completion does not wait for.
      public func whenUIKitTransitionsEnd(_ ended: @escaping @MainActor () -> Void) -> UIKitTransitions {
        UIKitTransitionReading.whenTransitionsEnd(
          from: probe, parent: { $0.parent }, children: { $0.children },
          presented: { $0.presentedViewController }, coordinator: { $0.transitionCoordinator },
          identity: { ObjectIdentifier($0) },
          register: { coordinator, end in coordinator.animate(alongsideTransition: nil) { _ in end() } },
          ended: ended)
      }

      /// The type names of the controllers UIKit presents over the one hosting the views,
      /// bottom to top (`UIKitTransitionReading.presentedChain`).
      public func presentedChain() -> [String]? {
        UIKitTransitionReading.presentedChain(
          from: probe, parent: { $0.parent }, presented: { $0.presentedViewController }
        )?.dropFirst().map { String(describing: type(of: $0)) }
      }

      /// Dismisses the controller presented at `level`, with every one over it.
      public func dismissPresentation(at level: Int, animated: Bool) {
        UIKitTransitionReading.presenter(
          of: level, from: probe, parent: { $0.parent }, presented: { $0.presentedViewController }
        )?.dismiss(animated: animated)
      }
    }

    /// An empty controller among the views, which tells the ticker where UIKit is.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private struct TransitionProbe: UIViewControllerRepresentable {
      let ticker: TransactionTicker

      func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        ticker.probe = controller
        return controller
      }

      func updateUIViewController(_ controller: UIViewController, context: Context) {
        ticker.probe = controller
      }
    }
  #else
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    extension TransactionTicker {
      /// The views cannot see UIKit here: a step settles when its destination has appeared.
      public func whenUIKitTransitionsEnd(_ ended: @escaping @MainActor () -> Void) -> UIKitTransitions {
        .unseen
      }
    }
  #endif

  /// Presents the modal over `level`, and, inside it, the modals over it.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  private struct WayfinderModals<ModalContent: View>: ViewModifier {
    let model: NavigationModel
    let level: Int
    let content: (Modal) -> ModalContent

    func body(content base: Content) -> some View {
      #if os(macOS)
        // NB: macOS has no full-screen cover; every modal is a sheet there.
        base.sheet(item: binding { $0.modal(at: $1) }, content: presentation)
      #else
        base
          .sheet(item: binding { $0.sheet(at: $1) }, content: presentation)
          .fullScreenCover(item: binding { $0.fullScreenCover(at: $1) }, content: presentation)
      #endif
    }

    /// A binding that carries what this body rendered: a late write for a modal the model no
    /// longer presents there is an echo, and is ignored.
    private func binding(
      _ read: @escaping @MainActor @Sendable (NavigationModel, Int) -> PresentedModal?
    ) -> Binding<PresentedModal?> {
      let rendered = read(model, level)
      return Binding(
        get: { @MainActor [model, level] in read(model, level) },
        set: { @MainActor [model, level] in model.setPresented($0, at: level, rendered: rendered) })
    }

    /// The modal's content, reporting to the model when SwiftUI really presented it and when it
    /// went.
    private func presentation(_ presented: PresentedModal) -> some View {
      content(presented.modal)
        .modifier(WayfinderModals(model: model, level: presented.level + 1, content: content))
        .onAppear { model.modalDidAppear(presented.id) }
        .onDisappear { model.modalDidDisappear(presented.id) }
    }
  }
#endif
