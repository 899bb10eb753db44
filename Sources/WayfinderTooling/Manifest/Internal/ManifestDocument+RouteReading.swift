import WayfinderCoordination
import Yams

extension ManifestDocument {
  mutating func readRoutes(_ value: ManifestValue) throws(ManifestError) {
    let entries = try value.named("\"routes\"").entries(
      expected: "a mapping from link patterns to screens, such as /cards/:cardID(int): card(cardID)")
    let expected =
      "a screen such as card(cardID), {screen: card(cardID), in: stack}, {interrupt: rating(orderID)}, {action: closeTab(id)} or {decide: recipeTab(id), among: [recipe]}"
    for entry in entries {
      let target = entry.value.named("the route \"\(entry.key.value)\"")
      switch target.node {
      case .scalar:
        routes.append(
          Route(
            pattern: entry.key, reference: try target.reference(expected: expected), interrupts: false,
            stack: nil))
      case .mapping:
        if let route = try readAppRoute(entry, target) {
          routes.append(route)
          continue
        }
        let spec = try target.mapping(
          keys: ["screen", "interrupt", "in", "effect", "lenient", "hosts", "link", "acknowledge"],
          expected: expected)
        // The whole link, a value of its own beside the pattern's (`link: source`).
        let link = try spec["link"]?.text(
          expected: "the name the screen is given the whole link under, such as link: source")
        try readAcknowledgements(spec["acknowledge"], at: .pattern(entry.key.value))
        let stack = try spec["in"]?.text(expected: "the stack the screen is shown in")
        let effect = try Self.effect(spec["effect"])
        switch (spec["screen"], spec["interrupt"]) {
        case (let screen?, nil):
          let reference = try screen.reference(expected: "a screen such as card(cardID)")
          let lenient =
            try spec["lenient"]?.named("\"lenient\"").texts(
              expected: "a list of the pattern's optional query parameters, such as [t]") ?? []
          routes.append(
            Route(
              pattern: entry.key, reference: reference, interrupts: false, stack: stack, effect: effect,
              lenient: lenient, hosts: try Self.routeHosts(spec["hosts"]), link: link))
        case (nil, let flow?):
          for key in ["in", "effect", "lenient"] {
            guard let mark = spec.mark(of: key) else { continue }
            throw value.source.error(
              .invalidValue, "an interrupting flow is presented over whatever is on screen",
              expected: "\"\(key)\" only with \"screen\"", at: mark)
          }
          let reference = try flow.reference(expected: "the root screen of a modal, such as rating(orderID)")
          routes.append(
            Route(
              pattern: entry.key, reference: reference, interrupts: true, stack: nil,
              hosts: try Self.routeHosts(spec["hosts"]), link: link))
        case (_?, _?):
          throw value.source.error(
            .invalidValue, "the route \"\(entry.key.value)\" both opens a screen and interrupts",
            expected: "\"screen\" or \"interrupt\"", at: spec.mark(of: "interrupt") ?? target.mark)
        case (nil, nil):
          throw spec.value.error(
            .missingKey, "the route \"\(entry.key.value)\" has no screen",
            expected: "screen: card(cardID), or interrupt: rating(orderID)")
        }
      default:
        throw target.wrongType(expected: expected)
      }
    }
  }

  mutating func readStart(_ value: ManifestValue) throws(ManifestError) {
    let start = try value.named("\"start\"").mapping(
      keys: ["signedIn", "signedOut"],
      expected: "a mapping with signedIn and signedOut, such as {signedIn: {app: home}}")
    for entry in start.entries {
      let state = try Self.readState(entry)
      if entry.key.value == "signedIn" { signedIn = state } else { signedOut = state }
    }
  }

  private static func readState(_ entry: ManifestEntry) throws(ManifestError) -> Start {
    let value = entry.value.named("the start state \"\(entry.key.value)\"")
    var start = Start(key: entry.key, entries: [])
    let expected = "a flow or tab to show, or a list of screens"
    for item in try value.entries(
      expected: "a mapping from containers to what they show, such as {app: home}")
    {
      switch item.value.node {
      case .scalar:
        start.entries.append((item.key, .child(try item.value.text(expected: expected))))
      case .sequence:
        var screens: [ScreenReference] = []
        for screen in try item.value.list(expected: expected) {
          screens.append(try screen.reference(expected: "a screen such as card(7)"))
        }
        start.entries.append((item.key, .screens(screens)))
      default:
        throw item.value.wrongType(expected: expected)
      }
    }
    return start
  }

  /// A route's `effect`: `rebuild` (the default), `push` or `bringBack`.
  private static func effect(_ value: ManifestValue?) throws(ManifestError) -> LinkEffect {
    guard let value else { return .rebuild }
    let effects = LinkEffect.allCases.map(\.rawValue)
    let text = try value.text(expected: Suggestion.list(effects))
    guard let effect = LinkEffect(rawValue: text.value) else {
      var message = "unknown effect \"\(text.value)\""
      if let guess = Suggestion.closest(to: text.value, among: effects) {
        message += " (did you mean \"\(guess)\"?)"
      }
      throw value.error(.invalidValue, message, expected: Suggestion.list(effects))
    }
    return effect
  }

  /// `redirects`: a mapping from a legacy pattern to the path its links go to now.
  mutating func readRedirects(_ value: ManifestValue) throws(ManifestError) {
    let expected = "a mapping from link patterns to paths, such as /old/items/:id(int): /items/:id"
    for entry in try value.named("\"redirects\"").entries(expected: expected) {
      let target = try entry.value.named("the redirect \"\(entry.key.value)\"").content(
        expected: "the path its links go to, such as /items/:id")
      redirects.append((entry.key, target))
    }
  }
}
