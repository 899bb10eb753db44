extension SwiftGenerator {
  var containerType: String { "\(model.prefix)Container" }
  var guardType: String { "\(model.prefix)Guard" }

  /// The app's containers and guards as string-backed enums, so that its code names them by
  /// case wherever it meets Wayfinder (`WayfinderStack(model, stack: BankContainer.dashboard)`,
  /// `center.resolveGuard(BankGuard.signedIn, passed: true)`).
  func writeNames(_ code: inout SwiftCode) {
    code.doc([
      "The containers of the \(model.app) app — its stacks, tab bars, flow switchers and modals —",
      "by name: the graph's names, as cases.",
    ])
    code.block("public enum \(containerType): String, ContainerName") { code in
      for container in document.containers {
        code.line("case \(SwiftNames.escaped(container.name.value))")
      }
    }
    guard !app.guards.isEmpty else { return }
    code.line()
    code.doc(["The guards of the \(model.app) app by name: the graph's names, as cases."])
    code.block("public enum \(guardType): String, GuardName") { code in
      for spec in app.guards {
        code.line("case \(SwiftNames.escaped(spec.name))")
      }
    }
  }
}
