import ArgumentParser
import WayfinderReferenceApps
import WayfinderRouting

/// The reference apps the tool carries, each seen through the same routing questions.
enum EmbeddedApp: String, ExpressibleByArgument, CaseIterable {
  case bank
  case messenger
  case recipes

  func routing() throws -> AppRouting {
    switch self {
    case .bank: AppRouting(try BankApp.routes())
    case .messenger: AppRouting(try MessengerApp.routes())
    case .recipes: AppRouting(try RecipesApp.routes())
    }
  }
}

/// A route table with its route type erased, for the commands.
struct AppRouting {
  /// What one link came to.
  struct Explanation {
    var link: String
    var normalized: NormalizedLink?
    var pattern: String?
    var parameters: [(name: String, value: String)]
    var route: String?
    var error: LinkError?
  }

  let policy: LinkPolicy
  let patterns: [RoutePattern]
  let explain: (String) -> Explanation

  init<Route: Sendable>(_ table: RouteTable<Route>) {
    policy = table.policy
    patterns = table.patterns
    explain = { link in
      var explanation = Explanation(link: link, parameters: [])
      do throws(LinkError) {
        explanation.normalized = try table.normalize(link)
        let match = try table.match(link)
        explanation.pattern = match.pattern.text
        let values = match.parameters.values
        explanation.parameters = match.pattern.parameterNames.compactMap { name in
          values[name].map { (name, $0) }
        }
        explanation.route = String(describing: match.route)
      } catch {
        explanation.error = error
      }
      return explanation
    }
  }
}
