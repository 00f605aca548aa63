/// A control's current value in a box, `[ Jan 1, 2001 ]`: the compact face of a DatePicker or
/// ColorPicker. One row; brackets in the secondary colour.
public struct ValueBoxDrawable: Drawable {
    public let content: any Drawable

    public init(_ content: any Drawable) {
        self.content = content.depthLimited()
    }

    public var nestingDepth: Int { content.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = content.sizeThatFits(ProposedSize(width: proposal.width.map { max(0, $0 - 4) }, height: 1))
        return Size(width: inner.width &+ 4, height: 1)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        buffer.put("[", x: rect.minX, y: rect.minY, style: CellStyle(foreground: .secondary))
        buffer.put("]", x: rect.maxX - 1, y: rect.minY, style: CellStyle(foreground: .secondary))
        let inner = Rect(x: rect.minX + 2, y: rect.minY, width: max(0, rect.width - 4), height: 1)
        buffer.withClip(inner) { buffer in
            content.draw(into: &buffer, in: inner)
        }
    }
}
