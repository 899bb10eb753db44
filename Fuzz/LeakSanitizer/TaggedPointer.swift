// The smallest reproduction of the one report LeakSanitizer makes in the fuzz runs: a leak that
// is not one. Nothing here is compiled by a package; run it by hand:
//
//   swiftc -sanitize=address -Onone Fuzz/LeakSanitizer/TaggedPointer.swift -o /tmp/tagged
//   ASAN_OPTIONS=detect_leaks=1 /tmp/tagged
//
// Swift 6.3.1 on Linux x86_64 reports "Direct leak of 56 byte(s)" (the array), allocated in
// make(), although the global `held` holds it to the end. Swift stores the case of a
// multi-payload enum in the spare bits of its payload: here the tag of `.rule` goes into the
// high bits of the array's pointer (it reads 0x4000_7f…, not 0x0000_7f…), and LeakSanitizer,
// which scans memory for values that look like pointers to a block, does not recognize it.
// ParameterType.Kind of WayfinderRouting has this shape (`.rule(ValueRule)`, whose last field
// is the array of the rule's atoms), and the differential target keeps the type `code`
// (a value pattern) in a global, so every run "leaked" that array: 128 bytes.
// Swap the two fields of Rule and the report goes (the tag then sits in the string's word).
// Known upstream: llvm/llvm-project#56751 and swiftlang/swift-corelibs-xctest#342.
struct Rule {
  let text: String
  let atoms: [UInt64]
}

enum Kind {
  case custom(@Sendable (String) -> Bool)
  case rule(Rule)
}

final class Storage {
  let kind: Kind
  init(_ kind: Kind) { self.kind = kind }
}

func make() -> Storage { Storage(.rule(Rule(text: "r", atoms: Array(repeating: 7, count: 3)))) }

let held = make()
