import Foundation
import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

extension ManifestCompiler {
  /// How one pattern makes its route and prints it back: which screen, and which of the
  /// pattern's parameters it takes under which names.
  struct RouteRule: Sendable {
    struct Argument: Sendable {
      /// The screen's parameter.
      var label: String
      /// The pattern's parameter that gives it.
      var parameter: String
      /// Whether it is the screen's data rather than a parameter.
      var isData = false
      /// The value the route always gives, written `tab = 'insights'`: then `parameter` is empty.
      var constant: String?
      /// The text before the parameter's value, written `path = '/' + rest`.
      var prefix: String?
      /// Whether the value is the whole link (the route's `link:`), which no link prints.
      var isLink = false
    }
    let name: String
    let screen: String
    let traits: Screen.Traits
    let interrupts: Bool
    let stack: String?
    let effect: LinkEffect
    let arguments: [Argument]
    /// The pattern's parameters every link gives: a route without one of them is not this
    /// pattern's to print.
    var required: Set<String> = []
    /// What the route does instead of showing `screen`: the app's action or decision.
    var app: ManifestRoute.AppRole? = nil

    func route(from parameters: RouteParameters) -> ManifestRoute {
      var values: [String: String] = [:]
      var data: [String: String] = [:]
      for argument in arguments {
        // The value as the Swift type prints it, so that `cards/0042` is the screen `cards/42` opens.
        let read =
          argument.isLink
          // The whole link as the generated Swift holds it: a `URL`'s text.
          ? (try? parameters.linkURL().absoluteString) ?? parameters.link
          : argument.constant ?? parameters.canonicalValue(argument.parameter)
        guard let read else { continue }
        let value = (argument.prefix ?? "") + read
        if argument.isData { data[argument.label] = value } else { values[argument.label] = value }
      }
      return ManifestRoute(
        name: name, screen: Screen(screen, parameters: values, data: data, traits: traits),
        interrupts: interrupts, stack: stack, effect: effect, app: app)
    }

    func values(for route: ManifestRoute) -> RouteValues? {
      func gives(_ key: String, asData: Bool) -> Bool {
        arguments.contains { $0.label == key && $0.isData == asData }
      }
      guard route.name == name, route.screen.name == screen, route.interrupts == interrupts, route.app == app,
        route.stack == stack, route.effect == effect,
        route.screen.parameters.keys.allSatisfy({ gives($0, asData: false) }),
        route.screen.data.keys.allSatisfy({ gives($0, asData: true) })
      else { return nil }
      var values: [String: String] = [:]
      for argument in arguments {
        // The whole link is the link's, not a value a link is printed from.
        if argument.isLink { continue }
        let given = argument.isData ? route.screen.data : route.screen.parameters
        if let constant = argument.constant {
          // This route gives that value only: a route with another is not this pattern's.
          guard given[argument.label] == constant else { return nil }
        } else if let value = given[argument.label] {
          // A value with a prefix (`'/' + rest`) prints without it; one without, not here.
          if let prefix = argument.prefix {
            guard value.hasPrefix(prefix) else { return nil }
            values[argument.parameter] = String(value.dropFirst(prefix.count))
          } else {
            values[argument.parameter] = value
          }
        } else if required.contains(argument.parameter) {
          // Another route to the screen, with another parameter set, prints it.
          return nil
        }
      }
      return RouteValues(values)
    }
  }

  /// Checks every route and builds the route table.
  func buildRoutes() throws(ManifestError) -> RouteTable<ManifestRoute> {
    var builder = RouteTable<ManifestRoute>.Builder(policy: document.policy)
    let types = try parameterTypes()
    for declared in document.valueTypes {
      if let type = types[declared.name.value] { builder.register(type) }
    }
    for route in document.routes {
      var pattern: RoutePattern
      do {
        pattern = try RoutePattern(route.pattern.value, types: types)
      } catch {
        throw source.error(
          .routeTable, "\(error.code.summaryText): \(error.reason)", at: mark(in: route.pattern, error.range))
      }
      // The host's value is a parameter the screen may take, as the table gives it.
      pattern.hostParameter = route.hostParameter
      let rule = try rule(for: route, pattern: pattern)
      let optional = pattern.query.filter { !$0.isRequired }.map(\.name)
      for name in route.lenient where !optional.contains(name.value) {
        throw source.error(
          .unknownName, "\"\(name.value)\" is not an optional query parameter of \(pattern.text)",
          expected: optional.isEmpty
            ? "an optional query parameter, such as &t=:t(int)?" : "one of \(Suggestion.list(optional))",
          at: name.mark)
      }
      try checkHosts(of: route)
      let add = { (builder: inout RouteTable<ManifestRoute>.Builder) in
        builder.add(
          route.pattern.value, lenient: Set(route.lenient.map(\.value)), parse: { rule.route(from: $0) },
          print: { rule.values(for: $0) })
      }
      if route.hosts.isEmpty { add(&builder) } else { builder.on(hosts: route.hosts.map(\.value), add) }
    }
    try addAnyWebLink(to: &builder)
    for redirect in document.redirects { builder.redirect(redirect.pattern.value, to: redirect.target.value) }
    do {
      return try builder.build()
    } catch {
      throw routeTableError(error)
    }
  }

