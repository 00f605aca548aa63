import PlaygroundRuntime

/// SwiftUI's `ProgressView`. Indeterminate: a spinner glyph before its label, `⠋ Loading…`.
/// Determinate: its label, then a bar filling the proposed width with the percentage after it,
/// `[██████░░░░] 60%` (the filled part in the tint), then its current-value label.
public struct ProgressViewDrawable: Drawable {
    /// The completed fraction, 0…1; `nil` when indeterminate.
    public let fraction: Double?
    public let label: any Drawable
    public let currentValueLabel: any Drawable
    public let tint: TerminalColor

    public init(fraction: Double?, label: any Drawable = EmptyDrawable(), currentValueLabel: any Drawable = EmptyDrawable(), tint: TerminalColor = .accentColor) {
        self.fraction = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        self.label = label.depthLimited()
        self.currentValueLabel = currentValueLabel.depthLimited()
        self.tint = tint
    }

    public var nestingDepth: Int { max(label.nestingDepth, currentValueLabel.nestingDepth) &+ 1 }

    /// The spinner's glyph.
    public static let spinner = "⠋"
    /// The bar's length inside its brackets with no width proposed.
    private static let idealBar = 10

    private var percent: String { "\(Int(((fraction ?? 0) * 100).rounded()))%" }

    private var spinnerRow: StackDrawable {
        StackDrawable.horizontal([StyleDrawable(TextDrawable(Self.spinner), style: CellStyle(foreground: .secondary)), label])
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard fraction != nil else { return spinnerRow.sizeThatFits(proposal) }
        let natural = Self.idealBar &+ 3 &+ percent.count
        let width = proposal.width ?? natural
        let labelSize = label.isEmpty ? .zero : label.sizeThatFits(ProposedSize(width: width, height: nil))
        let valueSize = currentValueLabel.isEmpty ? .zero : currentValueLabel.sizeThatFits(ProposedSize(width: width, height: nil))
        return Size(width: max(width, labelSize.width, valueSize.width), height: labelSize.height &+ 1 &+ valueSize.height)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        guard let fraction else { return spinnerRow.draw(into: &buffer, in: rect) }
        var y = rect.minY
        if !label.isEmpty {
            let size = label.sizeThatFits(ProposedSize(width: rect.width, height: nil))
            label.draw(into: &buffer, in: Rect(origin: rect.origin, size: size))
            y += size.height
        }
        let bar = max(1, rect.width - 3 - percent.count)
        let filled = Int((fraction * Double(bar)).rounded())
        buffer.put("[", x: rect.minX, y: y, style: CellStyle(foreground: .secondary))
        for offset in 0..<bar {
            let isFilled = offset < filled
            buffer.put(isFilled ? "█" : "░", x: rect.minX + 1 + offset, y: y, style: CellStyle(foreground: isFilled ? tint : .secondary))
        }
        buffer.put("]", x: rect.minX + 1 + bar, y: y, style: CellStyle(foreground: .secondary))
        buffer.write(percent, x: rect.minX + bar + 3, y: y)
        if !currentValueLabel.isEmpty {
            let size = currentValueLabel.sizeThatFits(ProposedSize(width: rect.width, height: nil))
            buffer.withInheritedStyle(CellStyle(foreground: .secondary)) { buffer in
                currentValueLabel.draw(into: &buffer, in: Rect(origin: Point(x: rect.minX, y: y + 1), size: size))
            }
        }
    }
}

extension ProgressViewDrawable: ViewKind {
    static let declarations = ["ProgressView"]

    /// Determinate when it has a value: the value's fraction of the total (1 by default).
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let total = node.field("total")?.doubleValue ?? 1
        let fraction = node.field("value")?.doubleValue.map { total > 0 ? $0 / total : 0 }
        return [ProgressViewDrawable(
            fraction: fraction, label: context.unary(context.childDrawables(of: node, role: "label")),
            currentValueLabel: context.unary(context.childDrawables(of: node, role: "currentValueLabel")),
            tint: context.environment.tint ?? .accentColor)]
    }
}
