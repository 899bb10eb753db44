#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderNavigation

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  extension WayfinderStack {
    /// Creates the stack `stack` of `model`, named by the app's container type, showing each
    /// screen, converted to the app's screen type, with `screen`.
    ///
    /// ```swift
    /// WayfinderStack(model, stack: ShopContainer.home) { (screen: ShopScreen) in
    ///   ShopScreenView(screen: screen)
    /// }
    /// ```
    public init(
      _ model: NavigationModel, stack: some ContainerName,
      @ViewBuilder screen: @escaping (AppScreen) -> ScreenView
    ) {
      self.init(model, stack: stack.rawValue, screen: screen)
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  extension WayfinderTabs {
    /// Creates the tab bar `tabBar` of `model`, named by the app's container type, showing each
    /// tab's container with `tab`.
    public init(
      _ model: NavigationModel, tabBar: some ContainerName,
      @ViewBuilder tab: @escaping (Container) -> TabContent
    ) {
      self.init(model, tabBar: tabBar.rawValue, tab: tab)
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  extension WayfinderFlows {
    /// Creates the flow switcher `switcher` of `model`, named by the app's container type,
    /// showing its flow with `flow`.
    public init(
      _ model: NavigationModel, switcher: some ContainerName,
      @ViewBuilder flow: @escaping (Container) -> FlowContent
    ) {
      self.init(model, switcher: switcher.rawValue, flow: flow)
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  extension WayfinderSplitView {
    /// Creates the split view of the tab bar `tabBar` of `model`, named by the app's container
    /// type: a sidebar row per tab (`row`) and the selected tab's container (`detail`).
    public init(
      _ model: NavigationModel, tabBar: some ContainerName,
      @ViewBuilder row: @escaping (Container) -> SidebarRow,
      @ViewBuilder detail: @escaping (Container) -> Detail
    ) {
      self.init(model, tabBar: tabBar.rawValue, row: row, detail: detail)
    }
  }
#endif
