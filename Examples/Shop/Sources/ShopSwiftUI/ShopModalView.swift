#if canImport(SwiftUI)
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// A sheet of the shop: its stack, and the heights it may take. The support sheet opens at
  /// half height and can be pulled up; the sign-in sheet is full height.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct ShopModalView: View {
    let model: NavigationModel
    let links: ShopLinks
    let modal: Modal

    var body: some View {
      ShopStackView(model: model, links: links, stack: modal.name)
        .presentationDetents(detents)
    }

    private var detents: Set<PresentationDetent> {
      model.root(of: modal.name).flatMap(ShopScreen.init) == .support ? [.medium, .large] : [.large]
    }
  }
#endif
