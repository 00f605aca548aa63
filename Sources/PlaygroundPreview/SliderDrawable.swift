import PlaygroundRuntime

/// SwiftUI's `Slider`: a track with the knob at the value's fraction of its bounds,
/// `━━━━━━●─────` (the part before the knob in the tint), between its minimum and maximum
/// value labels when it has them. Like iOS it fills the proposed width; its label is not shown.
public struct SliderDrawable: Drawable {
    /// The value's position in its bounds, 0…1.
    public let fraction: Double
    public let minimumLabel: any Drawable
    public let maximumLabel: any Drawable
    public let tint: TerminalColor

    public init(fraction: Double, minimumLabel: any Drawable = EmptyDrawable(), maximumLabel: any Drawable = EmptyDrawable(), tint: TerminalColor = .accentColor) {
        self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        self.minimumLabel = minimumLabel.depthLimited()
        self.maximumLabel = maximumLabel.depthLimited()
        self.tint = tint
    }

    /// `Slider(value: $value, in: bounds)`.
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1) {
        let span = bounds.upperBound - bounds.lowerBound
        self.init(fraction: span > 0 ? (value - bounds.lowerBound) / span : 0)
    }

    public var nestingDepth: Int { max(minimumLabel.nestingDepth, maximumLabel.nestingDepth) &+ 1 }

    /// The track's length with no width proposed.
    private static let idealTrack = 11

    private func labelWidths() -> (Int, Int) {
        let low = minimumLabel.isEmpty ? 0 : minimumLabel.sizeThatFits(.unspecified).width &+ 1
        let high = maximumLabel.isEmpty ? 0 : maximumLabel.sizeThatFits(.unspecified).width &+ 1
        return (low, high)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (low, high) = labelWidths()
        let natural = low &+ high &+ Self.idealTrack
        let height = max(1, minimumLabel.sizeThatFits(.unspecified).height, maximumLabel.sizeThatFits(.unspecified).height)
        return Size(width: proposal.width ?? natural, height: height)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let (low, high) = labelWidths()
        if low > 0 {
            minimumLabel.draw(into: &buffer, in: Rect(origin: rect.origin, size: minimumLabel.sizeThatFits(.unspecified)))
        }
        if high > 0 {
            let size = maximumLabel.sizeThatFits(.unspecified)
            maximumLabel.draw(into: &buffer, in: Rect(x: rect.maxX - size.width, y: rect.minY, width: size.width, height: size.height))
        }
        let length = max(1, rect.width - low - high)
        let knob = Int((fraction * Double(length - 1)).rounded())
        let y = rect.minY + (rect.height - 1) / 2
        for offset in 0..<length {
            let x = rect.minX + low + offset
            if offset == knob {
                buffer.put("●", x: x, y: y)
            } else if offset < knob {
                buffer.put("━", x: x, y: y, style: CellStyle(foreground: tint))
            } else {
                buffer.put("─", x: x, y: y, style: CellStyle(foreground: .secondary))
            }
        }
    }
}

extension SliderDrawable: ViewKind {
    static let declarations = ["Slider"]

    /// The bound value's fraction of the bounds (0…1 by default), and the value labels.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let value = node.field("value")?.bindingValue(context.interpreter)?.doubleValue ?? 0
        let bounds = node.field("bounds")?.rangeBounds ?? (0, 1)
        let span = bounds.upper - bounds.lower
        return [SliderDrawable(
            fraction: span > 0 ? (value - bounds.lower) / span : 0,
            minimumLabel: context.unary(context.childDrawables(of: node, role: "minimumValueLabel")),
            maximumLabel: context.unary(context.childDrawables(of: node, role: "maximumValueLabel")),
            tint: context.environment.tint ?? .accentColor)]
    }
}
