import SwiftSyntax

/// Counts every use of a name in a tree by kind; `SourceCensus` then drops the names the file declares.
final class UsageVisitor: SyntaxVisitor {
    private(set) var counts: [UsageKey: Int] = [:]

    private func add(_ name: String, _ kind: UsageKind) {
        counts[UsageKey(name, kind), default: 0] += 1
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .visitChildren }
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
        guard let name = NameText.identifier(node.baseName), !NameText.modules.contains(name) else { return .visitChildren }
        if NameText.looksLikeType(name) {
            add(name, .type)
        } else if NameText.isCallee(node) {
            add(name, .function)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = NameText.identifier(node.declName.baseName) else { return .visitChildren }
        guard let base = node.base else {
            add(name, .implicitMember)
            return .visitChildren
        }
        if NameText.isCallee(node) || Self.namesType(base) {
            add(name, .member)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(AttributeSyntax.self) == true { return .visitChildren }
        if node.parent?.is(MemberTypeSyntax.self) == true, node.parent?.as(MemberTypeSyntax.self)?.baseType.id != node.id {
            return .visitChildren
        }
        if let name = NameText.identifier(node.name) { add(name, .type) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let qualified = Self.qualifiedName(node) { add(qualified, .type) }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.as(IdentifierTypeSyntax.self).flatMap { NameText.identifier($0.name) }
            ?? node.attributeName.trimmedDescription
        add(name, .attribute)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = NameText.identifier(node.macroName) { add(name, .macro) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = NameText.identifier(node.macroName) { add(name, .macro) }
        return .visitChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        if node.root == nil,
           let first = node.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
           let name = NameText.identifier(first.declName.baseName) {
            add(name, .keyPath)
        }
        return .visitChildren
    }

    /// `#if` conditions (`DEBUG`, `os(iOS)`) are build settings, not uses: only the clause's contents are walked.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    /// Whether an expression spells a type (`Color`, `SwiftUI.Color`, `Font.Weight`), so that a member read from it counts.
    static func namesType(_ expr: ExprSyntax) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self), let name = NameText.identifier(ref.baseName) {
            return NameText.looksLikeType(name)
        }
        if let access = expr.as(MemberAccessExprSyntax.self), let name = NameText.identifier(access.declName.baseName) {
            return NameText.looksLikeType(name)
        }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) {
            return namesType(generic.expression)
        }
        return expr.is(TypeExprSyntax.self)
    }

    /// `Font.Weight` for a member type whose bases are plain names, else nil.
    static func qualifiedName(_ node: MemberTypeSyntax) -> String? {
        guard let member = NameText.identifier(node.name) else { return nil }
        if let base = node.baseType.as(IdentifierTypeSyntax.self), let name = NameText.identifier(base.name) {
            return name == "SwiftUI" ? member : "\(name).\(member)"
        }
        if let base = node.baseType.as(MemberTypeSyntax.self), let prefix = qualifiedName(base) {
            return "\(prefix).\(member)"
        }
        return nil
    }
}
