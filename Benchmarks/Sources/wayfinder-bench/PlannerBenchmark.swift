import MallocCounter
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting
import Workloads

/// `wayfinder-bench planner`: the transition planner alone, and planning then applying the
/// steps on a new `HeadlessNavigator`, between random legal states of 10, 100 and 1,000
/// screens; the time per screen should not grow with the state.
enum PlannerBenchmark {
  static let subcommand = Subcommand(
    name: "planner",
    summary: "plan, and plan then apply, transitions between states of 10 to 1,000 screens",
    run: run)

  static let sizes = [10, 100, 1000]
  static let pairCount = 64
  static let rounds = 9
  /// The most that nanoseconds per screen may grow from 10 to 1,000 screens.
  static let growthBar = 1.5

  struct Row {
    var screens: Int
    /// Mean steps per plan and screens touched per plan (see `PlannerWorkload.Pair.touched`).
    var steps = 0.0
    var touched = 0.0
    var planNs = 0.0
    var applyNs = 0.0
    /// `nil` when allocations cannot be counted.
    var planMallocs: Double?
    var applyMallocs: Double?

    var planNsPerScreen: Double { planNs / Double(screens) }
    var applyNsPerScreen: Double { applyNs / Double(screens) }
    var planNsPerTouched: Double { planNs / touched }
    var applyNsPerTouched: Double { applyNs / touched }
  }

  @MainActor
  static func run(_ arguments: [String]) async -> Int32 {
    guard let options = CommonOptions(arguments, command: "planner") else { return 2 }
    let countsMallocs = RoutingBenchmark.mallocCounterWorks()
    if !countsMallocs {
      printError("wayfinder-bench: malloc interposition is not working here; mallocs are reported as null")
    }
    let planner = TransitionPlanner()
    var workloads: [PlannerWorkload] = []
    for size in sizes {
      progress("planner: \(pairCount) pairs of \(size) screens…")
      do {
        let workload = try PlannerWorkload(screens: size, pairs: pairCount)
        try await checkNavigator(workload, planner)
        workloads.append(workload)
      } catch {
        printError("wayfinder-bench: the pairs of \(size) screens are not usable: \(error)")
        return 1
      }
    }

    // Every size and both measures in one set of rounds, taking turns.
    progress("planner: timing \(sizes.count * 2) jobs, \(rounds) rounds…")
    let jobs = workloads.map { planJob($0.pairs, planner) } + workloads.map { applyJob($0.pairs, planner) }
    let times = await Measure.nanosecondsPerOperation(jobs, rounds: rounds)

    var rows: [Row] = []
    for (index, workload) in workloads.enumerated() {
      let pairs = workload.pairs
      var row = Row(screens: workload.screens)
      row.steps = Double(pairs.reduce(0) { $0 + $1.steps }) / Double(pairs.count)
      row.touched = Double(pairs.reduce(0) { $0 + $1.touched }) / Double(pairs.count)
      row.planNs = times[index]
      row.applyNs = times[workloads.count + index]
      if countsMallocs {
        row.planMallocs = mallocsPerPlan(pairs, planner)
        row.applyMallocs = await mallocsPerPlanAndApply(pairs, planner)
      }
      rows.append(row)
    }
    print(options.json ? json(rows) : table(rows), terminator: "")
    return 0
  }

  /// Applies every pair's plan on a `HeadlessNavigator` once and checks it lands on the target.
  @MainActor
  static func checkNavigator(_ workload: PlannerWorkload, _ planner: TransitionPlanner) async throws {
    for pair in workload.pairs {
      let navigator = HeadlessNavigator(state: pair.current, recording: .steps)
      try await navigator.perform(try planner.plan(from: pair.current, to: pair.target))
      guard navigator.state == pair.target else {
        throw PlannerWorkload.Failure(description: "the navigator missed a target of \(pair.screens) screens")
      }
    }
  }

  // MARK: - The jobs

  /// `planner.plan(from:to:)` for every pair.
  static func planJob(_ pairs: [PlannerWorkload.Pair], _ planner: TransitionPlanner) -> Measure.AsyncJob {
    Measure.AsyncJob(operations: pairs.count) {
      var checksum = 0
      for pair in pairs {
        do {
          // NB: no blackHole: the plan is made in another module, which the optimizer cannot
          // see into, and its length goes into the checksum.
          checksum &+= try planner.plan(from: pair.current, to: pair.target).count
        } catch {
          checksum &+= 1
        }
      }
      return checksum
    }
  }

  /// For every pair, the plan, then a new `HeadlessNavigator` (recording steps) performing it.
  static func applyJob(_ pairs: [PlannerWorkload.Pair], _ planner: TransitionPlanner) -> Measure.AsyncJob {
    Measure.AsyncJob(operations: pairs.count) {
      var checksum = 0
      for pair in pairs {
        do {
          checksum &+= try await PlannerWorkload.planAndApply(pair, planner)
        } catch {
          checksum &+= 1
        }
      }
      return checksum
    }
  }

