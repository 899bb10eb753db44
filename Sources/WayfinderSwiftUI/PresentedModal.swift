import WayfinderNavigation

/// A modal on screen and the level it is presented over, identified by its name: the item
/// that `sheet(item:)` and `fullScreenCover(item:)` bind to.
@_spi(Internals) public struct PresentedModal: Identifiable, Sendable, Hashable {
  /// The modal.
  public let modal: Modal
  /// The level it is presented over: 0 the root, `n` the `n`th modal.
  public let level: Int

  /// Creates a presented modal.
  public init(_ modal: Modal, level: Int) {
    self.modal = modal
    self.level = level
  }

  /// The modal's name: a new name is a new presentation.
  public var id: String { modal.name }
}
