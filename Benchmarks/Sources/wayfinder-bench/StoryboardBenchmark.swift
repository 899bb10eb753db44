import Foundation
@_spi(Internals) import WayfinderTooling

/// `wayfinder-bench storyboard`: the storyboard of a 100-step script on the bank app — its
/// pictures drawn, the page written to a file — in milliseconds, the median of 7 rounds; the
/// bar: under 1 s. Running the script itself is timed beside it, not counted.
enum StoryboardBenchmark {
  static let subcommand = Subcommand(
    name: "storyboard",
    summary: "write the storyboard of a 100-step script on the bank app (bar: under 1 s)",
    run: run)

  static let steps = 100
  static let rounds = 7
  static let barMs = 1000.0

  /// A script of `steps` steps: links to cards and their details, settings and support, the
  /// person's tabs and back, and a check now and then.
  static func script(steps: Int) -> String {
    let cycle = [
      "  - open: bank://cards/%d", "  - open: bank://cards/%d/detail", "  - selectTab: settings",
      "  - open: bank://settings/notifications", "  - present: support", "  - expect: {top: support}",
      "  - open: bank://cards/%d", "  - back", "  - open: bank://profile", "  - selectTab: dashboard",
    ]
    var lines = ["app: bank", "steps:"]
    for index in 0..<steps {
      lines.append(String(format: cycle[index % cycle.count], index / cycle.count + 1))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @MainActor
  static func run(_ arguments: [String]) async -> Int32 {
    guard let options = CommonOptions(arguments, command: "storyboard") else { return 2 }
    let path = NSTemporaryDirectory() + "wayfinder-bench-storyboard-\(getpid()).html"
    defer { try? FileManager.default.removeItem(atPath: path) }
    var runMs: [Double] = []
    var writeMs: [Double] = []
    var pictures = 0
    var bytes = 0
    do {
      let script = try Script.parse(script(steps: steps), file: "bench.yaml")
      let app = try EmbeddedApp.bank.app()
      progress("storyboard: \(rounds) rounds of a \(steps)-step script…")
      let clock = ContinuousClock()
      for _ in 0..<rounds {
        let started = clock.now
        let (result, session) = await ScriptRunner(app: app).run(script)
        let ran = clock.now
        let storyboard = Storyboard(script: script, result: result, session: session)
        try storyboard.write(to: path)
        let wrote = clock.now
        runMs.append(milliseconds(ran - started))
        writeMs.append(milliseconds(wrote - ran))
        let html = try String(contentsOfFile: path, encoding: .utf8)
        pictures = html.components(separatedBy: "<figure").count - 1
        bytes = html.utf8.count
      }
    } catch {
      printError("wayfinder-bench storyboard: \(error)")
      return 1
    }
    let run = median(runMs)
    let write = median(writeMs)
    if options.json {
      print(
        "{\"storyboard\": {\"steps\": \(steps), \"pictures\": \(pictures), \"bytes\": \(bytes), "
          + "\"run_ms\": \(format(run)), \"storyboard_ms\": \(format(write)), \"bar_ms\": \(format(barMs)), "
          + "\"within_bar\": \(write < barMs)}}")
    } else {
      print("steps  pictures  page bytes  run script ms  storyboard ms  bar")
      print(
        String(steps).padding(7) + String(pictures).padding(10) + String(bytes).padding(12)
          + format(run).padding(15) + format(write).padding(15)
          + (write < barMs ? "within the bar (< 1 s)" : "OVER the bar (1 s)"))
    }
    return write < barMs ? 0 : 1
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
