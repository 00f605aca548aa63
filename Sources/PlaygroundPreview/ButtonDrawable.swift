import PlaygroundRuntime

/// SwiftUI's `Button`: its label in brackets, `[ label ]` (`⎡ ⎢ ⎣ … ⎤ ⎥ ⎦` when the label
/// is taller than a row), tinted with the accent colour unless a colour is inherited.
public struct ButtonDrawable: Drawable {
    public let label: any Drawable
    /// The tint; `nil` for the accent colour (a destructive role would pass `.red`).
    public let tint: TerminalColor?

    public init(label: any Drawable, tint: TerminalColor? = nil) {
        self.label = label.depthLimited()
        self.tint = tint
    }

    /// `Button("Title") {}`.
    public init(_ title: String, tint: TerminalColor? = nil) {
        self.init(label: TextDrawable(title), tint: tint)
    }

    public var nestingDepth: Int { label.nestingDepth &+ 1 }

    /// The bracket and space on each side.
    private static let chrome = EdgeInsets(leading: 2, trailing: 2)

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = label.sizeThatFits(proposal.inset(by: Self.chrome))
        return Size(width: inner.width &+ Self.chrome.horizontal, height: max(1, inner.height))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let tint = tint ?? buffer.inheritedStyle.foreground ?? .accentColor
        buffer.withInheritedStyle(CellStyle(foreground: tint)) { buffer in
            label.draw(into: &buffer, in: rect.inset(by: Self.chrome))
        }
        let right = rect.maxX - 1
        for row in 0..<min(rect.height, buffer.height) {
            let (open, close) = Self.brackets(row: row, of: rect.height)
            buffer.put(open, x: rect.minX, y: rect.minY + row)
            buffer.put(close, x: right, y: rect.minY + row)
        }
    }

    private static func brackets(row: Int, of height: Int) -> (Character, Character) {
        if height == 1 { return ("[", "]") }
        if row == 0 { return ("⎡", "⎤") }
        if row == height - 1 { return ("⎣", "⎦") }
        return ("⎢", "⎥")
    }
}

extension ButtonDrawable: ViewKind {
    static let declarations = ["Button"]

    /// In the button style below: `borderless` is the tinted label alone, `plain` the label
    /// alone, `borderedProminent` (and `glassProminent`) the label bold on the tint; otherwise in brackets.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let label = context.unary(context.childDrawables(of: node, role: "label"))
        let tint = context.environment.foreground ?? context.environment.tint ?? .blue
        switch context.environment.buttonStyle {
        case "borderless": return [StyleDrawable(label, style: CellStyle(foreground: tint))]
        case "plain": return [label]
        case "borderedProminent", "glassProminent":
            return [ButtonDrawable(label: StyleDrawable(label, style: CellStyle(foreground: .white, background: context.environment.tint ?? .accentColor, bold: true)), tint: tint)]
        default: return [ButtonDrawable(label: label, tint: tint)]
        }
    }
}
