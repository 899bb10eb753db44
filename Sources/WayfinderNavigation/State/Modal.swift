/// A container presented over the rest of the screen: a sheet or a full-screen flow.
///
/// A modal is named by its ``content``: the sheet `support` is a modal whose content is the
/// stack `support`.
///
/// ```swift
/// let support = Modal(.sheet, .stack("support", [Screen("support")]))
/// ```
public struct Modal: Sendable, Hashable, Codable {
  /// How a modal covers what is under it.
  public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
    /// A sheet: what is under it stays partly visible.
    case sheet
    /// A full-screen cover: an interrupting flow such as rating an order.
    case fullScreen
  }

  /// How the modal covers what is under it.
  public var style: Style
  /// What the modal shows, usually a stack.
  public var content: Container

  /// Creates a modal.
  public init(_ style: Style, _ content: Container) {
    self.style = style
    self.content = content
  }

  /// The modal's name: its content's.
  public var name: String { content.name }
}

/// What is on screen, as a value: a root container and the modals presented over it.
///
/// Modals form a chain, as in UIKit: the first is presented from the root, each next one from
/// the one before. Everything here is a value, so a state can be compared, stored, sent to
/// another task, encoded as JSON and printed as a tree:
///
/// ```swift
/// let state = NavigationState(
///   root: .tabs("home", [
///     .stack("dashboard", [Screen("dashboard"), Screen("card", parameters: ["cardID": "7"])]),
///     .stack("settings", [Screen("settings")]),
///   ]),
///   modals: [Modal(.sheet, .stack("support", [Screen("support")]))])
/// print(state)
/// // tabs home
/// //   stack dashboard (selected): dashboard, card(7)
/// //   stack settings: settings
/// // sheet support
/// //   stack support: support
/// ```
public struct NavigationState: Sendable, Hashable, Codable {
  /// The container at the root of the window.
  public var root: Container
  /// The modals presented over the root, bottom to top.
  public var modals: [Modal]

  /// Creates a state.
  public init(root: Container, modals: [Modal] = []) {
    self.root = root
    self.modals = modals
  }

  /// The container a person sees and touches: the top-most modal's, or the root.
  public var topContainer: Container { modals.last?.content ?? root }

  /// The stack a person sees.
  public var visibleStack: Stack { topContainer.visibleStack }

  /// The screen a person sees, on top of the ``visibleStack``.
  public var topScreen: Screen? { visibleStack.top }

  /// The names from the root down to the visible stack, modals included:
  /// `["app", "home", "settings", "support"]`.
  public var visiblePath: [String] {
    root.visiblePath + modals.flatMap(\.content.visiblePath)
  }

  /// How many screens the state holds, in every container and modal.
  public var screenCount: Int {
    modals.reduce(root.screenCount) { $0 + $1.content.screenCount }
  }
}
