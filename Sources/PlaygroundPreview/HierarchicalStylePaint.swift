import PlaygroundRuntime

/// `.primary` … `.quaternary` (the foreground, the secondary colour, then gray), the fill and
/// separator styles, a hierarchical modifier of another style, the background style, and the
/// implicit style a shape fills with by default (the foreground).
enum HierarchicalStylePaint: StyleKind {
    static let declarations = ["HierarchicalShapeStyle", "FillShapeStyle", "SeparatorShapeStyle", "HierarchicalShapeStyleModifier", "BackgroundStyle", "_ImplicitShapeStyle"]

    static func paint(_ style: StyleValue) -> ShapePaint {
        switch style.instance.decl.name {
        case "HierarchicalShapeStyle":
            let level = style.field("level").flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 0
            return .color(level == 0 ? style.foreground : level == 1 ? .secondary : .gray)
        case "FillShapeStyle": return .color(.gray)
        case "SeparatorShapeStyle", "HierarchicalShapeStyleModifier": return .color(.secondary)
        case "BackgroundStyle": return .color(.clear)
        default: return .color(style.foreground)
        }
    }
}
