import PlaygroundRuntime

/// The multi-views: TupleView, Group, ForEach, Optional, _ConditionalContent, and the
/// wrappers that add no view of their own (AnyView, IDView, SubscriptionView, EquatableView,
/// TimelineView, made with its content for the session's "now"). Their children splice into the
/// parent's list, so a modifier on them applies to each child and a List makes each a row.
enum SplicedViews: ViewKind {
    static let declarations = ["TupleView", "Group", "ForEach", "Optional", "_ConditionalContent", "AnyView", "IDView", "SubscriptionView", "EquatableView", "TimelineView"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        context.childDrawables(of: node)
    }
}
