import Benchmark
@_spi(Internals) import WayfinderNavigation
@_spi(Internals) import WayfinderTesting
import Workloads

// package-benchmark's view of the transition planner, for regression tracking against a saved
// baseline:
//
//   swift package --package-path Benchmarks benchmark --target PlannerBenchmarks --no-progress
//
// The pairs of states are `wayfinder-bench planner`'s (the `Workloads` target): random legal
// states of a tab bar and up to two modals, 64 pairs per size. Each iteration goes through all
// 64 pairs, so the figures are per 64 transitions. `wayfinder-bench planner` gives the time per
// screen and its growth with the state.

/// Plans and applies on the main actor, where `HeadlessNavigator` lives.
enum MainActorRuns {
  /// Every pair's plan, performed on a new navigator; the steps performed.
  @MainActor
  static func planAndApply(_ pairs: [PlannerWorkload.Pair]) async -> Int {
    let planner = TransitionPlanner()
    var checksum = 0
    for pair in pairs { checksum &+= (try? await PlannerWorkload.planAndApply(pair, planner)) ?? -1 }
    return checksum
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    scalingFactor: .one,
    maxDuration: .seconds(3)
  )

  // The pairs are made once, here: a benchmark's closure runs for every sample.
  guard let ten = try? PlannerWorkload(screens: 10), let thousand = try? PlannerWorkload(screens: 1_000)
  else { return }

  Benchmark("Planner: plan, 64 pairs of 1,000 screens") { benchmark in
    let planner = TransitionPlanner()
    for _ in benchmark.scaledIterations {
      for pair in thousand.pairs {
        blackHole(try? planner.plan(from: pair.current, to: pair.target))
      }
    }
  }

  // NB: the navigator is main-actor isolated and the runner's closure is not: each iteration
  // hops to the main actor and back once, some microseconds and a few allocations.
  for (label, workload) in [("10", ten), ("1,000", thousand)] {
    let pairs = workload.pairs
    Benchmark("Planner: plan+apply, 64 pairs of \(label) screens") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(await MainActorRuns.planAndApply(pairs))
      }
    }
  }
}