  /// Allocations per plan.
  @inline(never)
  static func mallocsPerPlan(_ pairs: [PlannerWorkload.Pair], _ planner: TransitionPlanner) -> Double {
    let passes = 3
    var checksum = 0
    let before = wf_malloc_count()
    for _ in 0..<passes {
      for pair in pairs { checksum &+= (try? planner.plan(from: pair.current, to: pair.target))?.count ?? 0 }
    }
    let after = wf_malloc_count()
    blackHole(checksum)
    return Double(after - before) / Double(passes * pairs.count)
  }

  /// Allocations per plan and apply, the navigator included.
  @MainActor
  static func mallocsPerPlanAndApply(
    _ pairs: [PlannerWorkload.Pair], _ planner: TransitionPlanner
  ) async -> Double {
    let passes = 3
    var checksum = 0
    let before = wf_malloc_count()
    for _ in 0..<passes {
      for pair in pairs { checksum &+= (try? await PlannerWorkload.planAndApply(pair, planner)) ?? 0 }
    }
    let after = wf_malloc_count()
    blackHole(checksum)
    return Double(after - before) / Double(passes * pairs.count)
  }

  // MARK: - Output

  static func format(_ value: Double, _ decimals: Int) -> String {
    RoutingBenchmark.format(value, decimals)
  }

  /// Nanoseconds per screen at the largest size over the smallest.
  static func growth(_ rows: [Row], _ perScreen: KeyPath<Row, Double>) -> Double {
    guard let first = rows.first, let last = rows.last else { return 1 }
    return last[keyPath: perScreen] / first[keyPath: perScreen]
  }

  static func json(_ rows: [Row]) -> String {
    let entries = rows.map { row in
      let fields: [(String, String)] = [
        ("screens", String(row.screens)),
        ("steps", format(row.steps, 1)),
        ("touched", format(row.touched, 1)),
        ("plan_ns", format(row.planNs, 1)),
        ("plan_ns_per_screen", format(row.planNsPerScreen, 2)),
        ("plan_ns_per_touched", format(row.planNsPerTouched, 2)),
        ("plan_apply_ns", format(row.applyNs, 1)),
        ("plan_apply_ns_per_screen", format(row.applyNsPerScreen, 2)),
        ("plan_apply_ns_per_touched", format(row.applyNsPerTouched, 2)),
        ("plan_mallocs", row.planMallocs.map { format($0, 1) } ?? "null"),
        ("plan_apply_mallocs", row.applyMallocs.map { format($0, 1) } ?? "null"),
      ]
      return "    {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    let growth = [
      ("plan", format(growth(rows, \.planNsPerScreen), 3)),
      ("plan_apply", format(growth(rows, \.applyNsPerScreen), 3)),
      ("bar", format(growthBar, 1)),
    ]
    return "{\"planner\": {\n  \"pairs\": \(pairCount),\n  \"sizes\": [\n"
      + entries.joined(separator: ",\n")
      + "\n  ],\n  \"growth_ns_per_screen\": {"
      + growth.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}\n}}\n"
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
    let mallocs = { (value: Double?) in value.map { format($0, 1) } ?? "n/a" }

    var text = "Transitions between legal states, ns per pair (\(pairCount) pairs per size; median of "
    text += "\(rounds) rounds,\nsizes taking turns); touched: screens popped, pushed, or in a modal "
    text += "dismissed or presented\n\n"
    text += render(
      ["screens", "steps", "touched", "plan ns", "per screen", "per touched", "mallocs"],
      rows.map { row in
        [
          String(row.screens), format(row.steps, 1), format(row.touched, 1), format(row.planNs, 0),
          format(row.planNsPerScreen, 1), format(row.planNsPerTouched, 1), mallocs(row.planMallocs),
        ]
      })
    text += "\nPlan, then apply on a new HeadlessNavigator (recording: .steps)\n\n"
    text += render(
      ["screens", "plan+apply ns", "per screen", "per touched", "mallocs"],
      rows.map { row in
        [
          String(row.screens), format(row.applyNs, 0), format(row.applyNsPerScreen, 1),
          format(row.applyNsPerTouched, 1), mallocs(row.applyMallocs),
        ]
      })
    // The bar is on the largest size over the smallest; the largest over the one before it is
    // shown too, as the smallest size's fixed costs flatter the first ratio.
    let first = rows.first?.screens ?? 0
    let last = rows.last?.screens ?? 0
    let before = rows.dropLast().last?.screens ?? 0
    text += "\nGrowth of ns per screen; the bar: at \(last) / at \(first) <= \(format(growthBar, 1))x\n\n"
    text += render(
      ["measure", "at \(last) / at \(first)", "", "at \(last) / at \(before)"],
      [("plan", \Row.planNsPerScreen), ("plan+apply", \Row.applyNsPerScreen)].map { name, perScreen in
        let value = growth(rows, perScreen)
        return [
          name, format(value, 2) + "x", value <= growthBar ? "within the bar" : "OVER the bar",
          format(growth(Array(rows.suffix(2)), perScreen), 2) + "x",
        ]
      })
    return text
  }
}
