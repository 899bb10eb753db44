#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The sign-in sheet a link behind the `signedIn` guard shows. Its buttons tell the links;
  /// pulling the sheet down needs no code: the navigator sees it go and the link waiting for
  /// sign-in ends guard-failed.
  final class SignInViewController: UIViewController {
    private let actions: ShopActions

    init(actions: ShopActions) {
      self.actions = actions
      super.init(nibName: nil, bundle: nil)
      title = "Sign in"
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Sign In", style: .done, target: self, action: #selector(signIn))
    }

    required init?(coder: NSCoder) { nil }

    @objc private func signIn() { actions.signIn() }
    @objc private func cancel() { actions.cancelSignIn() }
  }
#endif
