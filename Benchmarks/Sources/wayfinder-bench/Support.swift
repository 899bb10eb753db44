import Foundation

/// One subcommand of `wayfinder-bench`: its name, a line for the usage text, and what it
/// does with the arguments after its name, returning the exit status.
struct Subcommand: Sendable {
  let name: String
  let summary: String
  let run: @Sendable ([String]) async -> Int32
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
