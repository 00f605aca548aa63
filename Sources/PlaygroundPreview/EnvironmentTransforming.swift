import PlaygroundRuntime

/// `_EnvironmentKeyTransformModifier`: `.disabled(true)` transforms `isEnabled` to false, and
/// the view below draws dimmed (its controls included).
enum EnvironmentTransforming: ModifierKind {
    static let declarations = ["_EnvironmentKeyTransformModifier"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        guard modifier.field("keyPath")?.stringValue == "isEnabled", case .function(let transform)? = modifier.field("transform"),
              let interpreter = context.interpreter,
              (try? interpreter.call(transform, [.bool(true)], at: nil))?.boolValue == false else { return view }
        return StyleDrawable(view, style: CellStyle(dim: true))
    }
}
