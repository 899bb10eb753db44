extension NavigationGraph {
  /// The titles given with `title:` when the graph was declared: what people read for a screen
  /// and for a tab, as pictures of the app (storyboards) show them.
  package struct Titles: Sendable, Hashable {
    /// By screen name.
    package var screens: [String: String] = [:]
    /// By container name: a tab's title.
    package var containers: [String: String] = [:]

    package init() {}

    /// Gives a stack or modal its title, and its root screen too unless that has one already.
    mutating func give(_ title: String?, container: String, root: String) {
      guard let title else { return }
      containers[container] = title
      if screens[root] == nil { screens[root] = title }
    }
  }

  /// The title declared for the screen named `name`, if any.
  package func title(ofScreen name: String) -> String? { titles.screens[name] }

  /// The title declared for the container named `name` (a tab), if any.
  package func title(ofContainer name: String) -> String? { titles.containers[name] }
}
