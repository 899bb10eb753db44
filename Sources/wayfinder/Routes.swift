import ArgumentParser
import WayfinderRouting

/// `wayfinder routes`: the app's route table.
struct Routes: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the app's link patterns and the links it accepts.",
    discussion: """
      Example:
        wayfinder routes --app messenger
      """
  )

  @OptionGroup var options: AppOptions

  func run() throws {
    let routing = try options.app.routing()
    let policy = routing.policy
    print("schemes  \(policy.schemes.joined(separator: ", "))")
    print("hosts    \(policy.hosts.joined(separator: ", ")) (\(policy.webSchemes.joined(separator: ", ")))")
    print("")
    for pattern in routing.patterns {
      print(pattern.text)
    }
  }
}
