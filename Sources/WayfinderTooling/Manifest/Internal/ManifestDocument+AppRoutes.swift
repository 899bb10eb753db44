import WayfinderCoordination

extension ManifestDocument {
  /// What a route does instead of showing a screen the manifest names: run an action of the
  /// app's, or go where the app decides at run time.
  struct AppRoute {
    enum Kind {
      /// `{action: closePrivateTabs}`: the app's action runs, after the route's guard.
      case action(guard: Located<String>?)
      /// `{decide: recipeTab(recipeID), among: [recipe]}`: the app decides, within `timeout`,
      /// among the screens listed.
      case decide(among: [Located<String>], timeout: Duration)
      /// `{respond: search(query)}`: a request the coordinator that claims it answers.
      case respond

      /// How errors call it: `action`, `decision`, `request`.
      var noun: String {
        switch self {
        case .action: "action"
        case .decide: "decision"
        case .respond: "request"
        }
      }
    }
    var kind: Kind
  }

  /// The keys of a route that runs an action or lets the app decide.
  static let appRouteKeys = [
    "action", "decide", "respond", "among", "timeout", "guard", "hosts", "acknowledge",
  ]

  /// Reads `{action: …}` or `{decide: …, among: […]}`; `nil` for a route with neither.
  mutating func readAppRoute(_ entry: ManifestEntry, _ target: ManifestValue) throws(ManifestError) -> Route?
  {
    let keys = (try? target.entries(expected: ""))?.map(\.key.value) ?? []
    let kinds = ["action", "decide", "respond"].filter(keys.contains)
    guard let first = kinds.first else { return nil }
    let expected =
      "{action: closePrivateTabs}, {decide: recipeTab(recipeID), among: [recipe]} or {respond: search(query)}"
    let spec = try target.mapping(keys: Self.appRouteKeys, expected: expected)
    try readAcknowledgements(spec["acknowledge"], at: .pattern(entry.key.value))
    // A subdomain per shop or workspace: its short links and actions answer on its hosts.
    let hosts = try Self.routeHosts(spec["hosts"])
    if kinds.count > 1 {
      throw target.source.error(
        .invalidValue,
        "the route \"\(entry.key.value)\" both \(Self.doing(first)) and \(Self.doing(kinds[1]))",
        expected: "one of \"action\", \"decide\" and \"respond\"", at: spec.mark(of: kinds[1]) ?? target.mark)
    }
    if first == "respond" {
      for key in ["among", "timeout", "guard"] {
        guard let mark = spec.mark(of: key) else { continue }
        throw target.source.error(
          .invalidValue, "a request goes to the coordinator that claims it, which shows its own screen",
          expected: "\"\(key)\" only with \"decide\" or \"action\"", at: mark)
      }
      let reference = try spec.required("respond", expected: "a request such as search(query)").reference(
        expected: "a request and the values it carries, such as search(query)")
      return Route(
        pattern: entry.key, reference: reference, interrupts: false, stack: nil,
        app: AppRoute(kind: .respond), hosts: hosts)
    }
    switch (spec["action"], spec["decide"]) {
    case (let action?, nil):
      for key in ["among", "timeout"] {
        guard let mark = spec.mark(of: key) else { continue }
        throw target.source.error(
          .invalidValue, "an action has no screens to choose among and no time to decide",
          expected: "\"\(key)\" only with \"decide\"", at: mark)
      }
      let reference = try action.reference(
        expected: "the app's action, such as closePrivateTabs or closeTab(id)")
      let guardName = try spec["guard"]?.text(expected: "the guard that must pass before the action runs")
      return Route(
        pattern: entry.key, reference: reference, interrupts: false, stack: nil,
        app: AppRoute(kind: .action(guard: guardName)), hosts: hosts)
    case (nil, let decision?):
      if let mark = spec.mark(of: "guard") {
        throw target.source.error(
          .invalidValue, "the guards of a decided route are those of the screen the app decides",
          expected: "\"guard\" only with \"action\" (declare it on the screen or its container)", at: mark)
      }
      let reference = try decision.reference(
        expected: "the app's decision and the values it takes, such as recipeTab(recipeID)")
      let among = try spec.required(
        "among", expected: "the screens the app may choose, such as [recipe, collection]",
        owner: spec.mark(of: "decide")
      ).named("\"among\"").texts(expected: "a list of screens, such as [recipe, collection]")
      guard !among.isEmpty else {
        throw spec.value.error(
          .missingKey, "the decision \"\(reference.name.value)\" has no screen to choose among",
          expected: "among: [recipe, …], the screens the app may choose")
      }
      var timeout = Duration.seconds(10)
      if let value = spec["timeout"] {
        let text = try value.text(expected: "a duration such as 2s or 500ms")
        guard let duration = Self.duration(text.value), duration > .zero else {
          throw value.error(
            .invalidValue, "\"\(text.value)\" is not a time to decide in",
            expected: "a duration such as 2s, 500ms or 1m")
        }
        timeout = duration
      }
      return Route(
        pattern: entry.key, reference: reference, interrupts: false, stack: nil,
        app: AppRoute(kind: .decide(among: among, timeout: timeout)), hosts: hosts)
    case (_?, _?), (nil, nil):
      // Both were ruled out above; an empty value is missing.
      throw spec.value.error(
        .missingKey, "the route \"\(entry.key.value)\" has an empty \(first)", expected: expected)
    }
  }

  /// `runs an action`, `lets the app decide`, `asks its coordinators`.
  private static func doing(_ key: String) -> String {
    switch key {
    case "action": "runs an action"
    case "decide": "lets the app decide"
    default: "asks its coordinators"
    }
  }
}
