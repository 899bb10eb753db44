#if canImport(UIKit) && !os(watchOS)
  import ShopKit
  import UIKit
  import WayfinderUIKit

  /// The shop's scene delegate: it builds the scene's views with Wayfinder and forwards every
  /// link the scene is handed — at cold launch and while running, custom-scheme URLs and
  /// universal links — to ``ShopLinks``, which decides. It wires no navigation, tab bar or
  /// presentation delegate: the navigator reads what the person did from the views.
  open class ShopSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    /// The scene's links: the only owner of its center and navigator.
    private(set) var links: ShopLinks?
    let actions = ShopActions()
    private let session = ShopSession()
    /// What shows the outcomes in the UI-test mode.
    private var outcomeTask: Task<Void, Never>?

    open func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      self.window = window
      do {
        let navigator = try window.wayfinderNavigator(
          building: Shop.start.root, factory: ShopViewControllers(actions: actions))
        window.makeKeyAndVisible()
        let links = try ShopLinks(navigator: navigator, session: self.session, clock: ContinuousClock())
        actions.navigator = navigator
        actions.links = links
        self.links = links
        // Links go to the active scene, whichever scene UIKit hands them to.
        ShopAppDelegate.scenes.connect(session.persistentIdentifier, center: links.center)
        // Cold launch: the links that launched the app come with the connection options.
        links.openAtLaunch(
          urls: connectionOptions.urlContexts.map(\.url),
          activities: connectionOptions.userActivities.map {
            (type: $0.activityType, webpageURL: $0.webpageURL)
          })
        links.sceneIsReady()
        if UITestOutcomes.isOn { showOutcomes(of: links, in: window) }
      } catch {
        print("the shop's routes, graph or screens do not build: \(error)")
      }
    }

    /// The UI-test mode: a label over the scene, identified `wayfinder.lastOutcome`, saying the
    /// last link's outcome (``UITestOutcomes``), which the golden scripts replayed on a device
    /// read.
    private func showOutcomes(of links: ShopLinks, in window: UIWindow) {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 20))
      label.accessibilityIdentifier = UITestOutcomes.identifier
      label.text = "#0"
      window.addSubview(label)
      let stream = links.center.outcomes
      outcomeTask = Task { @MainActor in
        var outcomes = UITestOutcomes()
        for await report in stream {
          if let text = outcomes.label(after: report) { label.text = text }
        }
      }
    }

    /// A custom-scheme link while the app runs: to the active scene.
    open func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
      let id = scene.session.persistentIdentifier
      for context in contexts {
        // Handed over now, in UIKit's order: no task to start.
        ShopAppDelegate.scenes.send(context.url.absoluteString, from: .url, receivedBy: id)
      }
    }

    open func sceneDidBecomeActive(_ scene: UIScene) {
      ShopAppDelegate.scenes.sceneDidBecomeActive(scene.session.persistentIdentifier)
    }

    open func sceneWillResignActive(_ scene: UIScene) {
      ShopAppDelegate.scenes.sceneWillResignActive(scene.session.persistentIdentifier)
    }

    open func sceneDidDisconnect(_ scene: UIScene) {
      ShopAppDelegate.scenes.disconnect(scene.session.persistentIdentifier)
    }

    /// A universal link (or Handoff) while the app runs.
    open func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      guard
        let url = ShopLinks.universalLink(
          type: userActivity.activityType, webpageURL: userActivity.webpageURL)
      else { return }
      let id = scene.session.persistentIdentifier
      ShopAppDelegate.scenes.send(url, from: .universalLink, receivedBy: id)
    }
  }
#endif
