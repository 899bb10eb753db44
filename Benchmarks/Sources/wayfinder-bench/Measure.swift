/// Keeps a value alive as far as the optimizer can tell, so the work that made it is not
/// dropped.
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Timing with `ContinuousClock`: several rounds, the median of them.
enum Measure {
  static let clock = ContinuousClock()

  static func nanoseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Something to time: `pass` does `operations` operations and returns a checksum.
  struct Job {
    let operations: Int
    let pass: () -> Int
  }

  /// Nanoseconds per operation of each job. After one untimed pass of each, there are
  /// `rounds` rounds, and in each round every job in turn repeats whole passes until it has
  /// run for `roundTime`: slow jobs run fewer passes rather than for longer, and the jobs take
  /// turns so that a burst of other work on the machine does not land on one of them alone.
  static func nanosecondsPerOperation(
    _ jobs: [Job],
    rounds: Int = 7,
    roundTime: Duration = .milliseconds(100)
  ) -> [Double] {
    for job in jobs { blackHole(job.pass()) }
    var perRound = Array(repeating: [Double](), count: jobs.count)
    for _ in 0..<rounds {
      for (index, job) in jobs.enumerated() {
        var passes = 0
        var checksum = 0
        let start = clock.now
        var elapsed = Duration.zero
        repeat {
          checksum &+= job.pass()
          passes += 1
          elapsed = start.duration(to: clock.now)
        } while elapsed < roundTime
        blackHole(checksum)
        perRound[index].append(nanoseconds(elapsed) / Double(passes * job.operations))
      }
    }
    return perRound.map(median)
  }

  /// A job whose pass awaits, on the main actor (a `HeadlessNavigator`'s steps).
  struct AsyncJob {
    let operations: Int
    let pass: @MainActor () async -> Int
  }

  /// ``nanosecondsPerOperation(_:rounds:roundTime:)`` for jobs that await: the same rounds,
  /// turns and median.
  @MainActor
  static func nanosecondsPerOperation(
    _ jobs: [AsyncJob],
    rounds: Int = 7,
    roundTime: Duration = .milliseconds(100)
  ) async -> [Double] {
    for job in jobs { blackHole(await job.pass()) }
    var perRound = Array(repeating: [Double](), count: jobs.count)
    for _ in 0..<rounds {
      for (index, job) in jobs.enumerated() {
        var passes = 0
        var checksum = 0
        let start = clock.now
        var elapsed = Duration.zero
        repeat {
          checksum &+= await job.pass()
          passes += 1
          elapsed = start.duration(to: clock.now)
        } while elapsed < roundTime
        blackHole(checksum)
        perRound[index].append(nanoseconds(elapsed) / Double(passes * job.operations))
      }
    }
    return perRound.map(median)
  }

  static func nanosecondsPerOperation(
    operations: Int,
    rounds: Int = 7,
    roundTime: Duration = .milliseconds(100),
    _ pass: @escaping () -> Int
  ) -> Double {
    let times = nanosecondsPerOperation(
      [Job(operations: operations, pass: pass)], rounds: rounds, roundTime: roundTime)
    return times[0]
  }

  /// Milliseconds per call of `body`, which builds something and returns it, measured like
  /// ``nanosecondsPerOperation(operations:rounds:roundTime:_:)`` with shorter rounds.
  static func millisecondsPerBuild<T>(
    rounds: Int = 5,
    roundTime: Duration = .milliseconds(40),
    _ body: @escaping () -> T
  ) -> Double {
    nanosecondsPerOperation(operations: 1, rounds: rounds, roundTime: roundTime) {
      blackHole(body())
      return 1
    } / 1e6
  }
}
