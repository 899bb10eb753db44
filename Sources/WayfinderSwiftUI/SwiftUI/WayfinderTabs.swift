#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderNavigation

  /// A `TabView` bound to one tab bar of a ``NavigationModel``: a tab per container, and the
  /// selection, which the person's tapping a tab changes through the model.
  ///
  /// Tapping the tab already selected pops its stack to its root, as a UIKit tab bar does in
  /// most apps; set the model's ``NavigationModel/popsToRootOnReselect`` to `false` to keep the
  /// stack.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public struct WayfinderTabs<TabContent: View>: View {
    private let model: NavigationModel
    private let tabBar: String
    private let tab: (Container) -> TabContent

    /// Creates the tab bar named `tabBar` of `model`, showing each tab's container with `tab`.
    public init(
      _ model: NavigationModel, tabBar: String, @ViewBuilder tab: @escaping (Container) -> TabContent
    ) {
      self.model = model
      self.tabBar = tabBar
      self.tab = tab
    }

    public var body: some View {
      // The binding carries what this body rendered: a write of the selected tab from it, with
      // the model unchanged since, is the person tapping that tab again.
      TabView(selection: model.tabSelection(in: tabBar)) {
        ForEach(model.tabs(in: tabBar), id: \.name) { container in
          tab(container).tag(Optional(container.name))
        }
      }
    }
  }

  /// The flow that one flow switcher of a ``NavigationModel`` shows, made afresh when it
  /// switches.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public struct WayfinderFlows<FlowContent: View>: View {
    private let model: NavigationModel
    private let switcher: String
    private let flow: (Container) -> FlowContent

    /// Creates the flow switcher named `switcher` of `model`, showing its flow with `flow`.
    public init(
      _ model: NavigationModel, switcher: String, @ViewBuilder flow: @escaping (Container) -> FlowContent
    ) {
      self.model = model
      self.switcher = switcher
      self.flow = flow
    }

    public var body: some View {
      if let shown = model.flow(in: switcher) {
        flow(shown).id(shown.name)
      }
    }
  }
#endif
