// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Each declaration is the one Apple's documentation shows for the symbol.

import Foundation

/// Apple: `@frozen struct Text : Equatable, Sendable` (a view through an extension).
@frozen
public struct Text: Equatable, Sendable {
  @usableFromInline let content: String

  /// Apple: `init(verbatim content: String)`.
  public init(verbatim content: String) { self.content = content }
  /// Apple: `init<S>(_ content: S) where S : StringProtocol`.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Apple: `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
  /// comment: StaticString? = nil)`.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self.content = key.key
  }
}

extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `@frozen struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation`. Its
/// interpolations here: strings, texts, numbers (`_FormatSpecifiable`) and Foundation values
/// (`ReferenceConvertible`), not every one SwiftUI has.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  @usableFromInline let key: String

  /// Apple: `init(_ value: String)`.
  public init(_ value: String) { self.key = value }
  /// Apple: `init(stringLiteral value: String)`.
  public init(stringLiteral value: String) { self.key = value }
  /// Apple: `init(stringInterpolation: LocalizedStringKey.StringInterpolation)`.
  public init(stringInterpolation: StringInterpolation) { self.key = stringInterpolation.key }

  /// Apple: `struct LocalizedStringKey.StringInterpolation : StringInterpolationProtocol`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { key += literal }
    public mutating func appendInterpolation(_ string: String) { key += "%@" }
    public mutating func appendInterpolation(_ text: Text) { key += "%@" }
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { key += "%lld" }
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) { key += "%@" }
  }
}

/// Apple: `protocol _FormatSpecifiable : Equatable`, the numbers a localized string interpolates.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}

/// Apple: `@frozen struct Image : Equatable, Sendable`.
@frozen
public struct Image: Equatable, Sendable {
  @usableFromInline let name: String

  /// Apple: `init(_ name: String, bundle: Bundle? = nil)`.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  /// Apple: `init(systemName: String)`.
  public init(systemName: String) { self.name = systemName }
}

extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `struct Label<Title, Icon> where Title : View, Icon : View`.
public struct Label<Title: View, Icon: View>: View {
  /// Apple: `init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}

  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

extension Label where Title == Text, Icon == Image {
  /// Apple: `nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String)`.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  /// Apple: `nonisolated init<S>(_ title: S, systemImage name: String) where S : StringProtocol`.
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// Apple: `struct Button<Label> where Label : View`.
public struct Button<Label: View>: View {
  /// Apple: `@preconcurrency init(action: @escaping @MainActor () -> Void, @ViewBuilder label: ()
  /// -> Label)`.
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

extension Button where Label == Text {
  /// Apple: `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping
  /// @MainActor () -> Void)`.
  @preconcurrency
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}

  /// Apple: `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () ->
  /// Void) where S : StringProtocol`.
  @preconcurrency
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// Apple: `@MainActor @preconcurrency struct List<SelectionValue, Content> where SelectionValue :
/// Hashable, Content : View`.
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
  /// Apple: `@MainActor @preconcurrency init(selection: Binding<SelectionValue?>?, @ViewBuilder
  /// content: () -> Content)`.
  @MainActor @preconcurrency
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}

  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

extension List where SelectionValue == Never {
  /// Apple: `@MainActor @preconcurrency init(@ViewBuilder content: () -> Content)`.
  @MainActor @preconcurrency
  public init(@ViewBuilder content: () -> Content) {}

  /// Apple: `nonisolated init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping
  /// (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>,
  /// Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable`.
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {}

  /// Apple: `nonisolated init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
  /// @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content ==
  /// ForEach<Data, ID, RowContent>, Data : RandomAccessCollection, ID : Hashable, RowContent :
  /// View`.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View
  {}
}

/// Apple: `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
/// (a view through an extension, when its content is one).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// Apple: `var data: Data`.
  public var data: Data
  /// Apple: `var content: (Data.Element) -> Content`.
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// Apple: `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Content: View {
  /// Apple: `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping
  /// (Data.Element) -> Content)`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Apple: `init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)`.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

/// Apple: `@frozen struct VStack<Content> where Content : View`.
@frozen
public struct VStack<Content: View> {
  /// Apple: `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder
  /// content: () -> Content)`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
}

extension VStack: View {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}

/// Apple: `@frozen struct HorizontalAlignment : Equatable`.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  @usableFromInline let name: String
  /// Apple: `static let leading: HorizontalAlignment` (and `center`, `trailing`).
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}
