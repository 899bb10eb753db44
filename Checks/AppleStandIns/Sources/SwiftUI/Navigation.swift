// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Each declaration is the one Apple's documentation shows for the symbol.

import Foundation

/// Apple: `@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View`.
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
  let root: Root

  /// Apple: `@MainActor @preconcurrency init(@ViewBuilder root: () -> Root) where Data ==
  /// NavigationPath`.
  @MainActor @preconcurrency
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }

  /// Apple: `@MainActor @preconcurrency init(path: Binding<NavigationPath>, @ViewBuilder root: ()
  /// -> Root) where Data == NavigationPath`.
  @MainActor @preconcurrency
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }

  /// Apple: `@MainActor @preconcurrency init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  /// where Data : MutableCollection, Data : RandomAccessCollection, Data :
  /// RangeReplaceableCollection, Data.Element : Hashable`.
  @MainActor @preconcurrency
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
  }

  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `struct NavigationPath`.
public struct NavigationPath: Equatable {
  private var elements: [AnyHashable] = []

  /// Apple: `init()`.
  public init() {}
  /// Apple: `init<S>(_ elements: S) where S : Sequence, S.Element : Hashable`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    for element in elements { self.elements.append(AnyHashable(element)) }
  }

  /// Apple: `var count: Int { get }`.
  public var count: Int { elements.count }
  /// Apple: `var isEmpty: Bool { get }`.
  public var isEmpty: Bool { elements.isEmpty }
  /// Apple: `mutating func append<V>(_ value: V) where V : Hashable`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Apple: `mutating func removeLast(_ k: Int = 1)`.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// Apple: `struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content :
/// View, Detail : View`.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  /// Apple: `init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
  /// @ViewBuilder detail: () -> Detail)`.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}

  /// Apple: `init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where
  /// Content == EmptyView`.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
  where Content == EmptyView {}

  /// Apple: `init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar:
  /// () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}

  /// Apple: `nonisolated init(columnVisibility: Binding<NavigationSplitViewVisibility>,
  /// preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () ->
  /// Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView` (iOS 17, macOS 14).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}

  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `struct NavigationSplitViewColumn` (iOS 17, macOS 14): which column a collapsed
/// split view shows on top.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  @usableFromInline let name: String
  /// Apple: `static var sidebar: NavigationSplitViewColumn { get }` (and `content`, `detail`).
  public static var sidebar: NavigationSplitViewColumn { .init(name: "sidebar") }
  public static var content: NavigationSplitViewColumn { .init(name: "content") }
  public static var detail: NavigationSplitViewColumn { .init(name: "detail") }
}

/// Apple: `struct NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  @usableFromInline let name: String
  /// Apple: `static var automatic: NavigationSplitViewVisibility { get }` (and `all`,
  /// `doubleColumn`, `detailOnly`).
  public static var automatic: NavigationSplitViewVisibility { .init(name: "automatic") }
  public static var all: NavigationSplitViewVisibility { .init(name: "all") }
  public static var doubleColumn: NavigationSplitViewVisibility { .init(name: "doubleColumn") }
  public static var detailOnly: NavigationSplitViewVisibility { .init(name: "detailOnly") }
}

/// Apple: `struct NavigationLink<Label, Destination> where Label : View, Destination : View`.
public struct NavigationLink<Label: View, Destination: View>: View {
  /// Apple: `init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}

  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

extension NavigationLink where Destination == Never {
  /// Apple: `nonisolated init<P>(value: P?, @ViewBuilder label: () -> Label) where P : Hashable`.
  nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}

  /// Apple: `nonisolated init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text,
  /// P : Hashable`.
  nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {}

  /// Apple: `nonisolated init<S, P>(_ title: S, value: P?) where Label == Text, S :
  /// StringProtocol, P : Hashable`.
  nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {}
}

/// Apple: `struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content :
/// View`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  /// Apple: `init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)`.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}

  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

extension TabView where SelectionValue == Int {
  /// Apple: `init(@ViewBuilder content: () -> Content) where SelectionValue == Int`.
  public init(@ViewBuilder content: () -> Content) {}
}
