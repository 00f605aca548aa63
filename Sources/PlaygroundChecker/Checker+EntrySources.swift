import PlaygroundSyntax
import SwiftSyntax

/// The source of the declarations earlier entries made, so they can be replayed elsewhere.
extension Checker {
    /// The declaration items of every entry that declared something still in scope, as source
    /// text, oldest entry first (the profile's and the standard library's are left out).
    public func userDeclarationSources(excluding current: SourceFile? = nil) -> [String] {
        var roots: [(serial: Int, root: Syntax)] = []
        func note(_ syntax: Syntax?, _ serial: Int) {
            guard let root = syntax?.root, root.is(SourceFileSyntax.self) else { return }
            if profileRoots.contains(root) { return }
            if let current, root == Syntax(current.tree) { return }
            if let i = roots.firstIndex(where: { $0.root == root }) {
                roots[i].serial = min(roots[i].serial, serial)
            } else {
                roots.append((serial, root))
            }
        }
        for decl in table.nominals.values {
            note(decl.syntax, decl.serial)
            for group in decl.functions.values { for f in group { note(f.syntax, f.serial) } }
            for group in decl.properties.values { for p in group { note(p.syntax, p.serial) } }
            for f in decl.initializers { note(f.syntax, f.serial) }
        }
        for group in table.functions.values { for f in group { note(f.syntax, f.serial) } }
        for p in table.variables.values { note(p.syntax, p.serial) }
        return roots.sorted { $0.serial < $1.serial }.compactMap { entry in
            guard let file = entry.root.as(SourceFileSyntax.self) else { return nil }
            let items = file.statements.filter { DeclarationCollector.isDeclaration($0) || isTopLevelVariable($0) }
            return items.isEmpty ? nil : items.map(\.trimmedDescription).joined(separator: "\n")
        }
    }
}
