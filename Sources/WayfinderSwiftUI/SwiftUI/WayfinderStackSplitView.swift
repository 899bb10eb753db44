#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderNavigation

  /// A `NavigationSplitView` bound to one stack of a ``NavigationModel``: the stack's root
  /// screen, a list, in the sidebar, and every screen pushed past it in the detail column — a
  /// chat app's channel list with the conversation beside it. Declare the stack a split view in
  /// the graph (`showsAsSplitView(_:)`, `split: true` in a manifest).
  ///
  /// ```swift
  /// WayfinderStackSplitView(model, stack: "chats") { (screen: ChatScreen) in
  ///   switch screen {
  ///   case .channels:
  ///     List(selection: model.splitListSelection(in: "chats", as: ChatScreen.self)) {
  ///       ForEach(channels) { channel in
  ///         NavigationLink(channel.name, value: ChatScreen.conversation(channelID: channel.id))
  ///       }
  ///     }
  ///   case .conversation(let channelID): ConversationView(channelID: channelID)
  ///   }
  /// }
  /// ```
  ///
  /// The state is one stack either way. The list's selection
  /// (``NavigationModel/splitListSelection(in:as:)``) is the detail's root: the person choosing a
  /// row shows it alone in the detail, and a link's detail shows its row selected. A link into
  /// the detail brings it into view: the sidebar the person opened over it closes
  /// (`columnVisibility`, ``NavigationModel/splitColumnVisibility(in:)``), and a collapsed split
  /// view shows the detail (`preferredCompactColumn`); the person's going back to the list,
  /// collapsed, pops the stack to its list, which is what the model then reads. Another screen
  /// in place of the detail's root is a new view (its identity is the screen's), which appears.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  public struct WayfinderStackSplitView<AppScreen: ScreenConvertible, ScreenView: View>: View {
    private let screens: StackScreens<AppScreen, ScreenView>

    /// Creates the split view of the stack named `stack` of `model`, showing each screen,
    /// converted to the app's screen type, with `screen`.
    public init(
      _ model: NavigationModel, stack: String, @ViewBuilder screen: @escaping (AppScreen) -> ScreenView
    ) {
      screens = StackScreens(model: model, stack: stack, screen: screen)
    }

    /// Creates the split view of the stack named `stack` of `model`, showing each ``Screen``
    /// with `screen`.
    public init(
      _ model: NavigationModel, stack: String, @ViewBuilder screen: @escaping (Screen) -> ScreenView
    ) where AppScreen == Screen {
      screens = StackScreens(model: model, stack: stack, screen: screen)
    }

    public var body: some View {
      let (model, stack) = (screens.model, screens.stack)
      // The bindings carry what this body rendered: a write made from it after the model moved
      // on is an echo, not the person's.
      let rendered = model.path(in: stack)
      let renderedColumns = model.splitColumnVisibility(in: stack)
      NavigationSplitView(
        columnVisibility: Binding(
          get: { @MainActor [model, stack] in
            switch model.splitColumnVisibility(in: stack) {
            case .automatic: .automatic
            case .all: .all
            case .detailOnly: .detailOnly
            }
          },
          set: { @MainActor [model, stack] in
            let chosen: SplitColumnVisibility =
              $0 == .detailOnly ? .detailOnly : ($0 == .automatic ? .automatic : .all)
            model.setSplitColumnVisibility(chosen, in: stack, rendered: renderedColumns)
          }),
        preferredCompactColumn: Binding(
          get: { @MainActor [model, stack] in model.path(in: stack).isEmpty ? .sidebar : .detail },
          set: { @MainActor [model, stack] in
            if $0 == .sidebar { model.showSplitList(in: stack, rendered: rendered) }
          })
      ) {
        if let root = model.root(of: stack) { screens.appearing(root) }
      } detail: {
        if let detail = model.splitDetail(in: stack) {
          NavigationStack(
            path: Binding(
              get: { @MainActor [model, stack] in model.splitDetail(in: stack)?.path ?? [] },
              set: { @MainActor [model, stack] in
                model.setSplitDetailPath($0, in: stack, rendered: rendered)
              })
          ) {
            screens.appearing(detail.root).navigationDestination(
              for: Screen.self, destination: screens.appearing)
          }
          // Another screen in the detail's place is a new view: it appears, with a stack of its own.
          .id(model.splitDetailIdentity(in: stack))
        }
      }
    }
  }
#endif