  func rule(for route: Document.Route, pattern: RoutePattern) throws(ManifestError) -> RouteRule {
    if let app = route.app { return try appRule(for: route, app, pattern: pattern) }
    let reference = route.reference
    try requireScreen(reference.name)
    let screen = reference.name.value
    let node = pushed[screen]
    let arguments = try arguments(
      of: reference, pattern: pattern, declared: node?.parameters.map(\.value),
      data: node?.data.map(\.value) ?? [], optional: node?.optionalParameters ?? [], link: route.link)
    let stacks = stacks(of: screen)
    var name = screen
    if route.interrupts {
      let modals = stacks.filter { if case .modal? = containers[$0]?.kind { true } else { false } }
      guard modals.count == 1, stacks.count == 1, let modal = modals.first else {
        throw source.error(
          .invalidValue, "screen \"\(screen)\" is not in a modal, so it cannot interrupt",
          expected: "the root screen of a sheet or fullScreen container", at: reference.mark)
      }
      name = modal
    } else if let stack = route.stack {
      try requireContainer(stack, expected: "one of the stacks of \"\(screen)\": \(Suggestion.list(stacks))")
      var places = stacks
      // A screen in one stack, presented over another screen: the stack picks where that one is.
      if stacks.count == 1, let over = modal(holding: stacks[0])?.presentation?.over {
        places += self.stacks(of: over.value)
      }
      guard places.contains(stack.value) else {
        throw source.error(
          .invalidValue, "screen \"\(screen)\" is not in \"\(stack.value)\"",
          expected: "one of its stacks: \(Suggestion.list(places))", at: stack.mark)
      }
    } else if stacks.count > 1, node?.placement != .selectedTab {
      throw source.error(
        .invalidValue, "screen \"\(screen)\" is in \(Suggestion.list(stacks, or: "and"))",
        expected:
          "{screen: \(screen)(…), in: stack} to say which one this route opens, or placement: selectedTab on the screen",
        at: reference.mark)
    }
    return RouteRule(
      name: name, screen: screen, traits: traits(of: screen), interrupts: route.interrupts,
      stack: route.stack?.value, effect: route.effect, arguments: arguments,
      required: Self.requiredParameters(of: pattern))
  }

