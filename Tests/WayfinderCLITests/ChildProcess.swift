import Foundation

/// Runs a program to its end on threads of its own, never on a thread of Swift's concurrency
/// pool.
///
/// The pool has one thread per core: two on CI. A test that waited for a process on one of them
/// (`waitUntilExit`, a pipe read to its end) held it for the whole run, and with two such tests
/// at once every task that needed the pool stalled meanwhile — another test's `sleep` while it
/// waited, with a bound, for an event. Their bounds ran out, and four tests that do not touch a
/// process failed on CI.
enum ChildProcess {
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
  ) async throws -> WayfinderCommandTests.Run {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try runToEnd(executable, arguments, environment) }) }
        .start()
    }
  }

  /// Blocks its thread until the process ends.
  private static func runToEnd(
    _ executable: URL, _ arguments: [String], _ environment: [String: String]?
  ) throws -> WayfinderCommandTests.Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Standard error is read on a thread of its own while this one reads standard output: a
    // program that fills one pipe while nobody reads it waits for ever.
    let errorText = Collected()
    let errorsRead = DispatchSemaphore(value: 0)
    Thread {
      errorText.data = errors.fileHandleForReading.readDataToEndOfFile()
      errorsRead.signal()
    }.start()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    errorsRead.wait()
    process.waitUntilExit()
    return WayfinderCommandTests.Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: errorText.data, as: UTF8.self))
  }

  /// What the reading thread read.
  ///
  /// Unchecked: one thread writes `data`, then signals; the other reads it only after its
  /// wait for that signal returns, which orders the write before the read.
  private final class Collected: @unchecked Sendable {
    var data = Data()
  }
}
