#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderNavigation

  /// What ``WayfinderStack`` and ``WayfinderStackSplitView`` share: the model, the stack's
  /// name, and each screen's view, converted to the app's screen type, which tells the model
  /// when it appears.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct StackScreens<AppScreen: ScreenConvertible, ScreenView: View> {
    let model: NavigationModel
    let stack: String
    let screen: (AppScreen) -> ScreenView

    /// The screen's view, which tells the model when it appears: where the views cannot see
    /// UIKit, a push or a pop settles then. It is one accessibility element holding the app's
    /// (`.contain`), identified by the screen (`Screen.accessibilityIdentifier`): what a UI test
    /// finds the screen on top by. A screen the app's type does not convert shows nothing.
    @MainActor @ViewBuilder
    func appearing(_ shown: Screen) -> some View {
      if let converted = AppScreen(shown) {
        screen(converted)
          .accessibilityElement(children: .contain)
          .accessibilityIdentifier(shown.accessibilityIdentifier)
          .onAppear { [model] in model.screenDidAppear(shown) }
      } else {
        EmptyView().onAppear { [model] in model.screenDidAppear(shown) }
      }
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  extension NavigationModel {
    /// The selection binding of the `TabView` of `tabBar` (``WayfinderTabs``,
    /// ``WayfinderTabView``). It carries what the body that made it rendered: a write of the
    /// selected tab from it, with the model unchanged since, is the person tapping that tab
    /// again.
    func tabSelection(in tabBar: String) -> Binding<String?> {
      let rendered = selectedTab(in: tabBar)
      let renderedRevision = revision
      let renderedState = state
      return Binding(
        get: { @MainActor [self] in selectedTab(in: tabBar) },
        set: { @MainActor [self] in
          tabViewWrote(
            $0, in: tabBar, rendered: rendered, renderedRevision: renderedRevision,
            renderedState: renderedState)
        })
    }

    /// The selection of the sidebar's list of the split view of `stack`
    /// (``WayfinderStackSplitView``), for the app's `List(selection:)`: the detail's root, in the
    /// app's screen type. The person choosing a row shows it alone in the detail; a link's
    /// detail shows its row selected.
    ///
    /// ```swift
    /// List(selection: model.splitListSelection(in: "chats", as: ChatScreen.self)) {
    ///   ForEach(channels) { channel in
    ///     NavigationLink(channel.name, value: ChatScreen.conversation(channelID: channel.id))
    ///   }
    /// }
    /// ```
    ///
    /// The binding carries what the body that made it rendered: a write from it after the
    /// model moved on is an echo, not the person's.
    public func splitListSelection<AppScreen: ScreenConvertible>(
      in stack: String, as type: AppScreen.Type
    ) -> Binding<AppScreen?> {
      let rendered = path(in: stack)
      return Binding(
        get: { @MainActor [self] in splitListSelection(in: stack).flatMap(AppScreen.init) },
        set: { @MainActor [self] in setSplitListSelection($0?.screen, in: stack, rendered: rendered) })
    }
  }
#endif
