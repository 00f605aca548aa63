extension Profile {
    /// `partial`: a `ViewBuilder` built on SE-0348's `buildPartialBlock`.
    static let partialBuilderSource = #"""
// A ViewBuilder on SE-0348's buildPartialBlock: the first child as it is, each next one paired
// with what came before, so children fold left into nested TupleViews
// (A; B; C → TupleView<(TupleView<(A, B)>, C)>). buildBlock() is used for an empty body only.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    @available(*, unavailable, message: "this expression does not conform to 'View'")
    @_disfavoredOverload
    public static func buildExpression(_ invalid: Any) -> some View { EmptyView() }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildPartialBlock<Content: View>(first content: Content) -> Content { content }
    public static func buildPartialBlock<Accumulated: View, Next: View>(accumulated: Accumulated, next: Next) -> TupleView<(Accumulated, Next)> {
        TupleView((accumulated, next))
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

    static let partial = Profile(
        name: "partial", summary: "SE-0348 buildPartialBlock: children fold left into nested TupleView",
        builderSource: partialBuilderSource, surfaceSources: swiftUISurfaceSources)
}
