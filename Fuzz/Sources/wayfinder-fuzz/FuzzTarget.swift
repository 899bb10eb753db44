import Foundation

// libFuzzer's entry point. The checks are FuzzOracle's; this file only feeds it bytes, stops at
// the first broken promise, and reports each new kind of note once.

/// Notes already reported. libFuzzer calls the entry point from one thread only.
nonisolated(unsafe) private var reportedNotes: Set<FuzzOracle.Note> = []

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  let report = FuzzOracle.check(bytes)
  for (note, detail) in report.notes where reportedNotes.insert(note).inserted {
    let line =
      "NOTE #\(reportedNotes.count) [\(note.kind)] \(note.pattern): \(FuzzOracle.clipped(detail()))\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
  if !report.failures.isEmpty {
    let input = FuzzOracle.show(String(decoding: bytes, as: UTF8.self))
    fatalError("Wayfinder fuzz failure on input \(input):\n" + report.failures.joined(separator: "\n"))
  }
  return 0
}
