extension Profile {
    /// `swiftui`: SwiftUI's `ViewBuilder` as of the iOS 18 SDK (the default).
    static let swiftUIBuilderSource = #"""
// SwiftUI's ViewBuilder (iOS 18 SDK): buildExpression, a parameter-pack buildBlock, buildIf,
// buildEither and buildLimitedAvailability.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    @available(*, unavailable, message: "this expression does not conform to 'View'")
    @_disfavoredOverload
    public static func buildExpression(_ invalid: Any) -> some View { EmptyView() }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
"""#

    static let swiftUI = Profile(
        name: "swiftui", summary: "SwiftUI today: buildIf, buildEither, parameter-pack buildBlock",
        builderSource: swiftUIBuilderSource, surfaceSources: swiftUISurfaceSources)
}
