// STAND-IN for Apple's UIKit — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: UIKit.swift. Bodies never run.
//
// The basics of a table view controller only: no data source or delegate protocols, no cells.
// Each member is the declaration Apple's documentation shows for the symbol (all `@MainActor`).

import Foundation

/// Apple: `@MainActor class UIScrollView : UIView`.
@MainActor
open class UIScrollView: UIView {}

/// Apple: `@MainActor class UITableView : UIScrollView`.
@MainActor
open class UITableView: UIScrollView {
  /// Apple: `enum UITableView.Style`, the imported C enum `UITableViewStyle`.
  public typealias Style = UITableViewStyle

  /// Apple: `init(frame: CGRect, style: UITableView.Style)` (designated).
  public init(frame: CGRect, style: UITableView.Style) {
    self._style = style
    super.init(frame: frame)
  }

  /// Apple: `init?(coder: NSCoder)` (designated).
  public required init?(coder: NSCoder) {
    self._style = .plain
    super.init(coder: coder)
  }

  /// Apple: `var style: UITableView.Style { get }`.
  open var style: UITableView.Style { _style }
  private let _style: UITableView.Style

  /// Apple: `func reloadData()`.
  open func reloadData() {}

  /// Apple: `func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
}

/// Apple: `@MainActor class UITableViewController : UIViewController`.
@MainActor
open class UITableViewController: UIViewController {
  /// Apple: `init(style: UITableView.Style)` (designated).
  public init(style: UITableView.Style) {
    self.tableView = UITableView(frame: .zero, style: style)
    super.init(nibName: nil, bundle: nil)
  }

  /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (designated).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Apple: `init?(coder: NSCoder)` (designated).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Apple: `var tableView: UITableView! { get set }`.
  open var tableView: UITableView!

  /// Apple (UITableViewDataSource, implemented by UITableViewController):
  /// `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// Apple (UITableViewDataSource, implemented by UITableViewController):
  /// `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// Apple (UITableViewDelegate, optional, overridden in UITableViewController subclasses):
  /// `func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)`.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
