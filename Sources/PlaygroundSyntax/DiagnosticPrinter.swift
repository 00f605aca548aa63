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
            // The formatter's message is `error: …`, coloured as swiftc colours it when asked.
            out += "\(file.name):\(loc.line):\(loc.column): \(formatter.formattedMessage(diagnostic.diagMessage))\n"
            out += formatter.annotatedSource(tree: file.tree, diags: [diagnostic])
        }
        return out
    }
}
