import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

extension SwiftGenerator {
  func writeGuards(_ code: inout SwiftCode) {
    code.block("extension \(appType)") { code in
      var doc = ["The guards the graph names, each passing when the closure given for it says so."]
      for spec in app.guards {
        doc.append("")
        doc.append("- Parameter \(spec.name): Shows `\(spec.screen.name)` while a link waits for it.")
        if let comment = model.guardDocs[spec.name], !comment.isEmpty {
          doc.append("  " + comment.joined(separator: " "))
        }
      }
      code.doc(doc)
      let parameters = app.guards.map {
        "\(SwiftNames.escaped($0.name)): @escaping @MainActor @Sendable () -> Bool"
      }
      let header = "public static func guards(\(parameters.joined(separator: ", "))) -> [RouteGuard]"
      if code.indentation + header.count + 2 <= 110 {
        code.line(header + " {")
      } else {
        code.line("public static func guards(")
        for (index, parameter) in parameters.enumerated() {
          code.line("  " + parameter + (index == parameters.count - 1 ? "" : ","))
        }
        code.line(") -> [RouteGuard] {")
      }
      code.indented { code in
        let guards = app.guards.map { spec in
          let waitLimit = spec.waitLimit.map(Self.duration) ?? "nil"
          return
            "RouteGuard(\(SwiftNames.literal(spec.name)), showing: \(screenLiteral(spec.screen)), waitLimit: \(waitLimit), isSatisfied: \(SwiftNames.escaped(spec.name)))"
        }
        let single = "[\(guards.joined(separator: ", "))]"
        if code.indentation + single.count <= 110 {
          code.line(single)
        } else {
          code.line("[")
          for spec in guards { code.line("  \(spec),") }
          code.line("]")
        }
      }
      code.line("}")
    }
  }

  func writeRoundTrip(_ code: inout SwiftCode) {
    code.block("extension \(appType)") { code in
      code.doc(["One route for each pattern, its values made up: what ``roundTripFailures()`` checks."])
      code.block("public static var sampleRoutes: [\(routeType)]") { code in
        code.line("[")
        for routeCase in model.routes {
          // The route any web link opens holds a link of another site, which no pattern prints.
          for entry in routeCase.patterns where entry.text != RoutePattern.anyWebLinkText {
            let values = routeCase.fields.map { field in
              guard let given = entry.given.first(where: { $0.label == field.label }) else {
                return "\(SwiftNames.escaped(field.label)): nil"
              }
              // A text field this pattern reads as another type takes a value of that type.
              let sample =
                given.prefix.map { SwiftNames.literal($0 + given.type.sampleText) }
                ?? (field.type == .string && given.type != .string
                  ? SwiftNames.literal(given.type.sampleText) : field.type.sample)
              return "\(SwiftNames.escaped(field.label)): \(sample)"
            }
            let arguments = values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"
            code.line("  \(routeValue(routeCase, arguments)),")
          }
        }
        code.line("]")
      }
      code.line()
      code.doc([
        "Prints every sample route as a link and reads the link back: one line for each route",
        "that does not come back as it was. A test expects none.",
      ])
      code.block("public static func roundTripFailures() throws(RouteTableError) -> [String]") { code in
        code.line("let table = try routes()")
        code.line("var failures: [String] = []")
        code.block("for route in sampleRoutes") { code in
          code.block("do", footer: "} catch {") { code in
            let form = app.policy.schemes.isEmpty ? ", as: .universalLink" : ""
            code.line("let link = try table.link(for: route\(form))")
            code.line("let back = table.route(for: link)")
            let keepsLinks = model.routes.contains {
              $0.patterns.contains { $0.given.contains(where: \.isLink) }
            }
            if keepsLinks {
              code.line("// A route's whole link is the link it came by: a route is the link it prints.")
            }
            code.block(
              keepsLinks
                ? "if back != route, back.flatMap({ try? table.link(for: $0) }) != link" : "if back != route"
            ) { code in
              code.line(
                "failures.append(\"\\(route): \\(link) reads as \\(back.map(String.init(describing:)) ?? \"nothing\")\")"
              )
            }
          }
          code.line("  failures.append(\"\\(route): \\(error)\")")
          code.line("}")
        }
        code.line("return failures")
      }
    }
  }
}
