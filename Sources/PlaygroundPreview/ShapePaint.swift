import PlaygroundRuntime

/// How a shape style fills cells: a colour, bands of colours along an axis (a linear
/// gradient's stand-in), or a material's light shade `░`. Each style's kind (`StyleKind`)
/// says which its values paint.
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
    /// A colour paints as itself; another style as its kind says (`DrawingRegistry.styles`).
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
        guard let kind = DrawingRegistry.styles[instance.decl.name] else {
            self = .color(foreground)
            return
        }
        self = kind.paint(StyleValue(instance: instance, value: style, foreground: foreground, tint: tint))
    }
}
