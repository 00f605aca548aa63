import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// Names for the REPL's Tab completion.
extension Checker {
    /// Names of the views and other types in scope, for completion.
    public var typeNames: [String] {
        loadAllDeclarations()
        return Set(table.nominals.values.filter { $0.parent == nil && $0.kind != .protocol }.map(\.name)).sorted()
    }

    /// Modifier and member names a `.` may be followed by: View's modifiers, then every type's members.
    public var memberNames: [String] {
        loadAllDeclarations()
        var names = Set<String>()
        for decl in table.nominals.values {
            names.formUnion(decl.functions.keys)
            names.formUnion(decl.properties.keys)
            names.formUnion(decl.enumCases.keys)
        }
        return names.filter { !$0.hasPrefix("build") }.sorted()
    }
}
