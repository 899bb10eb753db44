import Benchmark
import WayfinderRouting

// package-benchmark's view of routing, for regression tracking against a saved baseline:
//
//   swift package --package-path Benchmarks benchmark --no-progress
//   swift package --package-path Benchmarks benchmark baseline update main
//   swift package --package-path Benchmarks benchmark baseline check main
//
// `wayfinder-bench routing` is the comparison with other routers; these are Wayfinder alone,
// with time, throughput and allocation metrics per match.

/// A bank-like table and a generated one of 1,000 routes, with links that match them.
enum Tables {
  enum Bank: Hashable, Sendable {
    case dashboard
    case card(Int)
    case cardDetail(Int)
    case settings
    case notifications
  }

  static func bank() throws -> RouteTable<Bank> {
    var routes = RouteTable<Bank>.Builder(policy: LinkPolicy(schemes: ["bank"], hosts: ["bank.example.com"]))
    routes.add("/dashboard", .dashboard)
    routes.add(
      "/cards/:id(int)", parse: { .card(try $0.int("id")) },
      print: { if case .card(let id) = $0 { ["id": id] } else { nil } })
    routes.add(
      "/cards/:id(int)/detail", parse: { .cardDetail(try $0.int("id")) },
      print: { if case .cardDetail(let id) = $0 { ["id": id] } else { nil } })
    routes.add("/settings", .settings)
    routes.add("/settings/notifications", .notifications)
    return try routes.build()
  }

  static func generated(_ count: Int) throws -> RouteTable<Int> {
    var routes = RouteTable<Int>.Builder(policy: LinkPolicy(schemes: ["bench"]))
    for index in 0..<count {
      routes.add(
        "/s\(index)/:id(int)/items/:name",
        parse: { index &+ (try $0.int("id")) &+ (try $0.string("name")).utf8.count },
        print: { _ in nil })
    }
    return try routes.build()
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )

  // The tables are built once, here: a benchmark's closure runs for every sample.
  guard let bank = try? Tables.bank(), let thousand = try? Tables.generated(1_000) else { return }
  let links = (0..<1_000).map { "bench://s\(($0 * 7_919) % 1_000)/\($0)/items/name\($0)" }

  Benchmark("Bank: match bank://cards/42/detail") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? bank.match("bank://cards/42/detail").route)
    }
  }

  Benchmark("Bank: unmatched bank://cards/abc") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? bank.match("bank://cards/abc").route)
    }
  }

  Benchmark("1,000 routes: match and read two values") { benchmark in
    var next = 0
    for _ in benchmark.scaledIterations {
      blackHole(try? thousand.match(links[next]).route)
      next = next == links.count - 1 ? 0 : next + 1
    }
  }

  Benchmark(
    "1,000 routes: build the table",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? Tables.generated(1_000))
    }
  }
}
