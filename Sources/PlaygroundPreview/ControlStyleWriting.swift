import PlaygroundRuntime

/// `.labelStyle(_:)`, `.toggleStyle(_:)`, `.progressViewStyle(_:)` with a person's style:
/// the controls below draw through its `makeBody`. Built-in styles draw as the default.
enum ControlStyleWriting: ModifierKind {
    static let declarations = [StyledControl.label, .toggle, .progressView].map(\.modifier)

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        guard let control = [StyledControl.label, .toggle, .progressView].first(where: { $0.modifier == modifier.instance.decl.name }) else { return }
        environment.recordStyle(modifier.field("style"), for: control)
    }
}
