// The core an app imports: `import Wayfinder` brings the routing layer (links to typed routes),
// the navigation state and planner, and the coordination layer (the graph, coordinators,
// `DeepLinkCenter`). `WayfinderUIKit` and `WayfinderSwiftUI` re-export it, so an app with a
// screen writes `import WayfinderUIKit` (or `import WayfinderSwiftUI`) alone.
@_exported import WayfinderCoordination
@_exported import WayfinderNavigation
@_exported import WayfinderRouting
