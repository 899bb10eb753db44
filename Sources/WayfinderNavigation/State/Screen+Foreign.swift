extension Screen {
  /// A screen the library did not make, named by what shows it: a view controller the app
  /// pushed itself, an alert, a share sheet, a view of a third-party SDK.
  ///
  /// A navigator that drives views reads what is on screen before every plan; a view
  /// controller or view that no ``Screen`` was made for is read as a foreign screen, so the
  /// planner sees it and pops or dismisses it when a link needs its place, as it would any
  /// screen the target does not hold. A link never targets a foreign screen.
  ///
  /// ```swift
  /// let alert = Screen.foreign("UIAlertController")
  /// print(alert)  // [foreign UIAlertController]
  /// ```
  ///
  /// - Parameter kind: What shows it, such as its view controller's type name.
  public static func foreign(_ kind: String) -> Screen {
    Screen(kind.isEmpty ? "unknown" : kind, traits: .foreign)
  }

  /// Whether the library did not make this screen (see ``foreign(_:)``).
  public var isForeign: Bool { traits.contains(.foreign) }
}

extension Modal {
  /// A modal the library did not present, such as the app's own alert: a stack named `name`
  /// holding one foreign screen of `kind`.
  ///
  /// ```swift
  /// let alert = Modal.foreign("UIAlertController", named: "foreign-modal-1")
  /// print(NavigationState(root: .stack("home", [Screen("home")]), modals: [alert]))
  /// // stack home: home
  /// // sheet foreign-modal-1
  /// //   stack foreign-modal-1: [foreign UIAlertController]
  /// ```
  public static func foreign(_ kind: String, named name: String, style: Style = .sheet) -> Modal {
    Modal(style, .stack(name, [Screen.foreign(kind)]))
  }

  /// Whether every screen the modal holds is foreign: the library did not present it.
  public var isForeign: Bool {
    if case .stack(let stack) = content {
      return !stack.screens.isEmpty && stack.screens.allSatisfy(\.isForeign)
    }
    return false
  }
}
