import PlaygroundRuntime

/// SwiftUI's `TextField` and `SecureField`: the text in brackets with the cursor after it,
/// `[ Hello▏ ]`, filling the proposed width; when empty, its prompt (or its label) dimmed,
/// `[ Name ]`. A secure field shows one `•` per character. Text wider than the field shows
/// its end, as a field scrolled to the cursor does.
public struct TextFieldDrawable: Drawable {
    public let text: String
    /// What an empty field shows, dimmed.
    public let placeholder: any Drawable
    public let isSecure: Bool

    public init(text: String, placeholder: any Drawable, isSecure: Bool = false) {
        self.text = text
        self.placeholder = placeholder.depthLimited()
        self.isSecure = isSecure
    }

    /// `TextField("Title", text: $text)`.
    public init(_ title: String, text: String, isSecure: Bool = false) {
        self.init(text: text, placeholder: TextDrawable(title), isSecure: isSecure)
    }

    public var nestingDepth: Int { placeholder.nestingDepth &+ 1 }

    /// The characters shown: the text, or bullets for a secure field.
    public var shownText: String {
        isSecure ? String(repeating: "•", count: text.count) : text.filter { DisplayWidth.of($0) > 0 }
    }

    /// The bracket and space on each side.
    private static let chrome = EdgeInsets(leading: 2, trailing: 2)

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = text.isEmpty ? placeholder.sizeThatFits(ProposedSize(width: nil, height: 1)).width : DisplayWidth.of(shownText) &+ 1
        let natural = inner &+ Self.chrome.horizontal
        return Size(width: max(Self.chrome.horizontal &+ 1, proposal.width ?? natural), height: 1)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let y = rect.minY
        let inner = Self.drawBrackets(into: &buffer, in: rect)
        buffer.withClip(inner) { buffer in
            if text.isEmpty {
                let size = placeholder.sizeThatFits(ProposedSize(inner.size))
                buffer.withInheritedStyle(CellStyle(foreground: .secondary, dim: true)) { buffer in
                    placeholder.draw(into: &buffer, in: Rect(origin: inner.origin, size: Size(width: size.width, height: 1)))
                }
                return
            }
            let shown = Self.tail(of: shownText, fitting: max(0, inner.width - 1))
            let width = buffer.write(shown, x: inner.minX, y: y)
            buffer.put("▏", x: inner.minX + width, y: y, style: CellStyle(foreground: .accentColor))
        }
    }

    /// A field's brackets on the first row of `rect`; returns the row inside them, a space in
    /// from each.
    static func drawBrackets(into buffer: inout CellBuffer, in rect: Rect) -> Rect {
        buffer.put("[", x: rect.minX, y: rect.minY, style: CellStyle(foreground: .secondary))
        buffer.put("]", x: rect.maxX - 1, y: rect.minY, style: CellStyle(foreground: .secondary))
        return Rect(x: rect.minX + 2, y: rect.minY, width: max(0, rect.width - 4), height: 1)
    }

    /// The end of `text` that fits `width` columns.
    private static func tail(of text: String, fitting width: Int) -> String {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let characterWidth = DisplayWidth.of(text[previous])
            if used + characterWidth > width { break }
            used += characterWidth
            start = previous
        }
        return String(text[start...])
    }
}

extension TextFieldDrawable: ViewKind {
    static let declarations = ["TextField", "SecureField"]

    /// The bound text; the prompt, else the label, as the placeholder.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let text = node.field("text")?.bindingValue(context.interpreter)?.stringValue ?? ""
        let placeholder: any Drawable = if let prompt = node.field("prompt")?.field("content")?.stringValue {
            TextDrawable(prompt)
        } else {
            context.unary(context.childDrawables(of: node, role: "label"))
        }
        return [TextFieldDrawable(text: text, placeholder: placeholder, isSecure: node.kindName == "SecureField")]
    }
}
