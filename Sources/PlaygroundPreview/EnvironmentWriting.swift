import PlaygroundRuntime

/// `_EnvironmentKeyWritingModifier`: `foregroundColor` and `font` on any view, read by the
/// text and symbols below it; `tint`/`tintColor` by controls; `lineLimit` and
/// `multilineTextAlignment` by text.
enum EnvironmentWriting: ModifierKind {
    static let declarations = ["_EnvironmentKeyWritingModifier"]

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        let value = modifier.field("value")
        switch modifier.field("keyPath")?.stringValue {
        case "foregroundColor": environment.foreground = value?.terminalColor ?? environment.foreground
        case "font": environment.bold = value?.isBoldFont ?? environment.bold
        case "tint", "tintColor":
            environment.tint = value.flatMap { ShapePaint(style: $0, foreground: environment.foreground, tint: environment.tint).lineColor }
        case "lineLimit":
            if case .int(let limit)? = value?.unwrapped { environment.lineLimit = limit } else { environment.lineLimit = nil }
        case "multilineTextAlignment":
            environment.textAlignment = value?.alignment(axis: .vertical).horizontal
        default: break
        }
    }
}
