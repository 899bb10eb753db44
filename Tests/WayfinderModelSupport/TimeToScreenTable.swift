import Foundation

/// The time-to-screen table of `docs/Speed.md`, between its two markers: one row per reference
/// link, a column per model and one for FlowStacks. The suites that compute a column
/// (`UIKitTimeToScreenTests`, `SwiftUITimeToScreenTests`) compare it with the committed table,
/// and fail on any difference; run with `WAYFINDER_WRITE_SPEED=1`, they write their column
/// instead.
public enum TimeToScreenTable {
  /// The columns a suite computes, by their place in a row.
  public enum Column: Int, Sendable, CaseIterable {
    case outcome = 2
    case uikit = 3
    case swiftUI = 4
    case flowStacks = 5
  }

  /// One computed cell: the row's app and link, and the value.
  public struct Cell: Sendable, Hashable {
    public var app: String
    public var link: String
    public var value: String

    public init(app: String, link: String, value: String) {
      self.app = app
      self.link = link
      self.value = value
    }
  }

  static let begin = "<!-- time-to-screen:begin"
  static let end = "<!-- time-to-screen:end -->"
  static let header = [
    "| app | link | outcome | UIKit ms, computed (model clock) | SwiftUI ms, computed (model clock) "
      + "| FlowStacks ms, computed (its rules) |",
    "| --- | --- | --- | --- | --- | --- |",
  ]
  private static let lock = NSLock()

  /// `docs/Speed.md` of this checkout.
  public static var path: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/Speed.md").path
  }

  /// Whether the suites write their columns rather than compare them.
  public static var writes: Bool { ProcessInfo.processInfo.environment["WAYFINDER_WRITE_SPEED"] == "1" }

  /// Compares `cells` with `column` of the committed table (or writes them, when ``writes``);
  /// returns what differs, one line each, empty when the table says the same.
  public static func reconcile(_ column: Column, _ cells: [Cell]) throws -> [String] {
    try lock.withLock {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      var lines = text.components(separatedBy: "\n")
      guard let first = lines.firstIndex(where: { $0.hasPrefix(begin) }),
        let last = lines[first...].firstIndex(of: end)
      else { return ["docs/Speed.md has no time-to-screen table between its markers"] }
      let rows = lines[(first + 1)..<last].dropFirst(header.count).map(cells(of:))
      if writes {
        let written = cells.map { cell -> String in
          var row =
            rows.first { $0.count == 6 && $0[0] == cell.app && $0[1] == "`\(cell.link)`" }
            ?? [cell.app, "`\(cell.link)`", "?", "?", "?", "?"]
          row[column.rawValue] = cell.value
          return "| " + row.joined(separator: " | ") + " |"
        }
        lines.replaceSubrange((first + 1)..<last, with: header + written)
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return []
      }
      var differences: [String] = []
      if rows.count != cells.count {
        differences.append("the table has \(rows.count) rows; \(cells.count) links were computed")
      }
      for (row, cell) in zip(rows, cells) {
        guard row.count == 6, row[0] == cell.app, row[1] == "`\(cell.link)`" else {
          differences.append("a row \(row) where \(cell.app) \(cell.link) was expected")
          continue
        }
        if row[column.rawValue] != cell.value {
          differences.append(
            "\(cell.app) \(cell.link): the table says \(row[column.rawValue]), computed \(cell.value)")
        }
      }
      return differences
    }
  }

  /// The cells of a table row, trimmed.
  static func cells(of line: String) -> [String] {
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// A duration as the table writes it: whole milliseconds.
  public static func milliseconds(_ duration: Duration) -> String {
    String(duration.milliseconds)
  }
}
