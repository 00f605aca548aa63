import SwiftSyntax

/// The names a source file declares itself: its types, functions, properties, cases, generic and closure parameters, bound variables.
final class DeclaredNames: SyntaxVisitor {
    private(set) var names: Set<String> = []

    /// Every name declared anywhere in `tree`.
    static func collect(in tree: some SyntaxProtocol) -> Set<String> {
        let visitor = DeclaredNames(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    private func add(_ token: TokenSyntax?) {
        if let token, let name = NameText.identifier(token) { names.insert(name) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { add(node.identifier); return .visitChildren }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.secondName ?? node.firstName)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.secondName ?? node.firstName)
        return .visitChildren
    }
}
