import Foundation
import MallocCounter
import RoutingKit
@_spi(Internals) import WayfinderRouting

/// `wayfinder-bench routing`: Wayfinder's matching against RoutingKit's trie, a linear scan,
/// `URLComponents` and a floor, on the same generated tables and links, at 10 to 10,000
/// routes.
enum RoutingBenchmark {
  static let subcommand = Subcommand(
    name: "routing",
    summary: "match links: Wayfinder vs RoutingKit, a linear scan, URLComponents, a floor",
    run: run)

  static let sizes = [10, 100, 1000, 10_000]
  static let linkCount = 1000

  struct Row {
    var routes: Int
    var wayfinderNs = 0.0
    var routingKitNs = 0.0
    var linearNs = 0.0
    var urlComponentsNs = 0.0
    var floorNs = 0.0
    var wayfinderBuildMs = 0.0
    var routingKitBuildMs = 0.0
    /// `nil` when allocations cannot be counted.
    var wayfinderMallocsPerMatch: Double?
    // Checks, for the table only.
    var intendedMatches = 0
    var wayfinderMatches = 0
    var wayfinderAsIntended = 0
    var routingKitMatches = 0
    var linearMatches = 0
    var mallocLinks = 0
    // Wayfinder on the links that match and on those that match nothing, for the table only.
    var wayfinderHitNs = 0.0
    var wayfinderMissNs = 0.0
    var wayfinderMallocsPerMiss: Double?
  }

  static func run(_ arguments: [String]) -> Int32 {
    if arguments.first == "--profile-build" { return profileBuild(Array(arguments.dropFirst())) }
    guard let options = CommonOptions(arguments, command: "routing") else { return 2 }
    let countsMallocs = mallocCounterWorks()
    if !countsMallocs {
      printError("wayfinder-bench: malloc interposition is not working here; mallocs are reported as null")
    }
    var rows: [Row] = []
    for size in sizes {
      progress("routing: \(size) routes…")
      do {
        rows.append(try measure(routeCount: size, countMallocs: countsMallocs))
      } catch {
        printError("wayfinder-bench: the generated table of \(size) routes did not build: \(error)")
        return 1
      }
    }
    print(options.json ? json(rows) : table(rows), terminator: "")
    return 0
  }

  /// `routing --profile-build N [--passes P]`: no timing, P builds (20) of the table of N
  /// routes, to run under a profiler.
  static func profileBuild(_ arguments: [String]) -> Int32 {
    guard let size = arguments.first.flatMap(Int.init) else {
      printError("wayfinder-bench routing --profile-build: give the number of routes\n\n" + usage())
      return 2
    }
    var passes = 20
    if arguments.count == 3, arguments[1] == "--passes", let count = Int(arguments[2]) { passes = count }
    let inputs = Workload(routeCount: size).routes.map(WayfinderInput.init)
    var built = 0
    for _ in 0..<passes where (try? wayfinderTable(inputs)) != nil { built += 1 }
    print("built \(built) of \(passes) tables of \(size) routes")
    return built == passes ? 0 : 1
  }

  // MARK: - The routers

  /// What Wayfinder builds a table from: each route's pattern text and what its parse closure
  /// reads. Made before any timing, as RoutingKit's path components are: an app writes both in
  /// its source, and turning the workload into either is not work a router does.
  struct WayfinderInput {
    let pattern: String
    let parameters: [(name: String, isInt: Bool)]
    let hasWildcard: Bool

    init(_ route: Workload.Route) {
      (pattern, parameters, hasWildcard) = (route.pattern, route.parameters, route.hasWildcard)
    }
  }

  static func wayfinderTable(_ routes: [Workload.Route]) throws(RouteTableError) -> RouteTable<Int> {
    try wayfinderTable(routes.map(WayfinderInput.init))
  }

