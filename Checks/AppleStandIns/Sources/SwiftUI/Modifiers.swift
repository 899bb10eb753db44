// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Every modifier here is `nonisolated` in Apple's documentation, and its closures are exactly as
// Apple declares them (plain, non-`Sendable`, `@escaping` where Apple's are). Each returns `self`
// as its `some View`.

import Foundation

extension View {
  // MARK: Life cycle and changes

  /// Apple: `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Apple: `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Apple: `nonisolated func task(name: String? = nil, priority: TaskPriority = .userInitiated,
  /// file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async
  /// -> Void) -> some View` (the newest SDK's form; `name`, `file` and `line` are new in it).
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }

  /// Apple: `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping
  /// (_ oldValue: V, _ newValue: V) -> Void) -> some View where V : Equatable` (iOS 17).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }

  /// Apple: `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping
  /// () -> Void) -> some View where V : Equatable` (iOS 17).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { self }

  /// Apple: `nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) ->
  /// some View`.
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  /// Apple: `nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable`.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }

  /// Apple: `nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V
  /// : Hashable`.
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }

  // MARK: Links and activities

  /// Apple: `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`.
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  /// Apple: `nonisolated func onContinueUserActivity(_ activityType: String, perform action:
  /// @escaping (NSUserActivity) -> ()) -> some View`.
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View { self }

  // MARK: Modal presentations

  /// Apple: `nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? =
  /// nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content : View`.
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }

  /// Apple: `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? =
  /// nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item :
  /// Identifiable, Content : View`.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  /// Apple: `nonisolated func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (()
  /// -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content :
  /// View` (not on macOS).
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }

  /// Apple: `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (()
  /// -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item :
  /// Identifiable, Content : View` (not on macOS).
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  /// Apple: `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`.
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// Apple: `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection:
  /// Binding<PresentationDetent>) -> some View`.
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { self }

  // MARK: Navigation

  /// Apple: `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder
  /// destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  /// Apple: `nonisolated func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder
  /// destination: () -> V) -> some View where V : View`.
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { self }

  /// Apple: `nonisolated func navigationDestination<D, C>(item: Binding<D?>, @ViewBuilder
  /// destination: @escaping (D) -> C) -> some View where D : Hashable, C : View` (iOS 17).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  /// Apple: `nonisolated func navigationTitle(_ title: Text) -> some View`.
  nonisolated public func navigationTitle(_ title: Text) -> some View { self }
  /// Apple: `nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  /// Apple: `nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`.
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

  /// Apple: `nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V :
  /// View` (to be deprecated in favor of `Tab`; no warning yet).
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
}

/// Apple: `struct PresentationDetent : Hashable, Sendable`.
public struct PresentationDetent: Hashable, Sendable {
  @usableFromInline let name: String

  /// Apple: `static let medium: PresentationDetent`.
  public static let medium = PresentationDetent(name: "medium")
  /// Apple: `static let large: PresentationDetent`.
  public static let large = PresentationDetent(name: "large")
  /// Apple: `static func fraction(_ fraction: CGFloat) -> PresentationDetent`.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    .init(name: "fraction \(fraction)")
  }
  /// Apple: `static func height(_ height: CGFloat) -> PresentationDetent`.
  public static func height(_ height: CGFloat) -> PresentationDetent { .init(name: "height \(height)") }
}
