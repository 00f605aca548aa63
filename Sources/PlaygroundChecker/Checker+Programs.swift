import PlaygroundSyntax
import SwiftSyntax

/// A file checked as a Swift program's `main.swift`: top-level statements are plain code run in
/// order, not the body of the profile's builder (the compiler suite's programs are such files).
extension Checker {
    /// Registers the file's declarations and checks its top-level statements as top-level code
    /// whose result is `()`; errors leave nothing declared.
    public func checkProgram(_ file: SourceFile) -> CheckedEntry {
        var entry = CheckedEntry()
        loadDeclarations(reachedBy: file)
        let snapshot = (table.nominals, table.functions, table.variables)
        defer {
            if !entry.diagnostics.isEmpty { (table.nominals, table.functions, table.variables) = snapshot }
        }
        let statements = registerDeclarations(of: file, into: &entry)
        guard entry.diagnostics.isEmpty else { return entry }
        let checker = bodyChecker(owner: nil, generics: [], requirements: [], isStatic: true, mutating: false)
        do throws(CheckError) {
            var returnType: SwiftType? = .void
            let checked = try checker.withScope { () throws(CheckError) -> [Stmt] in
                try checker.checkStatements(statements, returnType: &returnType)
            }
            checker.finish()
            entry.body = CheckedBody(statements: checked, resultType: .void)
            entry.resultType = .void
        } catch {
            entry.diagnostics.append(error.diagnostic)
        }
        return entry
    }
}