  static func wayfinderTable(_ inputs: [WayfinderInput]) throws(RouteTableError) -> RouteTable<Int> {
    var builder = RouteTable<Int>.Builder(
      policy: LinkPolicy(schemes: [Workload.scheme], hosts: [Workload.host]))
    for (index, input) in inputs.enumerated() {
      let parameters = input.parameters
      let hasWildcard = input.hasWildcard
      // Reads every value, as an app's parse closure does (RoutingKit and the linear scan
      // hand theirs over in a dictionary); the route is the index, with the values mixed
      // into its low bits.
      builder.add(
        input.pattern,
        parse: { values in
          var mix = 0
          for parameter in parameters {
            if parameter.isInt {
              mix &+= try values.int(parameter.name)
            } else {
              mix &+= try values.string(parameter.name).utf8.count
            }
          }
          if hasWildcard { mix &+= try values.string("rest").utf8.count }
          return index << 20 | (mix & 0xF_FFFF)
        },
        print: { _ in nil })
    }
    return try builder.build()
  }

  /// RoutingKit's input: each route's path components.
  static func routingKitPaths(_ routes: [Workload.Route]) -> [[PathComponent]] {
    routes.map { route in
      route.segments.map { segment in
        switch segment {
        case .literal(let text): .constant(text)
        case .parameter(let name, _): .parameter(name)
        case .wildcard: .catchall
        }
      }
    }
  }

  static func routingKitRouter(_ routes: [Workload.Route]) -> TrieRouter<Int> {
    routingKitRouter(routingKitPaths(routes))
  }

  static func routingKitRouter(_ paths: [[PathComponent]]) -> TrieRouter<Int> {
    let router = TrieRouter<Int>()
    for (index, path) in paths.enumerated() { router.register(index, at: path) }
    return router
  }

  // MARK: - One size

  static func measure(routeCount: Int, countMallocs: Bool) throws(RouteTableError) -> Row {
    let workload = Workload(routeCount: routeCount, linkCount: linkCount)
    let links = workload.links
    let paths = workload.paths
    let table = try wayfinderTable(workload.routes)
    let trie = routingKitRouter(workload.routes)
    let linear = LinearRouter(routes: workload.routes)
    // RoutingKit's `Parameters()` makes a Logger each time: share the router's.
    let logger = trie.logger

    var row = Row(routes: routeCount)

    // Checks: what each router matches of the same links.
    row.intendedMatches = workload.intended.filter { $0 != nil }.count
    for (link, intended) in zip(links, workload.intended) {
      if let match = try? table.match(link) {
        row.wayfinderMatches += 1
        if match.route >> 20 == intended { row.wayfinderAsIntended += 1 }
      }
    }
    for path in paths {
      var parameters = Parameters(logger)
      if trie.route(path: path.split(separator: "/").map(String.init), parameters: &parameters) != nil {
        row.routingKitMatches += 1
      }
      if linear.route(path) != nil { row.linearMatches += 1 }
    }
    if row.wayfinderMatches != row.intendedMatches {
      printError(
        "wayfinder-bench: at \(routeCount) routes Wayfinder matched \(row.wayfinderMatches) links "
          + "where \(row.intendedMatches) were made from a route")
    }

    // Matching: nanoseconds per link, every router taking its turn in each round.
    let hits = zip(links, workload.intended).filter { $0.1 != nil }.map(\.0)
    let misses = zip(links, workload.intended).filter { $0.1 == nil }.map(\.0)
    let jobs = [
      wayfinderJob(table, links),
      Measure.Job(operations: paths.count) {
        var checksum = 0
        for path in paths {
          let segments = path.split(separator: "/").map(String.init)
          var parameters = Parameters(logger)
          // NB: no blackHole: `route(path:parameters:)` lives in another module and fills
          // `parameters` through inout, so nothing can be dropped; a sink call per link would
          // only add the harness's own cost to every router.
          let output = trie.route(path: segments, parameters: &parameters)
          checksum &+= output ?? -1
        }
        return checksum
      },
      Measure.Job(operations: paths.count) {
        var checksum = 0
        for path in paths {
          var parameters: [String: String] = [:]
          let output = linear.route(path, parameters: &parameters)
          blackHole(parameters)
          checksum &+= output ?? -1
        }
        return checksum
      },
      Measure.Job(operations: links.count) {
        var checksum = 0
        for link in links {
          let components = URLComponents(string: link)
          blackHole(components)
          checksum &+= components == nil ? 0 : 1
        }
        return checksum
      },
      Measure.Job(operations: links.count) {
        var checksum = 0
        for link in links { checksum &+= segmentCount(link) }
        return checksum
      },
    ]
    let times = Measure.nanosecondsPerOperation(jobs)
    (row.wayfinderNs, row.routingKitNs, row.linearNs, row.urlComponentsNs, row.floorNs) =
      (times[0], times[1], times[2], times[3], times[4])
    // Wayfinder on the matching links and on the others apart, for the table.
    let outcomes = Measure.nanosecondsPerOperation(
      [wayfinderJob(table, hits), wayfinderJob(table, misses)], rounds: 5, roundTime: .milliseconds(60))
    (row.wayfinderHitNs, row.wayfinderMissNs) = (outcomes[0], outcomes[1])

    // Building.
    // Each router from its own input, made before the timing (``WayfinderInput``).
    let inputs = workload.routes.map(WayfinderInput.init)
    let components = routingKitPaths(workload.routes)
    row.wayfinderBuildMs = Measure.millisecondsPerBuild { try? wayfinderTable(inputs) }
    row.routingKitBuildMs = Measure.millisecondsPerBuild { routingKitRouter(components) }

    // Allocations per successful match of a route with at most two parameters and no wildcard
    // (reading a wildcard's value joins its segments into a new string).
    let counted = links.filter { link in
      guard let match = try? table.match(link) else { return false }
      let route = workload.routes[match.route >> 20]
      return !route.hasWildcard && route.parameters.count <= 2
    }
    row.mallocLinks = counted.count
    if countMallocs, !counted.isEmpty {
      row.wayfinderMallocsPerMatch = mallocsPerMatch(table, counted)
    }
    if countMallocs, !misses.isEmpty {
      row.wayfinderMallocsPerMiss = mallocsPerMatch(table, misses)
    }
    return row
  }

