import SwiftSyntax

/// The bodies in a module declaration that a loading round does not check (they wait until first
/// needed: `Checker.checksBodiesWhenNeeded`), as byte ranges of its file.
///
/// What is left is the declaration's *shape*: headers, signatures, stored properties with their
/// initial values, and the bodies of `some P` members, whose type is their body's. Only the
/// shape orders the groups a module loads in; what a body alone names may load after it.
final class LaterCheckedBodies: SyntaxVisitor {
    private(set) var ranges: [Range<AbsolutePosition>] = []

    /// The ranges in `decl`, in order of position.
    static func ranges(in decl: some SyntaxProtocol) -> [Range<AbsolutePosition>] {
        let visitor = LaterCheckedBodies(viewMode: .sourceAccurate)
        visitor.walk(decl)
        return visitor.ranges
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, !Self.isOpaque(node.signature.returnClause?.type) { ranges.append(body.range) }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { ranges.append(body.range) }
        return .skipChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { ranges.append(body.range) }
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if let accessors = node.accessorBlock, !Self.isOpaque(node.returnClause.type) { ranges.append(accessors.range) }
        return .skipChildren
    }

    /// A computed property's accessors, or a stored one's observers; its initial value stays.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let accessors = node.accessorBlock, !Self.isOpaque(node.typeAnnotation?.type) { ranges.append(accessors.range) }
        return .skipChildren
    }

    /// Whether a result type is opaque (`some View`, `[some Shape]`): its body gives its type.
    private static func isOpaque(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.some) }
    }
}
