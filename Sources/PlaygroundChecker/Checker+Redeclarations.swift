import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// Two declarations of one name in one scope: Swift's "invalid redeclaration". Checked for an
/// entry's top level and for the members of each type it declares (functions may overload;
/// an earlier entry's declaration may be replaced, as in the Swift REPL).
extension Checker {
    /// An error at each type or variable declared a second time in the same scope.
    static func redeclarations(in items: [CodeBlockItemSyntax]) -> [Diagnostic] {
        let decls = items.compactMap { item -> DeclSyntax? in
            if case .decl(let decl) = item.item { return decl }
            return nil
        }
        return redeclarations(among: decls)
    }

    private static func redeclarations(among decls: [DeclSyntax]) -> [Diagnostic] {
        var seen = Set<String>()
        var out: [Diagnostic] = []
        for decl in decls {
            // A static and an instance property may share a name (`static let model`, `let model`).
            let isStatic = decl.as(VariableDeclSyntax.self)?.modifiers.contains { ["static", "class"].contains($0.name.text) } ?? false
            for (name, node) in declaredNames(decl) where !seen.insert(isStatic ? "static " + name : name).inserted {
                out.append(PlaygroundDiagnostic.error("invalid redeclaration of '\(name)'", at: node))
            }
            if let group = DeclarationCollector.typeDeclaration(decl) {
                out += redeclarations(among: group.memberBlock.members.map(\.decl))
            }
        }
        return out
    }

    /// The names a declaration introduces that cannot be overloaded, with where each is written.
    private static func declaredNames(_ decl: DeclSyntax) -> [(String, Syntax)] {
        if let group = DeclarationCollector.typeDeclaration(decl), let name = group.asNamedDecl?.name {
            return [(name.text, Syntax(name))]
        }
        if let alias = decl.as(TypeAliasDeclSyntax.self) { return [(alias.name.text, Syntax(alias.name))] }
        guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.compactMap { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, Syntax($0.identifier)) }
        }
    }
}
