import SwiftDiagnostics

extension Diagnostic {
    /// The same diagnostic (place, highlights, notes, fix-its) saying `message` instead.
    public func saying(_ message: DiagnosticMessage) -> Diagnostic {
        Diagnostic(node: node, position: position, message: message, highlights: highlights, notes: notes, fixIts: fixIts)
    }
}
