import PlaygroundRuntime

/// `.pickerStyle(_:)`: the style pickers below draw in, by the style type's name without
/// `PickerStyle` (`SegmentedPickerStyle` is `segmented`).
enum PickerStyleWriting: ModifierKind {
    static let declarations = ["PickerStyleWriter"]

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        guard case .instance(let style)? = modifier.field("style")?.unwrapped else { return }
        let name = style.decl.name.hasSuffix("PickerStyle") ? String(style.decl.name.dropLast("PickerStyle".count)) : style.decl.name
        environment.pickerStyle = name.prefix(1).lowercased() + name.dropFirst()
    }
}
