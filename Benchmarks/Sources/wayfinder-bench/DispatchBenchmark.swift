import BankReferenceApp
import MallocCounter
@_spi(Internals) import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTesting

/// `wayfinder-bench dispatch`: a link to its `.handled` outcome through `DeepLinkCenter`, on a
/// `HeadlessNavigator`, for the bank reference app and a generated app of 1,000 screens, and
/// the bare `RouteTable.match` of the same links in the same run; the bar is dispatch at most
/// 50 times the match: there to catch an accident (a link costs microseconds before an
/// animation of hundreds of milliseconds), not to tune against. Beside the time, the hops per
/// link: the times the center's work crossed to another task (its own task, the resume of the
/// caller awaiting the outcome), as the center counts them.
enum DispatchBenchmark {
  static let subcommand = Subcommand(
    name: "dispatch",
    summary: "open links through DeepLinkCenter on a HeadlessNavigator, against the bare match",
    run: run)

  static let rounds = 9
  /// The most that a dispatched link may cost, in bare matches of it.
  static let bar = 50.0

  struct Row {
    var app: String
    var screens: Int
    var links: Int
    var steps = 0.0
    /// The center's hops per link, from one pass.
    var hops = 0.0
    var dispatchNs = 0.0
    var matchNs = 0.0
    /// `nil` when allocations cannot be counted.
    var dispatchMallocs: Double?
    var matchMallocs: Double?

    var ratio: Double { dispatchNs / matchNs }
  }

  /// One app's center, navigator and jobs. The navigator lives for the whole run, so each pass
  /// of the links starts where the one before ended (the links go round in a cycle); each pass
  /// makes a new center: that was needed while a center kept every outcome for its `outcomes`
  /// stream, and is kept so that figures compare across runs (see the README).
  @MainActor
  final class Runner<Route: Sendable> {
    let app: DispatchApp<Route>
    let navigator: HeadlessNavigator

    init(_ app: DispatchApp<Route>) {
      self.app = app
      navigator = HeadlessNavigator(state: app.start, recording: .steps)
    }

    func center() -> DeepLinkCenter<Route> {
      let center = DeepLinkCenter(
        routes: app.routes, graph: app.graph, navigator: navigator, clock: ContinuousClock(),
        guards: app.guards, destination: app.destination)
      center.becomeReady()
      return center
    }

    /// Opens every link once on a new center; returns how many ended handled plus the steps
    /// performed, and forgets the transcript.
    func dispatchPass() async -> Int {
      let center = center()
      var checksum = 0
      for link in app.links {
        if case .handled = await center.open(link) { checksum &+= 1 }
      }
      checksum &+= navigator.transcript.count
      navigator.clearTranscript()
      return checksum
    }

    /// `match` of every link, reading the route.
    func matchPass() -> Int {
      var checksum = 0
      for link in app.links {
        do {
          checksum &+= app.weight(try app.routes.matchedRoute(link))
        } catch {
          checksum &+= 1
        }
      }
      return checksum
    }

    /// Opens every link twice round and checks that each ends handled with its screen on top,
    /// having changed the screen; returns the mean steps per link of the second time round.
    func check() async throws(DispatchFailure) -> Double {
      var steps = 0
      for round in 0..<2 {
        let center = center()
        navigator.clearTranscript()
        for link in app.links {
          let before = navigator.state.topScreen?.id
          let outcome = await center.open(link)
          guard case .handled = outcome else {
            throw DispatchFailure(description: "\(app.name): \(link) ended \(outcome)")
          }
          let top = navigator.state.topScreen?.id
          guard let route = app.routes.route(for: link), let expected = app.screen(for: route),
            top == expected.id
          else {
            throw DispatchFailure(
              description:
                "\(app.name): \(link) ended handled with \(top.map(\.description) ?? "nothing") on top")
          }
          guard top != before else {
            throw DispatchFailure(description: "\(app.name): \(link) did not change the screen")
          }
        }
        if round == 1 { steps = navigator.transcript.count }
        navigator.clearTranscript()
      }
      return Double(steps) / Double(app.links.count)
    }

