import PlaygroundRuntime

/// SwiftUI's `Toggle`: its label at the leading edge and a switch at the trailing edge,
/// `(─●)` on (knob right, green or the tint) and `(●─)` off; like iOS it fills the proposed width.
public struct ToggleDrawable: Drawable {
    public let label: any Drawable
    public let isOn: Bool
    /// The knob's colour when on.
    public let tint: TerminalColor

    public init(label: any Drawable, isOn: Bool, tint: TerminalColor = .green) {
        self.label = label.depthLimited()
        self.isOn = isOn
        self.tint = tint
    }

    /// `Toggle("Title", isOn: $flag)`.
    public init(_ title: String, isOn: Bool) {
        self.init(label: TextDrawable(title), isOn: isOn)
    }

    public var nestingDepth: Int { label.nestingDepth &+ 1 }

    /// The switch glyphs.
    public var switchGlyph: String { isOn ? "(─●)" : "(●─)" }

    /// The switch and the space before it.
    private static let switchWidth = 5

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = label.sizeThatFits(proposal.inset(by: EdgeInsets(trailing: Self.switchWidth)))
        let natural = inner.width &+ Self.switchWidth
        return Size(width: max(natural, proposal.width ?? natural), height: max(1, inner.height))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let labelArea = rect.inset(by: EdgeInsets(trailing: Self.switchWidth))
        let labelSize = label.sizeThatFits(ProposedSize(labelArea.size))
        label.draw(into: &buffer, in: labelArea.placing(labelSize, alignment: .leading))
        let switchX = max(rect.minX, rect.maxX - (Self.switchWidth - 1))
        let y = rect.minY + (rect.height - 1) / 2
        for (offset, character) in switchGlyph.enumerated() {
            let isKnob = character == "●"
            let color: TerminalColor? = isKnob ? (isOn ? tint : .secondary) : nil
            buffer.put(character, x: switchX + offset, y: y, style: CellStyle(foreground: color))
        }
    }
}

extension ToggleDrawable: ViewKind {
    static let declarations = ["Toggle"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let isOn = node.field("isOn")?.bindingValue(context.interpreter)?.boolValue ?? false
        return [ToggleDrawable(
            label: context.unary(context.childDrawables(of: node, role: "label")), isOn: isOn, tint: context.environment.tint ?? .green)]
    }
}
