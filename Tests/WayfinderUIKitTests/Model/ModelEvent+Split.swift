import WayfinderModelSupport

extension ModelEvent {
  /// The person's events in a split view (issue 34): the sidebar opened over the detail, Back
  /// in a column. They come from a stream of their own, so the other events stay the seed's.
  static func addSplitEvents(seed: UInt64, to events: inout [ModelEvent]) {
    var person = SplitMix64(seed: seed ^ 0x5_1DE_BA4)
    for _ in 0..<(2 + person.next(5)) {
      events.insert(person.chance(50) ? .showSidebar : .backInSplit, at: person.next(events.count + 1))
    }
  }
}