  /// The pattern parameters a route gives its screen, checked against both.
  ///
  /// - Parameter declared: The screen's declared parameters, or `nil` for a root screen, which
  ///   takes what its routes give it.
  func arguments(
    of reference: ScreenReference, pattern: RoutePattern, declared: [String]?, data: [String],
    optional: Set<String> = [], link: Located<String>? = nil
  ) throws(ManifestError) -> [RouteRule.Argument] {
    let screen = reference.name.value
    try checkWholeLink(link, of: reference, pattern: pattern)
    let available = pattern.parameterNames + (link.map { [$0.value] } ?? [])
    var arguments: [RouteRule.Argument] = []
    for argument in reference.arguments {
      if argument.prefix != nil, !Self.requiredParameters(of: pattern).contains(argument.value.value),
        available.contains(argument.value.value)
      {
        throw source.error(
          .invalidValue,
          "\"\(argument.label.value)\" puts text before \"\(argument.value.value)\", which a link of \"\(pattern.text)\" may not give",
          expected: "a parameter every link gives (a path segment or a required query item)",
          at: argument.value.mark)
      }
      guard argument.isConstant || available.contains(argument.value.value) else {
        var message = "the pattern \"\(pattern.text)\" has no parameter \"\(argument.value.value)\""
        if let guess = Suggestion.closest(to: argument.value.value, among: available) {
          message += " (did you mean \"\(guess)\"?)"
        }
        let expected =
          available.isEmpty ? "no arguments" : "one of its parameters: \(Suggestion.list(available))"
        throw source.error(.unknownName, message, expected: expected, at: argument.value.mark)
      }
      let label = argument.label
      if let declared, !declared.contains(label.value), !data.contains(label.value) {
        var message = "screen \"\(screen)\" has no parameter \"\(label.value)\""
        if let guess = Suggestion.closest(to: label.value, among: declared) {
          message += " (did you mean \"\(guess)\"?)"
        }
        let expected = unknownParameterFix(
          screen, declared: declared, given: reference.arguments.map(\.label.value), in: available,
          label: label.value, value: argument.isConstant ? "'\(argument.value.value)'" : argument.value.value)
        throw source.error(.unknownName, message, expected: expected, at: label.mark)
      }
      guard !arguments.contains(where: { $0.label == label.value }) else {
        throw source.error(
          .invalidValue, "screen \"\(screen)\" is given \"\(label.value)\" twice",
          expected: "each parameter once",
          at: label.mark)
      }
      arguments.append(
        RouteRule.Argument(
          label: label.value, parameter: argument.isConstant ? "" : argument.value.value,
          isData: data.contains(label.value), constant: argument.isConstant ? argument.value.value : nil,
          prefix: argument.prefix, isLink: !argument.isConstant && argument.value.value == link?.value))
    }
    let missing = (declared ?? []).filter { name in
      !optional.contains(name) && !arguments.contains { $0.label == name }
    }
    if !missing.isEmpty {
      let needed = (declared ?? []).map { name in
        arguments.first { $0.label == name }.map {
          $0.constant.map { "\(name) = '\($0)'" }
            ?? ($0.label == $0.parameter ? name : "\(name) = \($0.parameter)")
        }
          ?? (available.contains(name) ? name : "\(name) = …")
      }
      throw source.error(
        .missingKey,
        "screen \"\(screen)\" needs \(Suggestion.quoted(missing, or: "and")), which the route does not give",
        expected: "\(screen)(\(needed.joined(separator: ", ")))", at: reference.mark)
    }
    return arguments
  }

  /// What to write instead of giving `screen` the pattern's `value` as `label`, a parameter the
  /// screen does not declare: the value under a declared parameter that nothing gives and the
  /// pattern has no namesake for (`card(cardID = id)`); or, when there is none, the screen's own
  /// parameters, and that one it lacks is declared first.
  private func unknownParameterFix(
    _ screen: String, declared: [String], given: [String], in available: [String], label: String,
    value: String
  ) -> String {
    guard !declared.isEmpty else { return "no arguments" }
    let unfilled = declared.filter { !given.contains($0) && !available.contains($0) }
    if let name = unfilled.first {
      return unfilled.count == 1 && declared.count == 1
        ? "\(screen)(\(name) = \(value))"
        : "one of its parameters, \(Suggestion.list(declared)), such as \(name) = \(value)"
    }
    return
      "its parameters only: \(Suggestion.list(declared)) (to pass \"\(label)\" on, declare it in the screen's parameters)"
  }

  /// The place in a pattern's text of a byte range of it.
  private func mark(in pattern: Located<String>, _ range: Range<Int>?) -> SourceMark {
    guard let range else { return pattern.mark }
    let before = pattern.value.utf8.prefix(range.lowerBound)
    return pattern.mark.moved(by: String(decoding: before, as: UTF8.self).unicodeScalars.count)
  }

  /// A route table's refusal, at the pattern or the scheme or host it is about.
  private func routeTableError(_ error: RouteTableError) -> ManifestError {
    let message = "\(error.code.summaryText): \(error.reason)"
    if let text = error.pattern, let route = document.routes.last(where: { $0.pattern.value == text }) {
      return source.error(.routeTable, message, at: mark(in: route.pattern, error.range))
    }
    if let text = error.pattern, let redirect = document.redirects.last(where: { $0.pattern.value == text }) {
      // A target's mistake is pointed at in the target; a pattern's in the pattern.
      let target = error.code == .invalidRedirect && error.range == nil
      return source.error(
        .routeTable, message, at: target ? redirect.target.mark : mark(in: redirect.pattern, error.range))
    }
    let quoted = error.reason.split(separator: "\"", omittingEmptySubsequences: false)
    if quoted.count > 1, let mark = document.policyMarks[String(quoted[1])] {
      return source.error(.routeTable, message, at: mark)
    }
    return source.error(.routeTable, message, at: document.linksMark)
  }
}

extension RouteTableError.Code {
  /// The code as the route table's errors begin: `invalid pattern`.
  fileprivate var summaryText: String { description.split(separator: "-").joined(separator: " ") }
}
