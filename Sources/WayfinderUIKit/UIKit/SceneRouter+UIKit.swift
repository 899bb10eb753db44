// NB: not on watchOS, whose UIKit module has no scenes to activate.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import WayfinderCoordination

  extension SceneRouter {
    /// Has the router bring a window forward through `application`: it asks the system to
    /// activate the open scene session whose `persistentIdentifier` is the scene's identifier
    /// (`requestSceneSessionActivation(_:userActivity:options:errorHandler:)`). Connect each
    /// scene under its session's `persistentIdentifier` for this to find it.
    public func bringsScenesForward(in application: UIApplication) {
      bringForward = { [weak application] id in
        guard let application,
          let session = application.openSessions.first(where: { $0.persistentIdentifier == id })
        else { return }
        application.requestSceneSessionActivation(session, userActivity: nil, options: nil, errorHandler: nil)
      }
    }
  }
#endif
