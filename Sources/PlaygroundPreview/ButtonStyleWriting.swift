import PlaygroundRuntime

/// `.buttonStyle(_:)`: with a built-in style, the style buttons below draw in, by the style
/// type's name without `ButtonStyle` (`BorderedProminentButtonStyle` is `borderedProminent`);
/// with a person's style, its `makeBody` draws them (`StyledControl`).
enum ButtonStyleWriting: ModifierKind {
    static let declarations = [StyledControl.button, .primitiveButton].map(\.modifier)

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        let control: StyledControl = modifier.instance.decl.name == StyledControl.button.modifier ? .button : .primitiveButton
        environment.recordStyle(modifier.field("style"), for: control)
        environment.customStyles[control == .button ? .primitiveButton : .button] = nil
        guard environment.customStyles[control] == nil, case .instance(let style)? = modifier.field("style")?.unwrapped,
              style.decl.name.hasSuffix("ButtonStyle") else { return }
        let name = String(style.decl.name.dropLast("ButtonStyle".count))
        environment.buttonStyle = name.prefix(1).lowercased() + name.dropFirst()
    }
}
