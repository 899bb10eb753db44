// The two steps that change a container at once: a stack given all its screens, a chain of
// modals dismissed together. The rules are those of the steps they stand for (pushes, pops
// and a replacement; dismissals top-down), checked on the whole change.
extension NavigationState {
  /// Gives the stack named `name` the screens `screens`, keeping its first `keeping` ones.
  mutating func setScreens(_ screens: [Screen], in name: String, keeping: Int) throws(NavigationError) {
    guard let location = locate(name), location.level >= modals.count else {
      throw refusal(toChange: "set the screens of", name)
    }
    guard !screens.isEmpty else {
      throw NavigationError(
        .nothingToPop, "cannot set the screens of \"\(name)\" to none: a stack keeps a root")
    }
    var stack = try takeStack(at: location)
    defer { put(.stack(stack), at: location) }
    guard keeping >= 0, keeping <= min(stack.screens.count, screens.count),
      stack.screens[..<keeping] == screens[..<keeping]
    else {
      throw NavigationError(
        .screenNotFound,
        "cannot set the screens of \"\(name)\" keeping \(keeping): it holds "
          + stack.screens.map(\.description).joined(separator: ", "))
    }
    for (index, screen) in screens.enumerated().dropFirst(keeping) {
      try checkTabBar(screen, in: name, location, asRoot: index == 0)
    }
    var uniques: Set<String> = []
    for screen in screens where screen.traits.contains(.unique) {
      guard uniques.insert(screen.name).inserted else {
        throw NavigationError(
          .duplicate,
          "cannot put \(screen) into \"\(name)\": another \"\(screen.name)\" is there and it is unique")
      }
    }
    stack.screens = screens
  }

  /// Dismisses the modals named `names`, which must be the top-most ones, bottom to top.
  mutating func dismissChain(_ names: [String]) throws(NavigationError) {
    guard let bottom = names.first else {
      throw NavigationError(.containerNotFound, "cannot dismiss a chain of no modals")
    }
    guard let level = modals.firstIndex(where: { $0.name == bottom }) else {
      throw NavigationError(
        .containerNotFound,
        "cannot dismiss \"\(bottom)\": it is not presented"
          + (modals.last.map { " (\"\($0.name)\" is)" } ?? " (nothing is)"))
    }
    let presented = modals[level...].map(\.name)
    guard presented == names else {
      throw NavigationError(
        .notOnTop,
        "cannot dismiss \(names.joined(separator: ", ")) at once: from \"\(bottom)\" up, "
          + "\(presented.joined(separator: ", ")) are presented")
    }
    modals.removeSubrange(level...)
  }
}
