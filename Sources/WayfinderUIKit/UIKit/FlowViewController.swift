// NB: not on watchOS, whose UIKit module has no view controllers.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A container view controller that shows one flow at a time: the host of a flow switcher,
  /// such as a window's root switching between login and home.
  ///
  /// The flow's view controller is its only child; a new flow replaces it with a cross-dissolve
  /// when animated. The status bar, the home indicator, the screen edges' system gestures and
  /// the supported orientations are the flow's: it forwards each to the flow on screen.
  open class FlowViewController: UIViewController, AppearanceReportingHost {
    /// The view controller of the flow on screen.
    public private(set) var shownViewController: UIViewController?
    private let appearance = AppearanceLatch()

    /// Whether the view has appeared at least once.
    public var hasAppeared: Bool { appearance.hasAppeared }

    /// Calls `completion` once the view has first appeared.
    public func whenAppeared(_ completion: @escaping @MainActor () -> Void) {
      appearance.whenAppeared(completion)
    }

    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      appearance.viewDidAppear()
    }

    /// Creates a flow host showing `flow`.
    public init(showing flow: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      addChild(flow)
      flow.view.frame = view.bounds
      flow.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(flow.view)
      flow.didMove(toParent: self)
      shownViewController = flow
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // NB: tvOS and visionOS have no status bar, home indicator or interface orientations.
    #if !os(tvOS) && !os(visionOS)
      open override var childForStatusBarStyle: UIViewController? { shownViewController }
      open override var childForStatusBarHidden: UIViewController? { shownViewController }
      open override var childForHomeIndicatorAutoHidden: UIViewController? { shownViewController }
      open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { shownViewController }

      open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        shownViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
      }

      open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        shownViewController?.preferredInterfaceOrientationForPresentation
          ?? super.preferredInterfaceOrientationForPresentation
      }

      /// Asks UIKit to read the forwarded preferences again, from the flow now on screen.
      private func flowPreferencesChanged() {
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        if #available(iOS 16, *) { setNeedsUpdateOfSupportedInterfaceOrientations() }
      }
    #else
      private func flowPreferencesChanged() {}
    #endif

    /// Replaces the flow with `transition(from:to:duration:options:animations:completion:)`,
    /// taking no time when not animated.
    public func showFlow(
      _ viewController: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      addChild(viewController)
      viewController.view.frame = view.bounds
      viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      guard let old = shownViewController else {
        view.addSubview(viewController.view)
        viewController.didMove(toParent: self)
        shownViewController = viewController
        flowPreferencesChanged()
        return completion()
      }
      old.willMove(toParent: nil)
      shownViewController = viewController
      flowPreferencesChanged()
      transition(
        from: old, to: viewController, duration: animated ? 0.3 : 0, options: .transitionCrossDissolve,
        animations: nil
      ) { _ in
        old.removeFromParent()
        viewController.didMove(toParent: self)
        completion()
      }
    }
  }

  @_spi(Testing) extension FlowViewController: FlowHost {}
#endif
