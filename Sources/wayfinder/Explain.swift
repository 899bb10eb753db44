import ArgumentParser
import Foundation
import WayfinderRouting

/// `wayfinder explain LINK`: what a link means to the app, without opening it.
struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show how a link is read: normalized path, matched pattern, parameters, route.",
    discussion: """
      Nothing is opened. Exit status 0 when every link matches a route, 1 when one is rejected
      or matches nothing.

      Example:
        wayfinder explain bank://cards/42/detail
        wayfinder explain --app messenger 'com.myapp://channels?channelId=1234' --format json
      """
  )

  @OptionGroup var options: AppOptions

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Argument(help: "The links to explain.")
  var links: [String]

  func run() throws {
    let routing = try options.app.routing()
    let explanations = links.map(routing.explain)
    switch format {
    case .text:
      print(explanations.map(Self.text).joined(separator: "\n\n"))
    case .json:
      let objects = explanations.map(Self.json)
      let data = try JSONSerialization.data(
        withJSONObject: ["explanations": objects],
        options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      print(String(decoding: data, as: UTF8.self))
    }
    if explanations.contains(where: { $0.error != nil }) { throw ExitCode(1) }
  }

  static func text(_ explanation: AppRouting.Explanation) -> String {
    var lines = ["link        \(explanation.link)"]
    if let normalized = explanation.normalized {
      lines.append("normalized  \(normalized)")
    }
    if let error = explanation.error {
      lines.append("outcome     \(error.code.category)")
      lines.append(error.description)
      return lines.joined(separator: "\n")
    }
    lines.append("pattern     \(explanation.pattern ?? "")")
    for (name, value) in explanation.parameters {
      lines.append("parameter   \(name) = \(value)")
    }
    lines.append("route       \(explanation.route ?? "")")
    return lines.joined(separator: "\n")
  }

  static func json(_ explanation: AppRouting.Explanation) -> [String: Any] {
    var object: [String: Any] = ["link": explanation.link]
    object["normalized"] = explanation.normalized?.description ?? NSNull()
    object["pattern"] = explanation.pattern ?? NSNull()
    object["parameters"] = Dictionary(
      explanation.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    object["route"] = explanation.route ?? NSNull()
    if let error = explanation.error {
      object["outcome"] = error.code.category.rawValue
      object["code"] = error.code.description
      object["reason"] = error.reason
    } else {
      object["outcome"] = "matched"
      object["reason"] = NSNull()
    }
    return object
  }
}
