import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// `import` at the top of a file: the modules a SwiftUI view file imports mean nothing more
/// (their names are the profile's, or the loaded module folder's for its packages' modules).
/// Any other module does not exist here; that is a warning,
/// not swiftc's error, so the views that do not use it still show, and a name it would have
/// provided fails where it is used ("cannot find 'KFImage' in scope").
extension Checker {
    /// Swift's message for a module that cannot be found, as a warning; nil for a known one.
    static func importDiagnostic(_ decl: ImportDeclSyntax, in table: DeclarationTable) -> Diagnostic? {
        guard let module = decl.path.first?.name, !table.isModuleName(module.text) else { return nil }
        let message = PlaygroundDiagnostic("no such module '\(module.text)'; its names are unknown here", severity: .warning)
        return Diagnostic(node: Syntax(module), message: message)
    }
}
