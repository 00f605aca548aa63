import PlaygroundChecker
import PlaygroundRuntime

/// A style configuration's placeholder (`configuration.label`): the parts of the control the
/// style is drawing, or nothing outside a style's body.
enum StylePlaceholderKind: ViewKind {
    static let declarations = [
        "ButtonStyleConfiguration.Label", "PrimitiveButtonStyleConfiguration.Label",
        "LabelStyleConfiguration.Title", "LabelStyleConfiguration.Icon", "ToggleStyleConfiguration.Label",
        "ProgressViewStyleConfiguration.Label", "ProgressViewStyleConfiguration.CurrentValueLabel",
    ]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        guard case .nominal(let id, _) = node.type else { return [] }
        return context.stylePlaceholders[id.qualifiedName] ?? []
    }
}
