import PlaygroundRuntime

/// `.buttonStyle(_:)` with a built-in style: the style buttons below draw in, by the style
/// type's name without `ButtonStyle` (`BorderedProminentButtonStyle` is `borderedProminent`).
/// A custom `ButtonStyle`'s `makeBody` is not run: its buttons keep the default drawing.
enum ButtonStyleWriting: ModifierKind {
    static let declarations = ["ButtonStyleContainerModifier", "PrimitiveButtonStyleContainerModifier"]

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        guard case .instance(let style)? = modifier.field("style")?.unwrapped, style.decl.name.hasSuffix("ButtonStyle") else { return }
        let name = String(style.decl.name.dropLast("ButtonStyle".count))
        environment.buttonStyle = name.prefix(1).lowercased() + name.dropFirst()
    }
}
