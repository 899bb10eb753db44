// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// iOS 18's tabs: `Tab`, `TabSection`, `TabContent` and its builder, the sidebar-adaptable style,
// and the person's customization (`TabViewCustomization`). Apple's declarations, from the
// SwiftUI documentation of each symbol (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2).

/// Apple: `@MainActor @preconcurrency protocol TabContent<TabValue>`: "A type that provides
/// content for programmatically selectable tabs in a tab view."
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// Apple: `associatedtype TabValue : Hashable`.
  associatedtype TabValue: Hashable
  /// Apple: `associatedtype Body : TabContent`.
  associatedtype Body: TabContent
  /// Apple: `@TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body
  /// { get }`.
  @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Never: TabContent {
  public typealias TabValue = Never
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
  /// Apple: `nonisolated func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue>`:
  /// "Hides the tab from the user. Unlike removing or adding tabs with if statements, this
  /// modifier preserves the associated state of the tab's content view when the tab is hidden.
  /// When you hide a tab using this modifier, make sure to update the TabView's selection
  /// appropriately, since that tab could be selected."
  nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> { self }

  /// Apple: `nonisolated func customizationID(_ id: String) -> some TabContent<Self.TabValue>`.
  nonisolated public func customizationID(_ id: String) -> some TabContent<TabValue> { self }
}

/// Apple: `@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable`: "A
/// result builder that constructs tabs for a tab view that supports programmatic selection."
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  /// Apple: `static func buildExpression<Content>(_ content: Content) -> Content where Content
  /// : TabContent, TabValue == Content.TabValue`.
  public static func buildExpression<Content: TabContent>(_ content: Content) -> Content
  where Content.TabValue == TabValue { content }

  /// Apple: `static func buildBlock<Content>(_ content: Content) -> Content where Content :
  /// TabContent, TabValue == Content.TabValue`.
  public static func buildBlock<C0: TabContent>(_ c0: C0) -> C0 where C0.TabValue == TabValue { c0 }

  /// Apple: `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>`.
  public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> TupleTabContent<
    TabValue
  >
  where C0.TabValue == TabValue, C1.TabValue == TabValue { TupleTabContent() }

  /// Apple: `static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some
  /// TabContent<TabValue>`.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTabContent<TabValue>
  where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue { TupleTabContent() }

  /// Apple: `struct TabContentBuilder.Content<C> where C : TabContent`: "A view representation
  /// of the content of a builder-based tab view with selection."
  public struct Content<C: TabContent>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
  }
}

/// Several tabs, as `TabContentBuilder` returns them (`some TabContent<TabValue>` there).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TupleTabContent<TabValue: Hashable>: TabContent {
  public typealias Body = Never
  // NB: `return`, so that the requirement's builder does not apply.
  public var body: Never { return fatalError("stand-in") }
}

/// Apple: `struct Tab<Value, Content, Label>`: "The content for a tab and the tab's associated
/// tab item in a tab view." A `TabContent` when `Value : Hashable, Content : View, Label :
/// View`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {
  let value: Value
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
  public typealias TabValue = Value
  public typealias Body = Never
  // NB: `return`, so that the requirement's builder does not apply.
  public var body: Never { return fatalError("stand-in") }

  /// Apple: `nonisolated init(value: Value, @ContentBuilder content: () -> Content,
  /// @ContentBuilder label: () -> Label)`: "Creates a new tab with a label that you can use in
  /// a tab view." `value` is "The selection value which selects this tab."
  nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.value = value
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
  /// Apple: `nonisolated init<S>(_ title: S, systemImage: String, value: Value, @ContentBuilder
  /// content: () -> Content) where Label == DefaultTabLabel, S : StringProtocol`.
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.value = value
  }
}

/// Apple: `struct DefaultTabLabel`: the label a `Tab` made from a title and an image shows.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct DefaultTabLabel: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `struct TabSection<Header, Content, Footer, SelectionValue> where Header : View,
/// Content : TabContent, Footer : View, SelectionValue : Hashable, SelectionValue ==
/// Content.TabValue`: "A container that you can use to add hierarchy within a tab view." On
/// iPad, a section of the sidebar.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>:
  TabContent
where SelectionValue == Content.TabValue {
  public typealias TabValue = SelectionValue
  public typealias Body = Never
  // NB: `return`, so that the requirement's builder does not apply.
  public var body: Never { return fatalError("stand-in") }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection where Header == Text, Footer == EmptyView {
  /// Apple: `nonisolated init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () ->
  /// Content) where Header == Text, Footer == EmptyView, S : StringProtocol`.
  nonisolated public init<S: StringProtocol>(
    _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
  public typealias Body = Never
  // NB: `return`, so that the requirement's builder does not apply.
  public var body: Never { return fatalError("stand-in") }

  /// Apple: `nonisolated init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
  /// @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V ==
  /// Content.TabValue`.
  nonisolated public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TabValue {
    self.data = data
    self.content = content
  }
}

extension TabView {
  /// Apple: `nonisolated init<C>(selection: Binding<SelectionValue>,
  /// @TabContentBuilder<SelectionValue> content: () -> C) where Content ==
  /// TabContentBuilder<SelectionValue>.Content<C>, C : TabContent` (iOS 18): "The value of this
  /// binding must match the value of the tabs in content."
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {}
}

/// Apple: `@MainActor @preconcurrency protocol TabViewStyle`.
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// Apple: `struct SidebarAdaptableTabViewStyle`: "A tab bar style that adapts to each
/// platform": a tab bar that the person can turn into a sidebar on iPad (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Apple: `init()`.
  public init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// Apple: `static var sidebarAdaptable: SidebarAdaptableTabViewStyle { get }`.
  @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}

extension View {
  /// Apple: `nonisolated func tabViewStyle<S>(_ style: S) -> some View where S : TabViewStyle`.
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }

  /// Apple: `nonisolated func tabViewCustomization(_ customization: Binding<TabViewCustomization>?)
  /// -> some View` (iOS 18).
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
    self
  }
}

/// Apple: `@frozen enum Visibility : Hashable, CaseIterable, Sendable`.
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

/// Apple: `struct TabViewCustomization`: "The customizations a person makes to an adaptable
/// sidebar tab view" — which tabs they hid, and the order of sections — which an app keeps
/// (`@AppStorage`) and passes to `tabViewCustomization(_:)`. A tab needs a `customizationID`.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TabViewCustomization: Equatable, Codable, Sendable {
  private var sidebar: [String: String] = [:]

  /// Apple: `init()`.
  public init() {}

  /// Apple: `subscript(sidebarVisibility id: String) -> Visibility { get set }`: the visibility
  /// of the tab with the customization ID `id` in the sidebar; `.automatic` when the person has
  /// not changed it.
  public subscript(sidebarVisibility id: String) -> Visibility {
    get {
      switch sidebar[id] {
      case "visible": .visible
      case "hidden": .hidden
      default: .automatic
      }
    }
    set {
      sidebar[id] =
        switch newValue {
        case .automatic: nil
        case .visible: "visible"
        case .hidden: "hidden"
        }
    }
  }
}
