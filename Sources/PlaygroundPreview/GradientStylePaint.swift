import PlaygroundRuntime

/// Gradients: a linear gradient paints one band per colour along its direction (a `Gradient`
/// used as a style runs top to bottom); radial, angular and elliptical gradients (and
/// `Color.gradient`) paint their first colour.
enum GradientStylePaint: StyleKind {
    static let declarations = [
        "Gradient", "LinearGradient", "_AnyLinearGradient",
        "RadialGradient", "AngularGradient", "EllipticalGradient", "AnyGradient",
        "_AnyRadialGradient", "_AnyAngularGradient", "_AnyEllipticalGradient",
    ]

    static func paint(_ style: StyleValue) -> ShapePaint {
        switch style.instance.decl.name {
        case "Gradient":
            let colors = colors(of: style.value)
            return colors.isEmpty ? .color(style.foreground) : .bands(colors, .vertical)
        case "LinearGradient", "_AnyLinearGradient":
            let colors = colors(of: style.field("gradient"))
            let start = style.field("startPoint"), end = style.field("endPoint")
            let dx = abs((end?.field("x")?.doubleValue ?? 0) - (start?.field("x")?.doubleValue ?? 0))
            let dy = abs((end?.field("y")?.doubleValue ?? 1) - (start?.field("y")?.doubleValue ?? 0))
            return colors.isEmpty ? .color(style.foreground) : .bands(colors, dx > dy ? .horizontal : .vertical)
        default:
            return .color(colors(of: style.field("gradient") ?? style.value).first ?? style.foreground)
        }
    }

    /// The colours of a `Gradient` (or an `AnyGradient`'s), in order.
    private static func colors(of gradient: Value?) -> [TerminalColor] {
        guard var gradient else { return [] }
        if let inner = gradient.field("gradient") { gradient = inner }
        guard case .array(let stops)? = gradient.field("stops")?.unwrapped else { return [] }
        return stops.compactMap { $0.field("color")?.anyColor }
    }
}
