// One import for a UIKit app: `import WayfinderUIKit` brings the core with the adapter — routing
// (links to typed routes), the navigation state and planner, and coordination (the graph,
// coordinators, `DeepLinkCenter`) — as `import Wayfinder` does. A file that imports `Wayfinder`
// as well still compiles.
@_exported import Wayfinder
