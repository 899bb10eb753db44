import WayfinderModelSupport

/// A view controller the app pushes itself, without the library (a detail screen of its own):
/// it reads as a foreign screen named by this type.
final class ModelAppViewController: ModelViewController {
  init(_ uikit: ModelUIKit) {
    super.init(uikit, name: "app's own")
  }
}
