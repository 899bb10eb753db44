import WayfinderNavigation

/// The hosts of one scene, by the name of the container each shows, and the screen each
/// view controller the library made shows.
///
/// Each scene has its own directory and its own ``UIKitNavigator``, made from that scene's root
/// view controller, so two windows never touch each other's containers. The directory holds
/// its hosts weakly: the view controller hierarchy owns them, and a host that has gone is a
/// host that is missing.
///
/// ```swift
/// let directory = HostDirectory<UIViewController>()
/// directory.register(.tabs(tabBarController), for: "home")
/// directory.register(.stack(dashboardNavigationController), for: "dashboard")
/// ```
///
/// A navigator that builds its containers, or discovers them with
/// ``discover(_:from:)``, fills its directory itself, and keeps it up to date as modals and flows
/// come and go.
@MainActor
package final class HostDirectory<PlatformViewController: AnyObject> {
  /// A host of one kind of container.
  package enum Host {
    /// The host of a stack.
    case stack(any StackHost<PlatformViewController>)
    /// The host of a tab bar.
    case tabs(any TabHost<PlatformViewController>)
    /// The host of a flow switcher.
    case flows(any FlowHost<PlatformViewController>)

    /// The host as one that presents and dismisses modals.
    package var presentationHost: any PresentationHost<PlatformViewController> {
      switch self {
      case .stack(let host): host
      case .tabs(let host): host
      case .flows(let host): host
      }
    }

    /// The kind of container it hosts, as `Container.kind` says it:
    /// `stack`, `tabs` or `flows`.
    package var kind: String {
      switch self {
      case .stack: "stack"
      case .tabs: "tabs"
      case .flows: "flows"
      }
    }
  }

  /// A host held weakly, of whichever kind it is.
  private struct Entry {
    weak var stack: (any StackHost<PlatformViewController>)?
    weak var tabs: (any TabHost<PlatformViewController>)?
    weak var flows: (any FlowHost<PlatformViewController>)?

    init(_ host: Host) {
      switch host {
      case .stack(let host): stack = host
      case .tabs(let host): tabs = host
      case .flows(let host): flows = host
      }
    }

    var host: Host? {
      if let stack { return .stack(stack) }
      if let tabs { return .tabs(tabs) }
      return flows.map(Host.flows)
    }
  }

  /// A view controller the library made, held weakly, and the screen it shows.
  private struct ScreenEntry {
    weak var viewController: PlatformViewController?
    let screen: Screen
  }

  private var entries: [String: Entry] = [:]
  /// The container name of each host, by the host's identity: to read a view controller as
  /// the container it hosts.
  private var names: [ObjectIdentifier: String] = [:]
  private var screens: [ObjectIdentifier: ScreenEntry] = [:]
  private var pruneAt = 64
  /// The coordinators that host their own stacks, by stack name, held weakly.
  var hostingCoordinators: [String: HostingEntry] = [:]

  /// Creates an empty directory.
  package init() {}

  /// Makes `host` the host of the container named `container`, replacing any other.
  package func register(_ host: Host, for container: String) {
    entries[container] = Entry(host)
    names[ObjectIdentifier(host.presentationHost.hostViewController)] = container
  }

  /// The name of the container `viewController` hosts, if it is a live host of this directory.
  package func container(hostedBy viewController: PlatformViewController) -> String? {
    guard let name = names[ObjectIdentifier(viewController)],
      let host = host(for: name), host.presentationHost.hostViewController === viewController
    else { return nil }
    return name
  }

  /// Records that `viewController` shows `screen`: the navigator records every view
  /// controller its factory makes. An app that pushes a screen of the graph itself records it
  /// too (``UIKitNavigator/viewController(for:in:)`` does), or it is read as a foreign screen.
  /// Its view takes the screen's accessibility identifier, unless the app gave it one.
  package func record(_ viewController: PlatformViewController, showing screen: Screen) {
    // Entries of view controllers that have gone are dropped now and then, not on every call.
    if screens.count >= pruneAt {
      screens = screens.filter { $0.value.viewController != nil }
      pruneAt = max(64, screens.count * 2)
    }
    screens[ObjectIdentifier(viewController)] = ScreenEntry(viewController: viewController, screen: screen)
    label(viewController, showing: screen)
  }

  /// The screen `viewController` shows, if it was recorded and is still alive, or else if the
  /// coordinator hosting its stack reads it as one (``HostingCoordinator/screen(shownBy:)``).
  package func screen(shownBy viewController: PlatformViewController) -> Screen? {
    guard let entry = screens[ObjectIdentifier(viewController)], entry.viewController === viewController
    else {
      return screenRead(byHostOf: viewController)
    }
    return entry.screen
  }

  /// The host of the container named `container`, if it has one that is still alive.
  package func host(for container: String) -> Host? {
    entries[container]?.host
  }

  /// Forgets the host of the container named `container`.
  package func forget(_ container: String) {
    entries[container] = nil
  }

  /// The names of the containers that have a live host, sorted.
  package var containerNames: [String] {
    entries.keys.filter { entries[$0]?.host != nil }.sorted()
  }

  /// The containers of `state` that have no live host of their kind, sorted: what a step on
  /// them would be refused for.
  ///
  /// ```swift
  /// directory.missingHosts(for: BankNavigation.signedInStart)  // ["app", "home", "profile", …]
  /// ```
  package func missingHosts(for state: NavigationState) -> [String] {
    state.containerNames.filter { name in
      host(for: name)?.kind != state.container(named: name)?.kind
    }.sorted()
  }

  /// Forgets the hosts of `container` and every container inside it.
  func forget(containersIn container: Container) {
    for name in NavigationState(root: container).containerNames { forget(name) }
  }
}
