import PlaygroundRuntime

/// SwiftUI's `Link`: its label underlined, in the tint (the accent colour by default).
public struct LinkDrawable: Drawable {
    public let label: any Drawable
    public let tint: TerminalColor

    public init(label: any Drawable, tint: TerminalColor = .accentColor) {
        self.label = label.depthLimited()
        self.tint = tint
    }

    /// `Link("Title", destination: url)`.
    public init(_ title: String, tint: TerminalColor = .accentColor) {
        self.init(label: TextDrawable(title), tint: tint)
    }

    public var nestingDepth: Int { label.nestingDepth &+ 1 }

    public var isEmpty: Bool { label.isEmpty }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        label.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        buffer.withInheritedStyle(CellStyle(foreground: tint, underline: true)) { buffer in
            label.draw(into: &buffer, in: rect)
        }
    }
}

extension LinkDrawable: ViewKind {
    static let declarations = ["Link"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [LinkDrawable(label: context.unary(context.childDrawables(of: node, role: "label")), tint: context.environment.tint ?? .accentColor)]
    }
}
