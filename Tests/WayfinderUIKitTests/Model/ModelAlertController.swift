import WayfinderModelSupport

/// The app's own alert, as `UIAlertController` with the alert style: presented with a custom
/// style (a sheet to the navigation state), never pulled down by the person. The library did not
/// make it, so it reads as a foreign screen named by this type.
final class ModelAlertController: ModelViewController {
  init(_ uikit: ModelUIKit) {
    super.init(uikit, name: "alert")
    modalPresentationStyle = .custom
  }
}
