#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The home tab's root: a product per row, pushed the ordinary UIKit way when tapped.
  final class HomeViewController: UITableViewController {
    private let actions: ShopActions
    private let products = Array(1...20)

    init(actions: ShopActions) {
      self.actions = actions
      super.init(style: .plain)
      title = "Home"
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "About", primaryAction: UIAction { [weak self] _ in self.map { actions.showAbout(from: $0) } })
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "product")
        ?? UITableViewCell(style: .default, reuseIdentifier: "product")
      var content = cell.defaultContentConfiguration()
      content.text = "Product \(products[indexPath.row])"
      cell.contentConfiguration = content
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      actions.showProduct(products[indexPath.row], from: self)
    }
  }
#endif
