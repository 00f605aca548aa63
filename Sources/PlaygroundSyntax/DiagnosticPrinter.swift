import SwiftDiagnostics
import SwiftSyntax

/// Prints diagnostics as `file:line:column: error: message`, then the source line and a caret.
public struct DiagnosticPrinter: Sendable {
    public var colorize: Bool

    public init(colorize: Bool = false) {
        self.colorize = colorize
    }

    /// Control characters in the source or its name are escaped (colour is then left out, so
    /// that every escape character in the result is the formatter's own).
    public func format(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        let unsafe = file.text.containsControlCharacters || file.name.containsControlCharacters
        let formatter = DiagnosticsFormatter(contextSize: 0, colorize: colorize && !unsafe)
        var out = ""
        for diagnostic in diagnostics {
            let loc = diagnostic.location(converter: file.converter)
            // The formatter's message is `error: …`, coloured as swiftc colours it when asked.
            out += "\(file.name):\(loc.line):\(loc.column): \(formatter.formattedMessage(diagnostic.diagMessage))\n"
            out += formatter.annotatedSource(tree: file.tree, diags: [diagnostic])
        }
        return unsafe ? out.escapingControlCharacters : out
    }
}
