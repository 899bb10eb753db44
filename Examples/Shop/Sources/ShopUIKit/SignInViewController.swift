#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The sign-in sheet a link behind the `signedIn` guard shows. Its buttons tell the links;
  /// pulling the sheet down needs no code: the navigator sees it go and the link waiting for
  /// sign-in ends guard-failed.
  final class SignInViewController: UIViewController {
    init(actions: ShopActions) {
      super.init(nibName: nil, bundle: nil)
      title = "Sign in"
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        systemItem: .cancel, primaryAction: UIAction { _ in actions.cancelSignIn() })
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Sign In", primaryAction: UIAction { _ in actions.signIn() })
      // What the golden scripts replayed on a device tap for `signIn` and `cancelSignIn`.
      navigationItem.leftBarButtonItem?.accessibilityIdentifier = "wayfinder.action.cancelSignIn"
      navigationItem.rightBarButtonItem?.accessibilityIdentifier = "wayfinder.action.signIn"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
    }
  }
#endif