  /// `table.match(link)` over `links`; an unmatched link's error is caught.
  static func wayfinderJob(_ table: RouteTable<Int>, _ links: [String]) -> Measure.Job {
    Measure.Job(operations: links.count) {
      var checksum = 0
      for link in links {
        do {
          // NB: no blackHole: the route is computed by the `parse` closure from every value the
          // link gave, so consuming it keeps all of the match.
          checksum &+= try table.matchedRoute(link)
        } catch {
          checksum &+= 1
        }
      }
      return checksum
    }
  }

  /// The floor: the link's `/`-separated parts counted in one pass over its UTF-8 bytes (in
  /// place, as Wayfinder reads them), making nothing.
  @inline(never)
  static func segmentCount(_ link: String) -> Int {
    func count<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
      var count = 0
      var inSegment = false
      for byte in bytes {
        if byte == UInt8(ascii: "/") {
          inSegment = false
        } else if !inSegment {
          inSegment = true
          count += 1
        }
      }
      return count
    }
    return link.utf8.withContiguousStorageIfAvailable(count) ?? count(link.utf8)
  }

  /// Allocations per `table.match` of each of `links`, matching or not.
  @inline(never)
  static func mallocsPerMatch(_ table: RouteTable<Int>, _ links: [String]) -> Double {
    let passes = 5
    var checksum = 0
    for link in links { checksum &+= (try? table.match(link))?.route ?? 0 }
    let before = wf_malloc_count()
    for _ in 0..<passes {
      for link in links {
        do {
          let match = try table.match(link)
          blackHole(match)
          checksum &+= match.route
        } catch {
          checksum &+= 1
        }
      }
    }
    let after = wf_malloc_count()
    blackHole(checksum)
    return Double(after - before) / Double(passes * links.count)
  }

  /// Whether the interposed malloc counts: 100 arrays must count at least 100 allocations.
  static func mallocCounterWorks() -> Bool {
    let before = wf_malloc_count()
    for index in 0..<100 { blackHole(Array(repeating: index, count: 100)) }
    return wf_malloc_count() - before >= 100
  }
}