    /// The center's hops per link, from one pass of the links on a new center.
    func hopsPerLink() async -> Double {
      let center = center()
      let before = center.hops
      for link in app.links { _ = await center.open(link) }
      navigator.clearTranscript()
      return Double(center.hops - before) / Double(app.links.count)
    }

    var dispatchJob: Measure.AsyncJob {
      Measure.AsyncJob(operations: app.links.count) { await self.dispatchPass() }
    }

    var matchJob: Measure.AsyncJob {
      Measure.AsyncJob(operations: app.links.count) { self.matchPass() }
    }

    /// Allocations per dispatched link, the center made for each pass included.
    func mallocsPerDispatch() async -> Double {
      let passes = 3
      var checksum = 0
      let before = wf_malloc_count()
      for _ in 0..<passes { checksum &+= await dispatchPass() }
      let after = wf_malloc_count()
      blackHole(checksum)
      return Double(after - before) / Double(passes * app.links.count)
    }

    /// Allocations per bare match.
    func mallocsPerMatch() -> Double {
      let passes = 3
      var checksum = 0
      let before = wf_malloc_count()
      for _ in 0..<passes { checksum &+= matchPass() }
      let after = wf_malloc_count()
      blackHole(checksum)
      return Double(after - before) / Double(passes * app.links.count)
    }

    func row(steps: Double, dispatchNs: Double, matchNs: Double, countsMallocs: Bool) async -> Row {
      var row = Row(app: app.name, screens: app.graph.screenNames.count, links: app.links.count)
      row.steps = steps
      row.hops = await hopsPerLink()
      row.dispatchNs = dispatchNs
      row.matchNs = matchNs
      if countsMallocs {
        row.dispatchMallocs = await mallocsPerDispatch()
        row.matchMallocs = mallocsPerMatch()
      }
      return row
    }
  }

  @MainActor
  static func run(_ arguments: [String]) async -> Int32 {
    var arguments = arguments
    var profiled: String?
    var passes = 20
    // `--profile APP [--passes N]`: no timing, only N dispatch passes of one app after its
    // check, for a profiler (callgrind counts instructions whatever the machine's load).
    if let index = arguments.firstIndex(of: "--profile") {
      guard index + 1 < arguments.count, ["bank", "generated"].contains(arguments[index + 1]) else {
        printError("wayfinder-bench dispatch: --profile takes bank or generated\n\n" + usage())
        return 2
      }
      profiled = arguments[index + 1]
      arguments.removeSubrange(index...(index + 1))
      if let index = arguments.firstIndex(of: "--passes") {
        guard index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 else {
          printError("wayfinder-bench dispatch: --passes takes a positive number\n\n" + usage())
          return 2
        }
        passes = count
        arguments.removeSubrange(index...(index + 1))
      }
    }
    guard let options = CommonOptions(arguments, command: "dispatch") else { return 2 }
    if let profiled {
      do {
        return profiled == "bank"
          ? try await profile(Runner(try BankDispatch.app()), passes: passes)
          : try await profile(Runner(try GeneratedDispatch.app()), passes: passes)
      } catch {
        printError("wayfinder-bench dispatch: \(error)")
        return 1
      }
    }
    let countsMallocs = RoutingBenchmark.mallocCounterWorks()
    if !countsMallocs {
      printError("wayfinder-bench: malloc interposition is not working here; mallocs are reported as null")
    }
    let bank: Runner<BankRoute>
    let generated: Runner<GeneratedRoute>
    let bankSteps: Double
    let generatedSteps: Double
    do {
      progress("dispatch: the bank app, \(BankDispatch.linkCount) links…")
      bank = Runner(try BankDispatch.app())
      bankSteps = try await bank.check()
      progress(
        "dispatch: a generated app of \(GeneratedDispatch.screenCount) screens, "
          + "\(GeneratedDispatch.linkCount) links…")
      generated = Runner(try GeneratedDispatch.app())
      generatedSteps = try await generated.check()
    } catch {
      printError("wayfinder-bench dispatch: \(error)")
      return 1
    }

    // Both apps and both measures in one set of rounds, taking turns.
    progress("dispatch: timing 4 jobs, \(rounds) rounds…")
    let times = await Measure.nanosecondsPerOperation(
      [bank.dispatchJob, bank.matchJob, generated.dispatchJob, generated.matchJob], rounds: rounds)

    let rows = [
      await bank.row(steps: bankSteps, dispatchNs: times[0], matchNs: times[1], countsMallocs: countsMallocs),
      await generated.row(
        steps: generatedSteps, dispatchNs: times[2], matchNs: times[3], countsMallocs: countsMallocs),
    ]
    print(options.json ? json(rows) : table(rows), terminator: "")
    return 0
  }

