#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderNavigation

  /// A `NavigationSplitView` bound to one tab bar of a ``NavigationModel``: the sidebar lists
  /// its tabs and selects one, the detail column shows the selected tab's container — the main
  /// navigation of an iPad or Mac app, over the same state a `TabView` shows on an iPhone.
  ///
  /// ```swift
  /// WayfinderSplitView(model, tabBar: "main") { tab in
  ///   Label(tab.name, systemImage: "folder")
  /// } detail: { tab in
  ///   WayfinderStack(model, stack: tab.name) { ScreenView(screen: $0) }
  /// }
  /// ```
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public struct WayfinderSplitView<SidebarRow: View, Detail: View>: View {
    private let model: NavigationModel
    private let tabBar: String
    private let row: (Container) -> SidebarRow
    private let detail: (Container) -> Detail

    /// Creates the split view of the tab bar named `tabBar` of `model`: a sidebar row per tab
    /// (`row`) and the selected tab's container (`detail`).
    public init(
      _ model: NavigationModel, tabBar: String, @ViewBuilder row: @escaping (Container) -> SidebarRow,
      @ViewBuilder detail: @escaping (Container) -> Detail
    ) {
      self.model = model
      self.tabBar = tabBar
      self.row = row
      self.detail = detail
    }

    public var body: some View {
      // NB: a `nil` selection is the person back at the sidebar of a collapsed split view: the
      // model keeps it (`splitSelection(in:)`), or SwiftUI would show the detail again at once.
      let rendered = model.splitSelection(in: tabBar)
      NavigationSplitView {
        List(
          selection: Binding(
            get: { @MainActor [model, tabBar] in model.splitSelection(in: tabBar) },
            set: { @MainActor [model, tabBar] in model.setSplitSelection($0, in: tabBar, rendered: rendered) }
          )
        ) {
          ForEach(model.tabs(in: tabBar), id: \.name) { tab in
            row(tab).tag(Optional(tab.name))
          }
        }
      } detail: {
        if let selected = model.tabs(in: tabBar).first(where: { $0.name == rendered }) {
          detail(selected)
        }
      }
    }
  }
#endif
