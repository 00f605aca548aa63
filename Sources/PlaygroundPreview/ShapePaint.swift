import PlaygroundRuntime

/// How a shape style fills cells. A colour paints as `Color` does. Stand-ins: a linear
/// gradient paints one band per colour along its direction; radial, angular and elliptical
/// gradients (and `Color.gradient`) paint their first colour; a material (and an image paint)
/// is a light shade `░` in the secondary colour.
public enum ShapePaint: Hashable, Sendable {
    case color(TerminalColor)
    case bands([TerminalColor], Axis)
    case material

    /// The colour lines of this paint take (a stroke's).
    public var lineColor: TerminalColor {
        switch self {
        case .color(let color): color
        case .bands(let colors, _): colors.first ?? .primary
        case .material: .secondary
        }
    }

    /// Paints `rect`.
    public func fill(_ rect: Rect, in buffer: inout CellBuffer) {
        switch self {
        case .color(let color):
            buffer.paint(rect, color: color)
        case .bands(let colors, let axis):
            guard !colors.isEmpty else { return }
            let length = rect.size.length(along: axis)
            var offset = 0
            for (index, color) in colors.enumerated() {
                let band = length / colors.count + (index < length % colors.count ? 1 : 0)
                let part = axis == .horizontal
                    ? Rect(x: rect.minX + offset, y: rect.minY, width: band, height: rect.height)
                    : Rect(x: rect.minX, y: rect.minY + offset, width: rect.width, height: band)
                buffer.paint(part, color: color)
                offset += band
            }
        case .material:
            guard !rect.isEmpty else { return }
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX { buffer.put("░", x: x, y: y, style: CellStyle(foreground: .secondary)) }
            }
        }
    }

    /// The paint of a `ShapeStyle` value; the foreground style (and `.primary`) is `foreground`.
    init(style: Value?, foreground: TerminalColor?, tint: TerminalColor? = nil) {
        let foreground = foreground ?? .primary
        guard let style = style?.unwrapped, case .instance(let instance) = style else {
            self = .color(foreground)
            return
        }
        if let color = style.anyColor {
            self = .color(color)
            return
        }
        switch instance.decl.name {
        case "HierarchicalShapeStyle":
            let level = instance.fields["level"].flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 0
            self = .color(level == 0 ? foreground : level == 1 ? .secondary : .gray)
        case "TintShapeStyle", "LinkShapeStyle": self = .color(tint ?? .accentColor)
        case "FillShapeStyle": self = .color(.gray)
        case "SeparatorShapeStyle", "HierarchicalShapeStyleModifier": self = .color(.secondary)
        case "Material", "ImagePaint": self = .material
        case "BackgroundStyle": self = .color(.clear)
        case "AnyShapeStyle": self.init(style: instance.fields["storage"], foreground: foreground, tint: tint)
        case "_OpacityShapeStyle", "_ShadowShapeStyle": self.init(style: instance.fields["style"], foreground: foreground, tint: tint)
        case "_ImplicitShapeStyle": self = .color(foreground)
        case "LinearGradient", "_AnyLinearGradient":
            let colors = Self.colors(of: instance.fields["gradient"])
            let start = instance.fields["startPoint"], end = instance.fields["endPoint"]
            let dx = abs((end?.field("x")?.doubleValue ?? 0) - (start?.field("x")?.doubleValue ?? 0))
            let dy = abs((end?.field("y")?.doubleValue ?? 1) - (start?.field("y")?.doubleValue ?? 0))
            self = colors.isEmpty ? .color(foreground) : .bands(colors, dx > dy ? .horizontal : .vertical)
        case "Gradient":
            // A gradient as a style is drawn top to bottom.
            let colors = Self.colors(of: style)
            self = colors.isEmpty ? .color(foreground) : .bands(colors, .vertical)
        case "RadialGradient", "AngularGradient", "EllipticalGradient", "AnyGradient",
             "_AnyRadialGradient", "_AnyAngularGradient", "_AnyEllipticalGradient":
            self = .color(Self.colors(of: instance.fields["gradient"] ?? style).first ?? foreground)
        default:
            self = .color(foreground)
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
