import WayfinderCoordination
import WayfinderNavigation

extension ManifestCompiler {
  /// The typed screen cases: every screen the manifest declares, roots first, each with the
  /// values its routes give it, typed as the patterns type them (`String` when they disagree).
  func screenCases(_ routes: [GenerationModel.RouteCase]) throws(ManifestError) -> [GenerationModel
    .ScreenCase]
  {
    var cases: [GenerationModel.ScreenCase] = []
    let screenType = "\(SwiftNames.typePrefix(document.app.value) ?? "")Screen"
    for name in screenNames {
      let node = pushed[name]
      let declaration = node?.name ?? roots[name]?.first?.root
      if let declaration {
        try requireSwiftName(declaration, what: "screen", reserved: ["screen", "init"], in: screenType)
      }
      // The values of the routes that show it, and the types of the values a decision that may
      // choose it takes under the same names (`/s/:itemID(int): {decide: shortLink(itemID),
      // among: [item]}` makes `item`'s `itemID` an `Int`).
      let decided = routes.filter { route in
        guard case .decision(let among, _)? = route.app, route.screen != name else { return false }
        return among.contains(name)
      }
      let given = routes.filter { $0.screen == name }.flatMap(\.fields)
      let typed =
        given
        + decided.flatMap(\.fields).map { GeneratedField(label: $0.label, type: $0.type, isOptional: false) }
      func field(_ label: String, optional: Bool, isData: Bool = false) -> GeneratedField {
        let types = typed.filter { $0.label == label }
        let type = types.first.map(\.type).flatMap { first in
          types.allSatisfy { $0.type == first } ? first : nil
        }
        return GeneratedField(
          label: label, type: type ?? .string, isOptional: optional || types.contains(where: \.isOptional),
          isData: isData)
      }
      var fields: [GeneratedField] = []
      if let node {
        // Data is optional: a screen holds it only once a link gives it.
        fields =
          node.parameters.map { field($0.value, optional: node.optionalParameters.contains($0.value)) }
          + node.data.map { field($0.value, optional: true, isData: true) }
      } else {
        var seen: Set<String> = []
        // A root screen holds no value in the graph, so each value a route gives it is optional;
        // so is a constant a stack gives its root (`recipeList(kind = 'veggie')`).
        let constants = (roots[name] ?? []).flatMap { $0.rootValues.keys.sorted() }
        for label in given.map(\.label) + constants where seen.insert(label).inserted {
          fields.append(field(label, optional: true))
        }
      }
      for field in fields where !SwiftNames.isIdentifier(field.label) {
        throw source.error(
          .swiftName, "the parameter \"\(field.label)\" cannot be a Swift name",
          expected: "letters, digits and _, not starting with a digit",
          at: declaration?.mark ?? document.graphMark)
      }
      let doc = declaration.map { source.comment(above: $0.mark.line) } ?? []
      cases.append(
        GenerationModel.ScreenCase(
          name: name, caseName: name, fields: fields, traits: node?.traits ?? [], doc: doc))
    }
    return cases
  }
}

extension ManifestCompiler {
  /// Whether a route is a screen: it shows the screen of its own name (no decision, action,
  /// request or interrupting flow, no stack or effect of its own) and gives it exactly the
  /// values the screen case holds. When every route is one, one enum is both the route type
  /// and the screen type; otherwise the route enum names it by its screen,
  /// `.screen(.post(postID: "7"))`. Redirects and rewrites make no route case, so they do not
  /// count.
  static func isScreen(_ route: GenerationModel.RouteCase, _ screens: [GenerationModel.ScreenCase]) -> Bool {
    guard route.app == nil, !route.interrupts, route.stack == nil, route.effect == .rebuild,
      route.caseName == route.name, route.name == route.screen,
      let screen = screens.first(where: { $0.name == route.screen })
    else { return false }
    return screen.caseName == route.caseName && screen.fields == route.fields && screen.traits == route.traits
  }

  /// Whether the screen enum can be `Codable` and print itself: no value is of a type the
  /// manifest declares, and no case is named as a member the enum gets (`description`, and
  /// `destination` when it is the route type too).
  static func screensAreCodable(_ screens: [GenerationModel.ScreenCase]) -> Bool {
    let reserved: Set<String> = ["description", "destination", "screen", "hashValue", "init"]
    return screens.allSatisfy { screen in
      !reserved.contains(screen.caseName)
        && !screen.fields.contains {
          if case .declared = $0.type { true } else { false }
        }
    }
  }
}

extension ManifestSource {
  /// The comment written just above line `number`, one `#` line after another, without the
  /// `#` and the space after it.
  func comment(above number: Int) -> [String] {
    var comment: [String] = []
    var current = number - 1
    while let text = line(current) {
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#") else { break }
      var body = trimmed.dropFirst()
      if body.hasPrefix(" ") { body = body.dropFirst() }
      comment.insert(String(body.reversed().drop { $0 == " " }.reversed()), at: 0)
      current -= 1
    }
    return comment
  }
}
