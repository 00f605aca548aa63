import PlaygroundRuntime

/// SwiftUI's `Stepper`: its label (which shows the value, as the app writes it) at the leading
/// edge and the buttons `[ − │ + ]` at the trailing edge, filling the proposed width; a button
/// that would leave the bounds is dimmed.
public struct StepperDrawable: Drawable {
    public let label: any Drawable
    public let canDecrement: Bool
    public let canIncrement: Bool
    public let tint: TerminalColor
    private let row: ControlRowDrawable

    public init(label: any Drawable, canDecrement: Bool = true, canIncrement: Bool = true, tint: TerminalColor = .accentColor) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
        self.tint = tint
        self.row = ControlRowDrawable(label: label, control: TextDrawable(Self.buttons))
    }

    /// `Stepper("Title", value: $value)`.
    public init(_ title: String, canDecrement: Bool = true, canIncrement: Bool = true) {
        self.init(label: TextDrawable(title), canDecrement: canDecrement, canIncrement: canIncrement)
    }

    /// The buttons' glyphs.
    public static let buttons = "[ − │ + ]"

    public var nestingDepth: Int { row.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        row.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        row.draw(into: &buffer, in: rect)
        let x = rect.maxX - DisplayWidth.of(Self.buttons)
        let y = rect.minY + (max(1, rect.height) - 1) / 2
        for (offset, enabled) in [(2, canDecrement), (6, canIncrement)] {
            let glyph = buffer[x + offset, y]
            if case .glyph(let character) = glyph.content {
                buffer.put(character, x: x + offset, y: y, style: CellStyle(foreground: enabled ? tint : .secondary, dim: !enabled))
            }
        }
    }
}

extension StepperDrawable: ViewKind {
    static let declarations = ["Stepper"]

    /// The label; a bound value at its bounds dims the button that would leave them.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let value = node.field("value")?.bindingValue(context.interpreter)?.doubleValue
        let bounds = node.field("bounds")?.rangeBounds
        let canDecrement = value.map { v in bounds.map { v > $0.lower } ?? true } ?? true
        let canIncrement = value.map { v in bounds.map { v < $0.upper } ?? true } ?? true
        return [StepperDrawable(
            label: context.unary(context.childDrawables(of: node, role: "label")),
            canDecrement: canDecrement, canIncrement: canIncrement, tint: context.environment.tint ?? .accentColor)]
    }
}
