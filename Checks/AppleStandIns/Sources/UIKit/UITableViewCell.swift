// STAND-IN for Apple's UIKit — never shipped; see UIKit.swift.

/// Apple: `@MainActor class UITableViewCell : UIView`.
@MainActor
open class UITableViewCell: UIView {
  public typealias CellStyle = UITableViewCellStyle

  /// Apple: `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)` (designated).
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }

  /// Apple: `init?(coder: NSCoder)` (designated).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Apple: `func defaultContentConfiguration() -> UIListContentConfiguration` (iOS 14).
  open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// Apple: `var contentConfiguration: (any UIContentConfiguration)? { get set }` (iOS 14).
  open var contentConfiguration: (any UIContentConfiguration)?
}

/// Apple: `@MainActor protocol UIContentConfiguration` (iOS 14; refines `NSCopying`, which
/// Linux cannot say for a struct, and is left out).
@MainActor
public protocol UIContentConfiguration {}

/// Apple: `struct UIListContentConfiguration` (iOS 14), the members the samples use.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// Apple: `var text: String? { get set }`.
  public var text: String?
  /// Apple: `var secondaryText: String? { get set }`.
  public var secondaryText: String?
}

extension IndexPath {
  /// Apple (UIKit's extension): `var row: Int { get set }`.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// Apple (UIKit's extension): `var section: Int { get set }`.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
