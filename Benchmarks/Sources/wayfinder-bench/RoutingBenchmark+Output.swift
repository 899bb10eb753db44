import Foundation

// `wayfinder-bench routing`'s table and JSON.
extension RoutingBenchmark {
  static func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }

  static func json(_ rows: [Row]) -> String {
    let entries = rows.map { row in
      let fields: [(String, String)] = [
        ("routes", String(row.routes)),
        ("wayfinder_ns", format(row.wayfinderNs, 1)),
        ("routingkit_ns", format(row.routingKitNs, 1)),
        ("linear_ns", format(row.linearNs, 1)),
        ("urlcomponents_ns", format(row.urlComponentsNs, 1)),
        ("floor_ns", format(row.floorNs, 1)),
        ("wayfinder_build_ms", format(row.wayfinderBuildMs, 3)),
        ("routingkit_build_ms", format(row.routingKitBuildMs, 3)),
        ("wayfinder_mallocs_per_match", row.wayfinderMallocsPerMatch.map { format($0, 2) } ?? "null"),
      ]
      return "  {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    return "{\"routing\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
  }

  static func table(_ rows: [Row]) -> String {
    func render(_ header: [String], _ lines: [[String]]) -> String {
      let widths = header.indices.map { column in
        ([header[column]] + lines.map { $0[column] }).map(\.count).max() ?? 0
      }
      return ([header] + lines).map { cells in
        cells.indices.map { cells[$0].leftPadding(widths[$0]) }.joined(separator: "  ")
      }.joined(separator: "\n") + "\n"
    }
    func ratio(_ a: Double, _ b: Double) -> String { format(a / b, 2) + "x" }
    let base = rows.first?.wayfinderNs ?? 1

    var text = "Matching, ns per link (\(linkCount) links, 90% matching a route; median of 7 rounds)\n"
    text += "and building, ms per router; Wayfinder allocations per match (<= 2 parameters)\n\n"
    text += render(
      [
        "routes", "Wayfinder", "RoutingKit", "linear", "URLComponents", "floor", "WF build ms",
        "RK build ms", "WF mallocs",
      ],
      rows.map { row in
        [
          String(row.routes), format(row.wayfinderNs, 1), format(row.routingKitNs, 1),
          format(row.linearNs, 1), format(row.urlComponentsNs, 1), format(row.floorNs, 1),
          format(row.wayfinderBuildMs, 3), format(row.routingKitBuildMs, 3),
          row.wayfinderMallocsPerMatch.map { format($0, 2) } ?? "n/a",
        ]
      })
    text += "\nRatios (above 1x: Wayfinder is faster, except in the last two columns)\n\n"
    text += render(
      ["routes", "RoutingKit/WF", "linear/WF", "WF/URLComponents", "WF at N / WF at 10"],
      rows.map { row in
        [
          String(row.routes), ratio(row.routingKitNs, row.wayfinderNs),
          ratio(row.linearNs, row.wayfinderNs), ratio(row.wayfinderNs, row.urlComponentsNs),
          ratio(row.wayfinderNs, base),
        ]
      })
    text += "\nWayfinder by outcome: the links that match, and those that match nothing\n\n"
    text += render(
      ["routes", "matching ns", "unmatched ns", "mallocs per unmatched"],
      rows.map { row in
        [
          String(row.routes), format(row.wayfinderHitNs, 1), format(row.wayfinderMissNs, 1),
          row.wayfinderMallocsPerMiss.map { format($0, 1) } ?? "n/a",
        ]
      })
    text += "\nChecks: links matched, of \(linkCount) (those made from a route should match)\n\n"
    text += render(
      [
        "routes", "made from a route", "Wayfinder", "as made", "RoutingKit", "linear",
        "mallocs counted on",
      ],
      rows.map { row in
        [
          String(row.routes), String(row.intendedMatches), String(row.wayfinderMatches),
          String(row.wayfinderAsIntended), String(row.routingKitMatches), String(row.linearMatches),
          String(row.mallocLinks),
        ]
      })
    return text
  }
}
