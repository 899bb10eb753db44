#if canImport(SwiftUI)
  import ShopKit
  import SwiftUI

  /// The sign-in sheet a link behind the `signedIn` guard shows. Its buttons tell the links;
  /// pulling the sheet down needs no code: the model sees it go, and the link waiting for
  /// sign-in ends guard-failed.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct SignInView: View {
    let links: ShopLinks

    var body: some View {
      VStack(spacing: 16) {
        Text("Sign in to see your orders.")
        // Identified as the golden scripts' `signIn` and `cancelSignIn` steps tap them on a device.
        Button("Sign In") { links.signInSucceeded() }
          .accessibilityIdentifier("wayfinder.action.signIn")
        Button("Cancel") { links.signInCancelled() }
          .accessibilityIdentifier("wayfinder.action.cancelSignIn")
      }
    }
  }
#endif
