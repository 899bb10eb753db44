#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A screen that shows its title and one line: the shop's simple screens.
  final class MessageViewController: UIViewController {
    private let message: String

    init(title: String, message: String) {
      self.message = message
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let label = UILabel()
      label.text = message
      label.textAlignment = .center
      label.frame = view.bounds
      label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(label)
    }
  }
#endif
