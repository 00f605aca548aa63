import PlaygroundRuntime

/// KeyboardShortcuts' recorder field: the shortcut as the library prints it, `[ ⌃⌥⌘P ]`, or,
/// with none, its placeholder dimmed, `[ Record Shortcut ]`, at its natural width.
public struct ShortcutRecorderDrawable: Drawable {
    public let shortcut: String?

    public init(shortcut: String?) {
        self.shortcut = shortcut
    }

    /// What an empty recorder shows (the library's English placeholder).
    static let placeholder = "Record Shortcut"

    private var shown: String { shortcut ?? Self.placeholder }

    public var nestingDepth: Int { 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let natural = DisplayWidth.of(shown) &+ 4
        return Size(width: min(natural, proposal.width ?? natural), height: 1)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let inner = TextFieldDrawable.drawBrackets(into: &buffer, in: rect)
        buffer.withClip(inner) { buffer in
            let style = shortcut == nil ? CellStyle(foreground: .secondary, dim: true) : CellStyle()
            buffer.withInheritedStyle(style) { buffer in
                _ = buffer.write(shown, x: inner.minX, y: inner.minY)
            }
        }
    }
}

extension ShortcutRecorderDrawable: ViewKind {
    static let declarations = ["KeyboardShortcuts._Recorder"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [ShortcutRecorderDrawable(shortcut: node.field("shortcut")?.stringValue)]
    }
}
