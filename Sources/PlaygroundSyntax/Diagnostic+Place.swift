import SwiftDiagnostics
import SwiftSyntax

extension Diagnostic {
    /// The same message at `node`, in another tree: highlights, notes and fix-its, which name
    /// places in the old one, are left behind.
    public func moved(to node: Syntax) -> Diagnostic {
        Diagnostic(node: node, message: diagMessage)
    }
}
