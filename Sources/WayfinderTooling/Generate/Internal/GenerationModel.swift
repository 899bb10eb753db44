import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

/// What the generated Swift declares, read off a compiled manifest: the route cases, the
/// screen cases and the comments that document them, every name checked to be usable in Swift.
struct GenerationModel {
  /// One pattern of a route case, and which of its parameters gives which value.
  /// A field a pattern gives: its label, the pattern parameter and whether the pattern
  /// requires it, or the constant it always gives, the type the pattern reads it as, and the
  /// text before the value (`'/' + rest`).
  struct Given {
    var label: String
    var parameter: String
    var isRequired: Bool
    var constant: String?
    var type: GeneratedValueType
    var prefix: String? = nil
    /// Whether it is the whole link (the route's `link:`): read, never printed.
    var isLink = false
  }

  struct RoutePatternEntry {
    var text: String
    /// The case's fields this pattern gives, by label, with the pattern parameter and whether
    /// the pattern requires it, or the constant it always gives, and the type the pattern reads
    /// it as (text, when the field is text because another pattern reads it as another type).
    var given: [Given]
    /// The optional query parameters whose value of the wrong type is dropped.
    var lenient: [String] = []
    /// The hosts whose universal links the pattern takes; empty for every host.
    var hosts: [String] = []
  }

  /// A case of the route enum: the routes of one name (and stack).
  struct RouteCase {
    var name: String
    var caseName: String
    var screen: String
    var stack: String?
    var interrupts: Bool
    var effect: LinkEffect = .rebuild
    var traits: Screen.Traits
    var fields: [GeneratedField]
    var patterns: [RoutePatternEntry]
    var doc: [String]
    /// What the case does instead of showing `screen`: the app's action or decision, or a
    /// request to its coordinators.
    var app: ManifestRoute.AppRole? = nil
    /// Whether the route opens the screen case of its own name with exactly its values, so
    /// that the route enum names it by that screen (`.screen(.post(postID: "7"))`) rather than
    /// by a case of its own.
    var isScreen = false

    /// Whether the app implements a hook for it: an action or a decision.
    var needsHook: Bool {
      switch app {
      case .action?, .decision?: true
      case .request?, nil: false
      }
    }
  }

  /// A case of the typed screen enum.
  struct ScreenCase {
    var name: String
    var caseName: String
    var fields: [GeneratedField]
    var traits: Screen.Traits
    var doc: [String]
  }

  var app: String
  var prefix: String
  var headerDoc: [String]
  var routes: [RouteCase] = []
  var screens: [ScreenCase] = []
  var guardDocs: [String: [String]] = [:]
  var usesUUID = false
  /// Whether every route is a screen — it shows exactly the screen of its name, with the same
  /// values, wherever the graph puts it — so that one enum is both the route type and the
  /// screen type.
  var routesAreScreens = false
  /// Whether the screen enum is `Codable` and printed as the tools print screens: none of its
  /// values is of a type the manifest declares, and no case is named as a member it gets.
  var screensAreCodable = false

  /// The route cases that are not screens: each its own case of the route enum.
  var ownRoutes: [RouteCase] { routes.filter { !$0.isScreen } }
}

extension ManifestCompiler {
  /// Reads what the generated Swift declares, reporting names Swift cannot use where they are
  /// written.
  func generationModel() throws(ManifestError) -> GenerationModel {
    guard let prefix = SwiftNames.typePrefix(document.app.value) else {
      throw source.error(
        .swiftName, "the app's name \"\(document.app.value)\" cannot start a Swift type name",
        expected: "a name that starts with a letter, such as bank", at: document.app.mark)
    }
    var model = GenerationModel(
      app: document.app.value, prefix: prefix, headerDoc: source.comment(above: document.app.mark.line))
    model.routes = try routeCases()
    model.screens = try screenCases(model.routes)
    for index in model.routes.indices {
      model.routes[index].isScreen = Self.isScreen(model.routes[index], model.screens)
    }
    model.screensAreCodable = Self.screensAreCodable(model.screens)
    model.routesAreScreens =
      model.screensAreCodable && !model.routes.isEmpty && model.routes.allSatisfy(\.isScreen)
    for spec in document.guards {
      try requireSwiftName(spec.name, what: "guard")
      model.guardDocs[spec.name.value] = source.comment(above: spec.name.mark.line)
    }
    // `UUID` and `URL` are Foundation's.
    model.usesUUID =
      model.routes.contains { $0.fields.contains { $0.type == .uuid || $0.type == .url } }
      || model.screens.contains { $0.fields.contains { $0.type == .uuid || $0.type == .url } }
    return model
  }

  /// Checks that `name` can be a Swift identifier.
  func requireSwiftName(
    _ name: Located<String>, what: String, reserved: Set<String> = [], in type: String = ""
  )
    throws(ManifestError)
  {
    guard SwiftNames.isIdentifier(name.value) else {
      throw source.error(
        .swiftName, "the \(what) \"\(name.value)\" cannot be a Swift name",
        expected: "letters, digits and _, not starting with a digit", at: name.mark)
    }
    guard !reserved.contains(name.value) else {
      throw source.error(
        .swiftName,
        "the \(what) \"\(name.value)\" would clash with \(type).\(name.value) in the generated Swift",
        expected: "another name", at: name.mark)
    }
  }

