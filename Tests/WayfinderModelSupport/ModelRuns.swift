/// Runs the seeds `1...count` of a model, `atATime` of them sharing the main actor at once
/// (while one waits for the main actor to settle, the others run), and hands each result to
/// `each` as it comes.
///
/// ```swift
/// await ModelRuns.run(count: 10_000, atATime: 64, { await ModelRun(seed: $0).run() }) { statistics.add($0) }
/// ```
public enum ModelRuns {
  @MainActor
  public static func run<Result: Sendable>(
    count: Int, atATime: Int, _ run: @escaping @MainActor @Sendable (UInt64) async -> Result,
    each: (Result) -> Void
  ) async {
    await withTaskGroup(of: Result.self) { group in
      var seeds = (1...UInt64(count)).makeIterator()
      for _ in 0..<atATime {
        guard let seed = seeds.next() else { break }
        group.addTask(priority: .medium) { await run(seed) }
      }
      for await result in group {
        each(result)
        if let seed = seeds.next() { group.addTask(priority: .medium) { await run(seed) } }
      }
    }
  }
}
