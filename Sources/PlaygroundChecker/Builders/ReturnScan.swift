import SwiftSyntax

/// Finds a `return` in a body, outside nested closures and declarations: any `return` turns the
/// result-builder transform off for that body, as in the compiler.
final class ReturnScan: SyntaxVisitor {
    private(set) var found: ReturnStmtSyntax?

    static func firstReturn(in items: CodeBlockItemListSyntax) -> ReturnStmtSyntax? {
        let scan = ReturnScan(viewMode: .sourceAccurate)
        scan.walk(items)
        return scan.found
    }

    static func firstReturn(in item: CodeBlockItemSyntax) -> ReturnStmtSyntax? {
        let scan = ReturnScan(viewMode: .sourceAccurate)
        scan.walk(item)
        return scan.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = node }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
