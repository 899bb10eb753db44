@_spi(Internals) import WayfinderTesting
import Yams

extension Script {
  /// A script's `decisions`: what the app decides for the routes its manifest leaves to it
  /// (`{decide: …}`), each keyed by the decision as the tools print it.
  ///
  /// ```yaml
  /// decisions:
  ///   recipeTab(4): {screen: "recipe(4)", in: veggie}
  ///   shortLink(x1): {redirect: /recipes/7}
  ///   recipeTab(13): {fails: "not found: recipe 13"}
  ///   collectionOrRecipe(9): collection(9)
  /// ```
  static func decisions(_ node: Node, in source: SourceText) throws(SourceError) -> [(
    key: ScreenText, decision: ScriptDecision
  )] {
    let expected =
      "what the app decides: a screen such as recipe(4), {screen: recipe(4), in: veggie}, {redirect: /path} or {fails: reason}"
    let mapping = try source.mapping(node, "a mapping from decisions, such as recipeTab(4), to \(expected)")
    var decisions: [(key: ScreenText, decision: ScriptDecision)] = []
    for (keyNode, value) in mapping {
      let key = try source.screen(keyNode)
      if decisions.contains(where: { $0.key == key }) {
        throw source.error(at: keyNode, "the decision \(key) is given twice")
      }
      decisions.append((key, try decision(value, in: source, expected: expected)))
    }
    return decisions
  }

  private static func decision(_ node: Node, in source: SourceText, expected: String) throws(SourceError)
    -> ScriptDecision
  {
    if case .scalar = node { return .screen(try source.screen(node), in: nil) }
    var fields = SourceFields(try source.mapping(node, expected), in: source)
    let screen = fields.take("screen")
    let stack = fields.take("in")
    let redirect = fields.take("redirect")
    let fails = fields.take("fails")
    try fields.finish(known: ["screen", "in", "redirect", "fails"])
    switch (screen, redirect, fails) {
    case (let screen?, nil, nil):
      return .screen(
        try source.screen(screen),
        in: try stack.map { node throws(SourceError) in
          try source.string(node, "the stack the screen is shown in")
        })
    case (nil, let redirect?, nil) where stack == nil:
      return .redirect(try source.string(redirect, "the link the app redirects to, such as /recipes/7"))
    case (nil, nil, let fails?) where stack == nil:
      return .fails(try source.string(fails, "why the app's decision fails"))
    default:
      throw source.error(
        at: node, "a decision is one of a screen, a redirect or a failure", expected: expected)
    }
  }
}
