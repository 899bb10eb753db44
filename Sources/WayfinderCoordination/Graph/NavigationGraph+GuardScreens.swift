@_spi(Internals) import WayfinderNavigation

extension NavigationGraph {
  /// `state` with the screen that the guard `name` showed closed, now that the guard passed.
  ///
  /// A screen pushed in a stack, or a modal's root, closes as its own back button or dismissal
  /// would close it (``NavigationState/closing(_:)``). The root of a flow has nowhere to go
  /// back to: a sign-in flow beside the app's (the bank's `login` beside `home`) gives way to
  /// the flow of its switcher that the guard protects, as it first appears — what the app shows
  /// once the person is signed in. With no such flow, the state stays as it is.
  ///
  /// ```swift
  /// // app: {flows: [login, home]}, home behind signedIn, whose screen is login:
  /// graph.closingGuardScreen(login.id, guard: "signedIn", in: signedOut)  // app showing home
  /// ```
  package func closingGuardScreen(_ screen: Screen.ID, guard name: String, in state: NavigationState)
    -> NavigationState
  {
    let closed = state.closing(screen)
    guard closed == state,
      let stack = state.stacks.first(where: { $0.level == 0 && $0.stack.screens.first?.id == screen })?.stack
    else { return closed }
    let path = path(to: stack.name)
    // The innermost flow switcher on the way to the stack, and the flow of it that shows it.
    for (index, switcher) in path.enumerated().reversed() where index + 1 < path.count {
      guard case .flows(let flows, _)? = containers[switcher]?.kind else { continue }
      let shown = path[index + 1]
      guard
        let flow = flows.first(where: { $0 != shown && guards(forContainer: $0).contains(name) }),
        let content = initialContainer(flow),
        let switched = try? state.applying(.switchFlow(switcher, to: content))
      else { return state }
      return switched
    }
    return state
  }
}
