import SwiftDiagnostics
import SwiftSyntax

/// Prints diagnostics as `file:line:column: error: message`, then the source line and a caret.
public struct DiagnosticPrinter: Sendable {
    public var colorize: Bool

    public init(colorize: Bool = false) {
        self.colorize = colorize
    }

    public func format(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        let formatter = DiagnosticsFormatter(contextSize: 0, colorize: colorize)
        var out = ""
        for diagnostic in diagnostics {
            let loc = diagnostic.location(converter: file.converter)
            out += "\(file.name):\(loc.line):\(loc.column): \(diagnostic.diagMessage.severity.label): \(diagnostic.message)\n"
            out += formatter.annotatedSource(tree: file.tree, diags: [diagnostic])
        }
        return out
    }
}

extension DiagnosticSeverity {
    /// The word Swift prints before a message.
    public var label: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        case .remark: "remark"
        @unknown default: "error"
        }
    }
}
