import PlaygroundRuntime

/// `.listStyle(_:)`: `.plain` redraws the list it is applied to as a `PlainListDrawable`; the
/// other styles keep the inset-grouped drawing.
enum ListStyleWriting: ModifierKind {
    static let declarations = ["ListStyleWriter"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        guard case .instance(let style)? = modifier.field("style")?.unwrapped, style.decl.name == "PlainListStyle",
              let list = view as? ListDrawable else { return view }
        return PlainListDrawable(sections: list.sections)
    }
}
