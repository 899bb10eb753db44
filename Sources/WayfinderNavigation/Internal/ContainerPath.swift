/// The tab or flow indices from a level's container down to a container inside it.
///
/// NB: every step looks its container up, and an `[Int]` for each lookup cost one or two heap
/// allocations. Paths are short (a flow switcher, then a tab bar, then the stack is two
/// indices), so the first four are kept inline and only a deeper path spills into an array.
struct ContainerPath: RandomAccessCollection {
  private var inline: (Int, Int, Int, Int) = (0, 0, 0, 0)
  /// `nil` until a fifth index: a path with nothing to release is dropped without a call to
  /// release an empty array, and a location is dropped several times a step.
  private var spilled: [Int]?
  private(set) var count = 0

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> Int {
    switch position {
    case 0: inline.0
    case 1: inline.1
    case 2: inline.2
    case 3: inline.3
    default: spilled?[position - 4] ?? 0
    }
  }

  mutating func append(_ index: Int) {
    switch count {
    case 0: inline.0 = index
    case 1: inline.1 = index
    case 2: inline.2 = index
    case 3: inline.3 = index
    default:
      if spilled == nil { spilled = [] }
      spilled?.append(index)
    }
    count += 1
  }

  mutating func removeLast() {
    count -= 1
    if count >= 4 { spilled?.removeLast() }
  }
}
