#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderNavigation

  /// iOS 18's `TabView` bound to one tab bar of a ``NavigationModel``: a `Tab` per container,
  /// valued by its name, in the `.sidebarAdaptable` style — a floating tab bar on iPad that the
  /// person can turn into a sidebar — with the tabs of each of `sections` in a `TabSection` (a
  /// section of the sidebar; a tab in a section is still a tab of the graph).
  ///
  /// Hidden tabs: the app's (``NavigationModel/setTab(_:in:hidden:)``) are hidden with
  /// `Tab.hidden(_:)`; the person's, when `customization` is given, are the tabs its
  /// `sidebarVisibility` hides, read when the view appears and each time the person edits the
  /// sidebar. A link into a hidden tab ends `failed` with code `tab-hidden`, and nothing moves.
  ///
  /// ```swift
  /// @AppStorage("tabs") private var customization = TabViewCustomization()
  ///
  /// WayfinderTabView(model, tabBar: "main", sections: ["Yours": ["cart", "account"]],
  ///                  customization: $customization) { tab in
  ///   Label(tab.name, systemImage: "square")
  /// } content: { tab in
  ///   ShopStackView(stack: tab.name)
  /// }
  /// ```
  ///
  /// Tapping the tab already selected pops its stack to its root, as ``WayfinderTabs`` does.
  @available(iOS 18, macOS 15, visionOS 2, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public struct WayfinderTabView<TabLabel: View, TabContent: View>: View {
    private let model: NavigationModel
    private let tabBar: String
    private let sections: [(title: String, tabs: [String])]
    private let customization: Binding<TabViewCustomization>?
    private let label: (Container) -> TabLabel
    private let content: (Container) -> TabContent

    /// Creates the tab view of the tab bar named `tabBar` of `model`.
    ///
    /// - Parameters:
    ///   - model: The navigation model.
    ///   - tabBar: The tab bar's name in the graph.
    ///   - sections: Sidebar sections, in order: each a title and the names of its tabs. The
    ///     tabs in none come first, in the graph's order.
    ///   - customization: The person's customization of the sidebar, which the app keeps.
    ///   - label: A tab's label.
    ///   - content: A tab's content: its stack.
    public init(
      _ model: NavigationModel, tabBar: String, sections: KeyValuePairs<String, [String]> = [:],
      customization: Binding<TabViewCustomization>? = nil,
      @ViewBuilder label: @escaping (Container) -> TabLabel,
      @ViewBuilder content: @escaping (Container) -> TabContent
    ) {
      self.model = model
      self.tabBar = tabBar
      self.sections = sections.map { ($0.key, $0.value) }
      self.customization = customization
      self.label = label
      self.content = content
    }

    public var body: some View {
      let tabs = model.tabs(in: tabBar)
      let sectioned = Set(sections.flatMap(\.tabs))
      // As `WayfinderTabs`: the binding carries what this body rendered, so that a write of the
      // selected tab from it, with the model unchanged since, is the person tapping it again.
      TabView(selection: model.tabSelection(in: tabBar)) {
        ForEach(tabs.filter { !sectioned.contains($0.name) }, id: \.name) { container in
          tab(container)
        }
        ForEach(sections.indices, id: \.self) { index in
          TabSection(sections[index].title) {
            ForEach(tabs.filter { sections[index].tabs.contains($0.name) }, id: \.name) { container in
              tab(container)
            }
          }
          .customizationID("\(tabBar).section.\(sections[index].title)")
        }
      }
      .tabViewStyle(.sidebarAdaptable)
      .tabViewCustomization(customizationReporting)
      .onAppear { reportCustomization(customization?.wrappedValue) }
    }

    private func tab(_ container: Container) -> some SwiftUI.TabContent<String?> {
      Tab(value: Optional(container.name)) {
        content(container)
      } label: {
        label(container)
      }
      .customizationID(container.name)
      .hidden(model.isHiddenByApp(container.name, in: tabBar))
    }

    /// The app's customization, through a binding that tells the model which tabs the person's
    /// edits hide.
    private var customizationReporting: Binding<TabViewCustomization>? {
      guard let customization else { return nil }
      return Binding(
        get: { customization.wrappedValue },
        set: { @MainActor [self] in
          customization.wrappedValue = $0
          reportCustomization($0)
        })
    }

    private func reportCustomization(_ customization: TabViewCustomization?) {
      guard let customization else { return }
      let hidden = model.tabs(in: tabBar).map(\.name).filter {
        customization[sidebarVisibility: $0] == .hidden
      }
      model.sidebarHides(Set(hidden), in: tabBar)
    }
  }
#endif
