// STAND-IN for Apple's SwiftUI — never shipped, never linked into a product; Linux type-checking
// only (Checks/AppleStandIns). Conventions: SwiftUI.swift. Bodies never run.
//
// Apple: `@resultBuilder struct ViewBuilder` and `@resultBuilder struct SceneBuilder`. The
// building methods are Apple's (parameter packs for several views, iOS 17 SDK and later);
// `_TupleScene` stands for the `some Scene` SwiftUI returns for several scenes.

/// Apple: `@resultBuilder struct ViewBuilder`.
@resultBuilder
public struct ViewBuilder {
  /// Apple: `static func buildExpression<Content>(_ content: Content) -> Content where Content :
  /// View`.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Apple: `static func buildBlock() -> EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Apple: `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Apple: `static func buildBlock<each Content>(_ content: repeat each Content) ->
  /// TupleView<(repeat each Content)> where repeat each Content : View`.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// Apple: `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// Apple: `static func buildEither<TrueContent, FalseContent>(first: TrueContent) ->
  /// _ConditionalContent<TrueContent, FalseContent>`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Apple: `static func buildEither<TrueContent, FalseContent>(second: FalseContent) ->
  /// _ConditionalContent<TrueContent, FalseContent>`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Apple: `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where
  /// Content : View`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Apple: `@resultBuilder struct SceneBuilder`.
@resultBuilder
public struct SceneBuilder {
  /// Apple: `static func buildExpression<Content>(_ content: Content) -> Content where Content :
  /// Scene`.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  /// Apple: `static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene`.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Apple: `static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
  /// where repeat each Content : Scene`.
  public static func buildBlock<each Content: Scene>(
    _ content: repeat each Content
  ) -> _TupleScene<(repeat each Content)> {
    _TupleScene((repeat each content))
  }
}

/// Several scenes, as a scene builder returns them.
@frozen
public struct _TupleScene<T> {
  public var value: T
  public init(_ value: T) { self.value = value }
}

extension _TupleScene: Scene {
  public typealias Body = Never
  public var body: Never { fatalError("stand-in") }
}
