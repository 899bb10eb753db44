/// What a shared scenario (``ModelScenario``) found wrong: each expectation that did not
/// hold, with its line, then the run's own failures; and the transcript when anything went
/// wrong. A model's test expects it empty:
///
/// ```swift
/// @Test(arguments: ModelScenario.allCases)
/// func scenario(_ scenario: ModelScenario) async throws {
///   let problems = try await ModelRun.play(scenario)
///   #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
/// }
/// ```
public struct ModelChecks {
  public private(set) var problems: [String] = []

  public init() {}

  /// Records `what` when `holds` is false.
  public mutating func expect(
    _ holds: Bool, _ what: @autoclosure () -> String, file: String = #fileID, line: Int = #line
  ) {
    if !holds { problems.append("\(file):\(line): \(what())") }
  }

  /// Ends `run` (``ModelRunning/finished()``): what went wrong, the transcript last.
  @MainActor
  public func end<Run: ModelRunning>(_ run: Run) async -> [String] {
    let failures = await run.finished()
    if problems.isEmpty { return failures }
    return problems + (failures.isEmpty ? [run.transcriptText] : failures)
  }
}
