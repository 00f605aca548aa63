import PlaygroundRuntime

/// AuthenticationServices' `SignInWithAppleButton`: a button whose caption says what it does
/// ("Sign in with Apple"), bold white on black as the default style draws it.
public struct SignInWithAppleButtonDrawable: Drawable {
    private let button: ButtonDrawable

    public init(caption: String) {
        let label = StyleDrawable(TextDrawable(caption), style: CellStyle(foreground: .white, background: .black, bold: true))
        button = ButtonDrawable(label: label, tint: .primary)
    }

    public var nestingDepth: Int { button.nestingDepth }
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { button.sizeThatFits(proposal) }
    public func draw(into buffer: inout CellBuffer, in rect: Rect) { button.draw(into: &buffer, in: rect) }
}

extension SignInWithAppleButtonDrawable: ViewKind {
    static let declarations = ["SignInWithAppleButton"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        guard case .string(let caption)? = node.field("label")?.field("_caption") else { return [SignInWithAppleButtonDrawable(caption: "Sign in with Apple")] }
        return [SignInWithAppleButtonDrawable(caption: caption)]
    }
}
