extension Coordinator {
  /// The first coordinator, from this one down, that can respond to `request`.
  ///
  /// The search is seed 001's `hitTest`: depth first, a coordinator before its children,
  /// children in the order they attached. So a coordinator that can respond shadows every
  /// coordinator below it, and an earlier branch wins over a later one; call it on the root to
  /// search the whole tree. Each coordinator is asked ``canRespond(to:)``; none responds yet.
  ///
  /// ```swift
  /// // app › home › [dashboard, settings]; dashboard and settings can respond to "search"
  /// app.firstResponder(for: ResponderRequest("search"))?.container  // "dashboard"
  /// ```
  ///
  /// - Parameter request: The request looking for a responder.
  /// - Returns: The responder, or `nil` when no coordinator in the subtree can respond.
  public func firstResponder(for request: ResponderRequest) -> Coordinator? {
    if canRespond(to: request) { return self }
    for child in children {
      if let responder = child.firstResponder(for: request) { return responder }
    }
    return nil
  }

  /// The branch to make visible so that this coordinator can respond: the names of the
  /// containers from the root down to it.
  ///
  /// This changes nothing on screen by itself. The dispatcher turns the branch into a target
  /// state (select each tab on the way, dismiss what covers it) and the planner into steps;
  /// then it calls ``respond(to:)``.
  ///
  /// ```swift
  /// let responder = app.firstResponder(for: search)
  /// responder?.becomeFirstResponder()  // ["app", "home", "dashboard"]
  /// ```
  ///
  /// - Returns: The container names from the root to this coordinator, as ``path``.
  @discardableResult
  public func becomeFirstResponder() -> [String] {
    path
  }
}