  private func routeCases() throws(ManifestError) -> [GenerationModel.RouteCase] {
    var cases: [GenerationModel.RouteCase] = []
    var marks: [Int: SourceMark] = [:]
    let types = try parameterTypes()
    for route in document.routes + (document.anyWebLink.map { [$0] } ?? []) {
      let written =
        route.pattern.value == RoutePattern.anyWebLinkText
        ? .anyWebLink : try? RoutePattern(route.pattern.value, types: types)
      guard var pattern = written else { continue }  // compile() checked it
      pattern.hostParameter = route.hostParameter
      let rule = try rule(for: route, pattern: pattern)
      try requireSwiftName(
        route.reference.name,
        what: route.app?.kind.noun ?? (route.interrupts ? "flow" : "screen"),
        reserved: ["description", "screen", "destination", "hashValue"],
        in: "\(SwiftNames.typePrefix(document.app.value) ?? "")Route")
      var given: [GenerationModel.Given] = []
      var fields: [GeneratedField] = []
      for argument in rule.arguments {
        // A constant is text, as the screen holds it.
        // The whole link is a `URL`, which every link gives.
        let (type, isRequired) =
          argument.isLink
          ? (.url, true)
          : argument.constant == nil ? parameter(argument.parameter, of: pattern) : (.string, true)
        given.append(
          GenerationModel.Given(
            label: argument.label, parameter: argument.parameter, isRequired: isRequired,
            constant: argument.constant, type: type, prefix: argument.prefix, isLink: argument.isLink))
        // A value with a prefix is text.
        fields.append(
          GeneratedField(
            label: argument.label, type: argument.prefix == nil ? type : .string, isOptional: !isRequired,
            isData: argument.isData))
      }
      let entry = GenerationModel.RoutePatternEntry(
        text: pattern.text, given: given, lenient: route.lenient.map(\.value).sorted(),
        hosts: route.hosts.map { ManifestDocument.Route.lowercasedHost($0.value) })
      let doc = source.comment(above: route.pattern.mark.line)
      if let index = cases.firstIndex(where: {
        $0.name == rule.name && $0.stack == rule.stack && $0.interrupts == rule.interrupts
          && $0.effect == rule.effect && $0.app == rule.app
      }) {
        cases[index].fields = merged(cases[index].fields, fields)
        cases[index].patterns.append(entry)
        cases[index].doc += doc
      } else {
        marks[cases.count] = route.reference.mark
        cases.append(
          GenerationModel.RouteCase(
            name: rule.name, caseName: rule.name, screen: rule.screen, stack: rule.stack,
            interrupts: rule.interrupts, effect: rule.effect, traits: rule.traits, fields: fields,
            patterns: [entry], doc: doc, app: rule.app))
      }
    }
    // A name opened in several stacks is a case per stack: `recipeInVeggie`.
    for index in cases.indices where cases.filter({ $0.name == cases[index].name }).count > 1 {
      if let stack = cases[index].stack { cases[index].caseName += "In" + SwiftNames.capitalized(stack) }
    }
    for (index, routeCase) in cases.enumerated() {
      if cases.prefix(index).contains(where: { $0.caseName == routeCase.caseName }), let mark = marks[index] {
        throw source.error(
          .swiftName,
          "the route case \"\(routeCase.caseName)\" would be declared twice in the generated Swift",
          expected: "routes to one screen that name one stack, or none", at: mark)
      }
    }
    return cases
  }

  /// The fields of a case two patterns open: every value either gives, optional unless both
  /// require it; a value two patterns read as different types is text, as the screen holds it
  /// (a wildcard's segments joined by `/`, an `int` as `Int` prints it), and each pattern
  /// reads its own type and writes it as text.
  private func merged(_ old: [GeneratedField], _ new: [GeneratedField]) -> [GeneratedField] {
    var result = old
    for index in result.indices where !new.contains(where: { $0.label == result[index].label }) {
      result[index].isOptional = true
    }
    for field in new {
      if let index = result.firstIndex(where: { $0.label == field.label }) {
        if result[index].type != field.type { result[index].type = .string }
        result[index].isOptional = result[index].isOptional || field.isOptional
      } else {
        result.append(GeneratedField(label: field.label, type: field.type, isOptional: true))
      }
    }
    return result
  }

  /// The Swift type of the pattern parameter `name`, and whether every link gives it.
  func parameter(_ name: String, of pattern: RoutePattern) -> (GeneratedValueType, Bool) {
    for segment in pattern.segments {
      switch segment {
      case .parameter(name, let type): return (valueType(type), true)
      case .wildcard(name): return (.segments, true)
      default: continue
      }
    }
    if case .parameter(name, let type)? = pattern.fragment {
      return (valueType(type), pattern.isFragmentRequired)
    }
    // The query items passed on are a query, as `a=1&b=2`, and there may be none.
    if pattern.queryRest == name { return (.string, false) }
    let query = pattern.query.first { $0.name == name }
    return (query.map { valueType($0.type) } ?? .string, query?.isRequired ?? true)
  }

  private func valueType(_ type: ParameterType) -> GeneratedValueType {
    switch type.name {
    case "int": return .int
    case "uuid": return .uuid
    case "bool": return .bool
    default:
      guard let declared = document.valueTypes.first(where: { $0.name.value == type.name }) else {
        return .string
      }
      return .declared(
        swiftName: SwiftNames.valueTypeName(declared.name.value, app: document.app.value),
        sample: Self.sample(of: declared, type))
    }
  }

  /// A value a declared type accepts, for the generated round-trip check.
  static func sample(of declared: Document.ValueType, _ type: ParameterType) -> String {
    if case .url(let schemes) = declared.rule { return "\(schemes.first?.value ?? "https")://example.com" }
    return type.example ?? "x"
  }
}
