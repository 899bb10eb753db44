import WayfinderNavigation

extension Destination {
  /// A destination the app decides when the link runs, as ``resolve(timeout:fallback:_:)``,
  /// that may only be one of the screens `among` names, or a redirect: what a manifest's
  /// `{decide: recipe(recipeID), among: [recipe]}` says, and the Swift `wayfinder generate`
  /// writes for it.
  ///
  /// A decision that gives another screen, or neither a screen nor a redirect (an interrupting
  /// flow, an action, a request), ends the link ``LinkOutcome/failed(_:)`` with
  /// `decisionNotAmong` before anything moves, and
  /// ``DeepLinkCenter/explain(_:)`` says the same. `fallback`, which the app writes next to
  /// the decision, is not checked.
  ///
  /// ```swift
  /// case .recipe(let id):
  ///   .decide(among: ["recipe"], timeout: .seconds(2)) {
  ///     .screen(Screen("recipe", parameters: ["recipeID": "\(id)"]), in: try await catalog.tab(of: id))
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - among: The names of the screens the decision may show.
  ///   - timeout: How long the decision may take.
  ///   - fallback: Where the link goes when the decision takes longer; it fails when `nil`.
  ///   - decide: Decides where the link goes; a thrown error fails the link with its description.
  public static func decide(
    among: [String], timeout: Duration, fallback: Destination? = nil,
    _ decide: @escaping @Sendable () async throws -> Destination
  ) -> Destination {
    .resolve(timeout: timeout, fallback: fallback) {
      let decided = try await decide()
      if let failure = outsideChoices(decided, among: among) { throw failure }
      return decided
    }
  }

  /// The failure for a decision that gives `decided`, or `nil` when `among` allows it.
  static func outsideChoices(_ decided: Destination, among: [String]) -> LinkFailure? {
    let choices = among.map { "\"\($0)\"" }.joined(separator: ", ")
    switch decided {
    case .redirect:
      return nil
    case .screen(let screen, _, _) where among.contains(screen.name):
      return nil
    case .screen(let screen, _, _):
      return LinkFailure(
        .decisionNotAmong,
        "the app decided \(screen), which is not among the screens it may choose (\(choices))")
    case .interrupt(let screen, _):
      return LinkFailure(
        .decisionNotAmong,
        "the app decided to interrupt with \(screen); it may choose a screen among \(choices), or a redirect")
    case .resolve, .action, .respond:
      return LinkFailure(
        .decisionNotAmong,
        "the app decided neither a screen nor a redirect; it may choose a screen among \(choices), or a redirect"
      )
    }
  }
}
