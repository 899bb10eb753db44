import WayfinderCoordination
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// `wayfinder-bench lint`: `ToolApp.lint()` on generated apps of 100 to 10,000 routes, in
/// microseconds per route; the bar: the cost per route at 10,000 at most 1.5 times that at
/// 100, for each shape of app.
enum LintBenchmark {
  static let subcommand = Subcommand(
    name: "lint",
    summary: "lint generated apps of 100 to 10,000 routes: cost per route as the app grows",
    run: run)

  static let sizes = [100, 300, 1000, 3000, 10_000]
  static let rounds = 7
  /// The most that a route may cost at the largest size, in routes at 100.
  static let bar = 1.5

  struct Row {
    var shape: String
    var routes: Int
    var screens: Int
    var findings: Int
    var lintMs: Double
    var perRouteUs: Double { lintMs * 1000 / Double(routes) }
  }

  static func run(_ arguments: [String]) async -> Int32 {
    var arguments = arguments
    var largest = sizes.last ?? 0
    // `--up-to N`: only the sizes up to N (a build whose lint is slow at 10,000 routes).
    if let index = arguments.firstIndex(of: "--up-to") {
      guard index + 1 < arguments.count, let size = Int(arguments[index + 1]), size >= sizes[0] else {
        printError("wayfinder-bench lint: --up-to takes a number of routes, 100 or more\n\n" + usage())
        return 2
      }
      largest = size
      arguments.removeSubrange(index...(index + 1))
    }
    // `--profile SHAPE ROUTES [--passes N]`: no timing, only N lints (20) of one app, for a
    // profiler.
    if let index = arguments.firstIndex(of: "--profile") {
      var passes = 20
      if let flag = arguments.firstIndex(of: "--passes") {
        guard flag + 1 < arguments.count, let count = Int(arguments[flag + 1]), count >= 0 else {
          printError("wayfinder-bench lint: --passes takes a number\n\n" + usage())
          return 2
        }
        passes = count
      }
      guard index + 2 < arguments.count, LintWorkload.shapes.contains(arguments[index + 1]),
        let size = Int(arguments[index + 2]), size > 0
      else {
        printError(
          "wayfinder-bench lint: --profile takes tabs or paths, then a number of routes\n\n" + usage())
        return 2
      }
      do {
        let app = try LintWorkload.app(shape: arguments[index + 1], routes: size)
        var checksum = 0
        for _ in 0..<passes { checksum &+= app.lint().findings.count }
        blackHole(checksum)
        return 0
      } catch {
        printError("wayfinder-bench lint: \(error)")
        return 1
      }
    }
    guard let options = CommonOptions(arguments, command: "lint") else { return 2 }
    var apps: [(shape: String, app: ToolApp, findings: Int)] = []
    do {
      for shape in LintWorkload.shapes {
        for size in sizes where size <= largest {
          progress("lint: \(shape), \(size) routes…")
          let app = try LintWorkload.app(shape: shape, routes: size)
          apps.append((shape, app, app.lint().findings.count))
        }
      }
    } catch {
      printError("wayfinder-bench lint: \(error)")
      return 1
    }
    // Every app in each round, taking turns, so that a burst of other work on the machine
    // does not land on one size alone.
    progress("lint: timing \(apps.count) apps, \(rounds) rounds…")
    let jobs = apps.map { entry in
      Measure.Job(operations: entry.app.patterns.count) { entry.app.lint().findings.count }
    }
    let times = Measure.nanosecondsPerOperation(jobs, rounds: rounds, roundTime: .milliseconds(150))
    let rows = zip(apps, times).map { entry, nanoseconds in
      Row(
        shape: entry.shape, routes: entry.app.patterns.count, screens: entry.app.graph.screenNames.count,
        findings: entry.findings, lintMs: nanoseconds * Double(entry.app.patterns.count) / 1e6)
    }
    print(options.json ? json(rows) : table(rows), terminator: "")
    return 0
  }

  /// Each row's cost per route over that of the smallest app of its shape.
  static func growth(_ row: Row, in rows: [Row]) -> Double {
    guard let first = rows.first(where: { $0.shape == row.shape }) else { return 1 }
    return row.perRouteUs / first.perRouteUs
  }

  static func format(_ value: Double, _ decimals: Int) -> String {
    RoutingBenchmark.format(value, decimals)
  }

  static func json(_ rows: [Row]) -> String {
    let entries = rows.map { row in
      let fields: [(String, String)] = [
        ("shape", "\"\(row.shape)\""),
        ("routes", String(row.routes)),
        ("screens", String(row.screens)),
        ("findings", String(row.findings)),
        ("lint_ms", format(row.lintMs, 3)),
        ("per_route_us", format(row.perRouteUs, 2)),
        ("growth", format(growth(row, in: rows), 2)),
        ("within_bar", growth(row, in: rows) <= bar ? "true" : "false"),
      ]
      return "    {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    return "{\"lint\": {\n  \"bar\": \(format(bar, 1)),\n  \"apps\": [\n"
      + entries.joined(separator: ",\n") + "\n  ]\n}}\n"
  }

  static func table(_ rows: [Row]) -> String {
    let header = [
      "shape", "routes", "screens", "findings", "lint ms", "µs per route", "per route / at 100", "",
    ]
    let lines = rows.map { row in
      let growth = growth(row, in: rows)
      return [
        row.shape, String(row.routes), String(row.screens), String(row.findings), format(row.lintMs, 2),
        format(row.perRouteUs, 2), format(growth, 2) + "x", growth <= bar ? "within the bar" : "OVER the bar",
      ]
    }
    let widths = header.indices.map { column in
      ([header[column]] + lines.map { $0[column] }).map(\.count).max() ?? 0
    }
    var text =
      "ToolApp.lint() on generated apps (see LintWorkload); ms per lint, median of \(rounds) rounds,\n"
    text += "the apps taking turns.\n"
    text += "The bar: µs per route at most \(format(bar, 1))x that at 100 routes, for each shape.\n\n"
    text +=
      ([header] + lines).map { cells in
        cells.indices.map { column in
          column == 0 ? cells[column].padding(widths[column]) : cells[column].leftPadding(widths[column])
        }.joined(separator: "  ")
      }.joined(separator: "\n") + "\n"
    return text
  }
}
