import Foundation

/// One subcommand of `wayfinder-bench`: its name, a line for the usage text, and what it
/// does with the arguments after its name, returning the exit status.
struct Subcommand: Sendable {
  let name: String
  let summary: String
  let run: @Sendable ([String]) -> Int32
}

/// Options common to the subcommands.
struct CommonOptions {
  var json = false

  /// Parses `arguments`, or returns `nil` (after printing why) for one it does not know.
  init?(_ arguments: [String], command: String) {
    for argument in arguments {
      switch argument {
      case "--json": json = true
      default:
        printError("wayfinder-bench \(command): unknown option \"\(argument)\"\n\n" + usage())
        return nil
      }
    }
  }
}

func printError(_ text: String) {
  var text = text
  if !text.hasSuffix("\n") { text += "\n" }
  FileHandle.standardError.write(Data(text.utf8))
}

/// Progress for the person waiting, on standard error so standard output stays one JSON object.
func progress(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

extension String {
  /// The string padded with spaces on the right to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// The string padded with spaces on the left to `width` characters.
  func leftPadding(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

/// A fixed-seed generator (SplitMix64), so every run builds the same tables and links.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (the modulo bias is negligible for the bounds used here).
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    return Int(next() % UInt64(bound))
  }

  /// `true` with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  mutating func pick<T>(_ items: [T]) -> T {
    items[below(items.count)]
  }

  mutating func shuffle<T>(_ items: inout [T]) {
    guard items.count > 1 else { return }
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(index, below(index + 1))
    }
  }
}
