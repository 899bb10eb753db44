import Foundation
import ToolingFuzzOracles

// libFuzzer's entry point. The checks are ScriptFuzzOracle's; this file only feeds it bytes and
// stops at the first broken promise.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  let failures = ScriptFuzzOracle.check(bytes)
  if !failures.isEmpty {
    let input = String(decoding: bytes, as: UTF8.self).debugDescription
    fatalError("Wayfinder script fuzz failure on input \(input):\n" + failures.joined(separator: "\n"))
  }
  return 0
}
