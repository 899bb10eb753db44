import WayfinderModelSupport
import WayfinderNavigation

/// The model's own record of what its factory made: the screen each view controller shows and
/// the container each host hosts, with the style the graph declares for each modal. The truth
/// is computed from it, never from the navigator's directory.
@MainActor
final class ModelRecords {
  private struct Shown {
    weak var viewController: ModelViewController?
    let screen: Screen
  }

  private struct Hosted {
    weak var host: ModelViewController?
    let container: String
  }

  private var screens: [ObjectIdentifier: Shown] = [:]
  private var hosts: [ObjectIdentifier: Hosted] = [:]
  private var watchedShown: [Shown] = []
  /// The names of the screens whose view controllers ``watched`` lists.
  let watchedNames: Set<String>
  /// The style the app's graph declares for each modal, by the modal's name.
  let declaredStyles: [String: Modal.Style]

  init(declaredStyles: [String: Modal.Style], watching watchedNames: Set<String> = []) {
    self.declaredStyles = declaredStyles
    self.watchedNames = watchedNames
  }

  /// The view controllers still alive that show a screen named in ``watchedNames`` (the
  /// screens behind the guard), with their screens.
  var watched: [(viewController: ModelViewController, screen: Screen)] {
    watchedShown.compactMap { shown in shown.viewController.map { ($0, shown.screen) } }
  }

  func record(_ viewController: ModelViewController, showing screen: Screen) {
    screens[ObjectIdentifier(viewController)] = Shown(viewController: viewController, screen: screen)
    if watchedNames.contains(screen.name) {
      watchedShown.removeAll { $0.viewController == nil }
      watchedShown.append(Shown(viewController: viewController, screen: screen))
    }
  }

  func record(_ host: ModelViewController, hosting container: String) {
    hosts[ObjectIdentifier(host)] = Hosted(host: host, container: container)
  }

  /// The screen `viewController` was made for, if the factory made it.
  func screen(of viewController: ModelViewController) -> Screen? {
    guard let shown = screens[ObjectIdentifier(viewController)], shown.viewController === viewController
    else {
      return nil
    }
    return shown.screen
  }

  /// The container `host` was made for, if the factory made it.
  func container(of host: ModelViewController) -> String? {
    guard let hosted = hosts[ObjectIdentifier(host)], hosted.host === host else { return nil }
    return hosted.container
  }
}
