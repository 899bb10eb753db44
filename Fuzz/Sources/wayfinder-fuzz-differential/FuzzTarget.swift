import Foundation
@_spi(Internals) import WayfinderRouting

// libFuzzer's entry point for the differential target. The checks are DifferentialOracle's;
// this file only feeds it bytes and stops at the first disagreement.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let report = DifferentialOracle.check(UnsafeRawBufferPointer(start: data, count: size))
  if !report.failures.isEmpty {
    fatalError(
      "Wayfinder differential failure; the table:\n  " + report.patterns.joined(separator: "\n  ") + "\n"
        + report.failures.joined(separator: "\n"))
  }
  return 0
}
