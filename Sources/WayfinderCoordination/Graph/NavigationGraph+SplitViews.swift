import WayfinderNavigation

extension NavigationGraph.Builder {
  /// Declares that the stack named `stack` is shown as a split view on iPad: its root screen,
  /// a list, in the sidebar (the primary column), and every screen pushed past it in the detail
  /// (the secondary column) — a chat app's channel list with the conversation beside it.
  ///
  /// ```swift
  /// graph.stack("chats", root: Screen("channels"))
  /// graph.screen("conversation", in: "chats", parameters: ["channelID"])
  /// graph.showsAsSplitView("chats")
  /// ```
  ///
  /// The state is the same either way (one stack): links, restoration and scripts do not
  /// change; the views do. UIKit shows it with a `WayfinderSplitViewController`, SwiftUI with a
  /// `WayfinderStackSplitView`; at compact width both collapse to the one stack on iPhone.
  /// ``build()`` fails with `unknown-container` when `stack` is not declared, and with
  /// `wrong-kind` when it is not a stack.
  public mutating func showsAsSplitView(_ stack: String) {
    if !splitViewStacks.contains(stack) { splitViewStacks.append(stack) }
  }

  /// The stacks declared shown as split views, each checked to be a stack.
  func checkSplitViews(_ byName: [String: NavigationGraph.ContainerNode]) throws(GraphError) -> Set<String> {
    for name in splitViewStacks {
      guard let node = byName[name] else {
        throw GraphError(.unknownContainer, "the split view \"\(name)\" is not a declared container")
      }
      guard case .stack = node.kind else {
        throw GraphError(
          .wrongKind, "the split view \"\(name)\" is not a stack: only a stack is shown as one")
      }
    }
    return Set(splitViewStacks)
  }
}

extension NavigationGraph.TypedBuilder {
  /// Declares that the stack `stack` is shown as a split view on iPad: its root, a list, in
  /// the sidebar, every screen pushed past it in the detail (the untyped builder's
  /// `showsAsSplitView(_:)`).
  public mutating func showsAsSplitView(_ stack: Name) {
    untyped.showsAsSplitView(stack.rawValue)
  }
}

extension NavigationGraph {
  /// Whether the stack named `stack` is shown as a split view (the builder's
  /// `showsAsSplitView(_:)`): its root in the sidebar, what is pushed past it in the detail.
  public func showsAsSplitView(_ stack: String) -> Bool {
    splitViewStacks.contains(stack)
  }

  /// The stacks shown as split views, sorted.
  public var splitViews: [String] { splitViewStacks.sorted() }
}
