import PlaygroundRuntime

/// `TextAttributeModifier`: `bold(_:)` and `fontWeight(_:)` on any view make the text below
/// bold (from `.semibold` up, as a `Font`'s weight does); the other text attributes (italic,
/// design, spacing) have no terminal form and draw the text unchanged.
enum TextAttributeWriting: ModifierKind {
    static let declarations = ["TextAttributeModifier"]

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        switch modifier.field("attribute")?.stringValue {
        case "bold": environment.bold = modifier.field("isActive")?.boolValue ?? environment.bold
        case "fontWeight":
            environment.bold = modifier.field("weight")?.unwrapped.field("value")?.doubleValue.map { $0 >= 0.3 } ?? false
        default: break
        }
    }
}
