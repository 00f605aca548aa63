import PlaygroundRuntime

/// A shape view (`Circle()`, `RoundedRectangle(…).fill(.blue)`, `Capsule().stroke(.red)` …):
/// it takes the whole proposed size (a 10-point square, one cell, where none is proposed).
/// A fill paints its frame and, for rounded shapes, clears the corners (from 3 × 2 cells up);
/// a stroke or stroke border draws the outline in box characters, with arcs for rounded
/// shapes and heavy lines from `Metrics.heavyLineWidth`; a trimmed shape draws only its part
/// of the outline. A circle keeps to the centered square of its frame.
public struct ShapeDrawable: Drawable {
    public let outline: ShapeOutline
    public let paint: ShapePaint
    /// Points of line width when stroked; `nil` when filled.
    public let strokeWidth: Double?
    /// The shape view this one was drawn over (`fill(…).stroke(…)`).
    public let background: any Drawable

    public init(_ outline: ShapeOutline, paint: ShapePaint = .color(.primary), strokeWidth: Double? = nil, background: any Drawable = EmptyDrawable()) {
        self.outline = outline
        self.paint = paint
        self.strokeWidth = strokeWidth ?? outline.strokeWidth
        self.background = background.depthLimited()
    }

    public var nestingDepth: Int { background.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(
            width: proposal.width ?? Metrics.columns(Metrics.shapeIdealLength),
            height: proposal.height ?? Metrics.rows(Metrics.shapeIdealLength))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        if !background.isEmpty { background.draw(into: &buffer, in: rect) }
        let frame = outline.frame(in: rect)
        guard !frame.isEmpty else { return }
        if let strokeWidth {
            strokeOutline(frame, width: strokeWidth, into: &buffer)
        } else if !outline.isWhole {
            strokeOutline(frame, width: 1, into: &buffer)
        } else {
            buffer.withClip(frame) { buffer in
                paint.fill(frame, in: &buffer)
                if outline.isRounded { buffer.roundCorners(of: frame) }
            }
        }
    }

    private func strokeOutline(_ frame: Rect, width: Double, into buffer: inout CellBuffer) {
        let style = BoxStyle(strokeWidth: width, cornerRadius: outline.isRounded ? 1 : 0)
        guard !outline.isWhole else { return buffer.drawBox(frame, style: style, color: paint.lineColor) }
        let cells = outline.perimeter(of: frame)
        guard cells.count > 1 else { return }
        let count = Double(cells.count)
        let kept = Int((outline.trim.lowerBound * count).rounded())..<Int((outline.trim.upperBound * count).rounded())
        for index in kept {
            let cell = cells[index]
            var arms = LineArms(rounded: style.rounded)
            for neighbour in [index - 1, index + 1] where kept.contains(neighbour) {
                let other = cells[neighbour]
                for direction in LineDirection.allCases where direction.step.dx == other.x - cell.x && direction.step.dy == other.y - cell.y {
                    arms[direction] = style.weight
                }
            }
            if arms.isEmpty { arms = frame.height == 1 ? .horizontal(style.weight) : .vertical(style.weight) }
            buffer.addArms(arms, x: cell.x, y: cell.y, color: paint.lineColor)
        }
    }
}

extension ShapeDrawable: ViewKind {
    static let declarations = ["_ShapeView", "StrokeShapeView", "StrokeBorderShapeView", "FillShapeView"]

    /// Its `shape` and `style`; a `strokeStyle` makes it a stroke of that width; a `background`
    /// shape view is drawn first.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let paint = ShapePaint(style: node.field("style"), foreground: context.environment.foreground, tint: context.environment.tint)
        let strokeWidth = node.field("strokeStyle").map { $0.field("lineWidth")?.doubleValue ?? 1 }
        return [ShapeDrawable(
            ShapeOutline(node.field("shape")), paint: paint, strokeWidth: strokeWidth,
            background: context.unary(context.childDrawables(of: node, role: "background")))]
    }
}
