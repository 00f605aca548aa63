import PlaygroundRuntime

/// `_EnvironmentKeyWritingModifier`: `foregroundColor` and `font` on any view, read by the
/// text and symbols below it.
enum EnvironmentWriting: ModifierKind {
    static let declarations = ["_EnvironmentKeyWritingModifier"]

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        let value = modifier.field("value")
        switch modifier.field("keyPath")?.stringValue {
        case "foregroundColor": environment.foreground = value?.terminalColor ?? environment.foreground
        case "font": environment.bold = value?.isBoldFont ?? environment.bold
        default: break
        }
    }
}
