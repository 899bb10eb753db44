// The one import an app needs beside its adapter: `import Wayfinder` brings the routing layer
// (links to typed routes), the navigation state and planner, and the coordination layer (the
// graph, coordinators, `DeepLinkCenter`). Add `import WayfinderUIKit` or
// `import WayfinderSwiftUI` for the screen.
@_exported import WayfinderCoordination
@_exported import WayfinderNavigation
@_exported import WayfinderRouting
