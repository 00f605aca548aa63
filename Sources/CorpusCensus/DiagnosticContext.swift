import SwiftParser
import SwiftSyntax

/// Where in the source an error points, said briefly: the call it is in (`.frame`), the attribute of the property
/// it is on (`@Environment`), or the construct it names (`await`, `import`).
public struct DiagnosticContext {
    private let tree: SourceFileSyntax
    private let lineStarts: [Int]

    public init(source: String) {
        tree = Parser.parse(source: source)
        var starts = [0]
        var offset = 0
        for byte in source.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// The context of a 1-based line and UTF-8 column, or nil when nothing useful is there.
    public func describe(line: Int, column: Int, message: String) -> String? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        if message.contains("pattern") || message.contains("property") {
            if let variable = Self.ancestor(of: token, as: VariableDeclSyntax.self),
               let attribute = variable.attributes.first?.as(AttributeSyntax.self) {
                return "@" + attribute.attributeName.trimmedDescription
            }
            return nil
        }
        if message.contains(" call") || message.contains("initializer") || message.contains("argument") {
            if let call = Self.ancestor(of: token, as: FunctionCallExprSyntax.self) { return Self.callee(call.calledExpression) }
            return nil
        }
        if message.hasPrefix("this kind of expression") || message.hasPrefix("local type") {
            return token.text.isEmpty ? nil : (token.tokenKind == .pound ? "#" + (token.nextToken(viewMode: .sourceAccurate)?.text ?? "") : token.text)
        }
        return nil
    }

    /// `Text`, `.padding`, `Color.init` for a call's callee.
    static func callee(_ expr: ExprSyntax) -> String {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let access = expr.as(MemberAccessExprSyntax.self) {
            if let base = access.base, UsageVisitor.namesType(base) { return base.trimmedDescription + "." + access.declName.baseName.text }
            return "." + access.declName.baseName.text
        }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) { return callee(generic.expression) }
        return expr.kind.syntaxNodeType == ClosureExprSyntax.self ? "{ closure }" : "(call)"
    }

    private static func ancestor<T: SyntaxProtocol>(of token: TokenSyntax, as type: T.Type) -> T? {
        var node: Syntax? = Syntax(token)
        while let current = node {
            if let found = current.as(T.self) { return found }
            node = current.parent
        }
        return nil
    }
}