  /// Checks `runner`'s app, then opens its links `passes` times round, untimed.
  @MainActor
  static func profile<Route>(_ runner: Runner<Route>, passes: Int) async throws -> Int32 {
    let steps = try await runner.check()
    var checksum = 0
    for _ in 0..<passes { checksum &+= await runner.dispatchPass() }
    blackHole(checksum)
    progress(
      "dispatch: \(runner.app.name), \(passes) passes of \(runner.app.links.count) links, "
        + "\(format(steps, 2)) steps a link")
    return 0
  }

  // MARK: - Output

  static func format(_ value: Double, _ decimals: Int) -> String {
    RoutingBenchmark.format(value, decimals)
  }

  static func json(_ rows: [Row]) -> String {
    let entries = rows.map { row in
      let fields: [(String, String)] = [
        ("app", "\"\(row.app)\""),
        ("screens", String(row.screens)),
        ("links", String(row.links)),
        ("steps_per_link", format(row.steps, 2)),
        ("hops_per_link", format(row.hops, 2)),
        ("dispatch_ns", format(row.dispatchNs, 1)),
        ("match_ns", format(row.matchNs, 1)),
        ("ratio", format(row.ratio, 2)),
        ("within_bar", row.ratio <= bar ? "true" : "false"),
        ("dispatch_mallocs", row.dispatchMallocs.map { format($0, 1) } ?? "null"),
        ("match_mallocs", row.matchMallocs.map { format($0, 1) } ?? "null"),
      ]
      return "    {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    return "{\"dispatch\": {\n  \"bar\": \(format(bar, 1)),\n  \"apps\": [\n"
      + entries.joined(separator: ",\n") + "\n  ]\n}}\n"
  }

  static func table(_ rows: [Row]) -> String {
    let header = [
      "app", "screens", "links", "steps", "hops", "dispatch ns", "match ns", "dispatch/match", "", "mallocs",
      "match mallocs",
    ]
    let mallocs = { (value: Double?) in value.map { format($0, 1) } ?? "n/a" }
    let lines = rows.map { row in
      [
        row.app, String(row.screens), String(row.links), format(row.steps, 2), format(row.hops, 2),
        format(row.dispatchNs, 0),
        format(row.matchNs, 1), format(row.ratio, 1) + "x",
        row.ratio <= bar ? "within the bar" : "OVER the bar",
        mallocs(row.dispatchMallocs), mallocs(row.matchMallocs),
      ]
    }
    let widths = header.indices.map { column in
      ([header[column]] + lines.map { $0[column] }).map(\.count).max() ?? 0
    }
    var text = "A link to its handled outcome through DeepLinkCenter on a HeadlessNavigator (recording: "
    text += ".steps),\nand the bare RouteTable.match of the same links; ns per link, median of \(rounds) "
    text += "rounds, the four\nmeasures taking turns; hops: the center's crossings to another task "
    text += "per link. The bar: dispatch <= \(format(bar, 0))x match.\n\n"
    text +=
      ([header] + lines).map { cells in
        cells.indices.map { column in
          column == 0 ? cells[column].padding(widths[column]) : cells[column].leftPadding(widths[column])
        }.joined(separator: "  ")
      }.joined(separator: "\n") + "\n"
    return text
  }
}
