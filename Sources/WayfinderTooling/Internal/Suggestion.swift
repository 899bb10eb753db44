/// "Did you mean" for names a manifest misspells, and lists of names for messages.
enum Suggestion {
  /// The candidate closest to `name` by edit distance, ignoring case, when it is close enough
  /// to be a likely misspelling: at most a third of the name's length, and at least one edit.
  static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    let limit = max(1, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      if distance <= limit, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// `a`, `a or b`, `a, b or c`.
  static func list(_ names: [String], or word: String = "or") -> String {
    switch names.count {
    case 0: return "nothing"
    case 1: return names[0]
    default: return names.dropLast().joined(separator: ", ") + " \(word) " + (names.last ?? "")
    }
  }

  /// The same list, each name in quotes.
  static func quoted(_ names: [String], or word: String = "or") -> String {
    list(names.map { "\"\($0)\"" }, or: word)
  }

  /// Edit distance over characters, a swap of two neighbours counting as one edit (so that
  /// `hosst` is one edit from `hosts`).
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let lhs = Array(lhs)
    let rhs = Array(rhs)
    guard !lhs.isEmpty else { return rhs.count }
    guard !rhs.isEmpty else { return lhs.count }
    var before = Array(repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = previous
    for row in 1...lhs.count {
      current[0] = row
      for column in 1...rhs.count {
        let substitution = previous[column - 1] + (lhs[row - 1] == rhs[column - 1] ? 0 : 1)
        current[column] = min(previous[column] + 1, current[column - 1] + 1, substitution)
        if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
          current[column] = min(current[column], before[column - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[rhs.count]
  }
}
