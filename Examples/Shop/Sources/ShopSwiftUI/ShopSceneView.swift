#if canImport(SwiftUI)
  import Foundation
  import ShopKit
  import SwiftUI
  import WayfinderSwiftUI

  /// A scene's views, on its model: the main navigation, the sheets over it, and everything
  /// Wayfinder needs from the scene, each said once at its root.
  ///
  /// The main navigation follows the horizontal size class: a tab bar where the width is compact
  /// (an iPhone, an iPad window in Slide Over or a narrow split; iOS 18's `Tab`s, in a
  /// `.sidebarAdaptable` tab view, where there are), a split view with a sidebar
  /// where it is regular (an iPad, a Mac). Both show the same tab bar of the model, so turning an
  /// iPad or resizing its window keeps each tab's stack and the selected tab as they were.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct ShopSceneView: View {
    let scene: ShopSceneState
    let saved: Binding<Data?>
    /// The app's windows, and this one's identifier.
    let windows: SceneRouter<ShopScreen>
    let window: String
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    /// The shop's tab bar, as its graph names it.
    private static let tabBar = ShopContainer.main

    var body: some View {
      navigation
        // The modals: the support sheet and the sign-in sheet, each a stack of its own.
        .wayfinderSheets(scene.model) { modal in
          ShopModalView(model: scene.model, links: scene.links, modal: modal)
        }
        // One step per view update, each settled when its transition ends.
        .wayfinder(scene.model)
        // This window among the app's windows: custom-scheme URLs and universal links, at launch
        // and while the app runs, go to the window the router names (brought forward); no link
        // opens a new window. The center holds those that come before it is ready.
        #if os(tvOS) || os(watchOS)
          .wayfinderLinks(scene.links.center)
        #else
          .wayfinderScene(windows, id: window, center: scene.links.center)
        #endif
        // What was on screen, brought back once the graph and the guards allow it; then the
        // center is ready and the links held since launch open over it.
        .wayfinderRestoration(scene.model, center: scene.links.center, saved: saved)
        .task {
          // The shop's log: every link's outcome, and the restoration's, with its reason when
          // a saved state is not brought back.
          for await report in scene.outcomes { print("shop: \(report)") }
        }
    }

    @ViewBuilder private var navigation: some View {
      if horizontalSizeClass == .compact {
        compactTabs
      } else {
        WayfinderSplitView(scene.model, tabBar: Self.tabBar) { tab in
          ShopTabLabel(model: scene.model, tab: tab)
        } detail: { tab in
          ShopStackView(model: scene.model, links: scene.links, stack: tab.name)
        }
      }
    }

    /// The tab bar: iOS 18's `Tab`s where there are (``ShopTabView``), the `tabItem` form before.
    @ViewBuilder private var compactTabs: some View {
      #if !os(tvOS) && !os(watchOS)
        if #available(iOS 18, macOS 15, visionOS 2, *) {
          ShopTabView(scene: scene)
        } else {
          classicTabs
        }
      #else
        classicTabs
      #endif
    }

    private var classicTabs: some View {
      WayfinderTabs(scene.model, tabBar: Self.tabBar) { tab in
        ShopStackView(model: scene.model, links: scene.links, stack: tab.name)
          .tabItem { ShopTabLabel(model: scene.model, tab: tab) }
      }
    }
  }
#endif
