import SwiftDiagnostics
import SwiftSyntax

/// A message the checker or runtime reports, in Swift's own wording where Swift has one.
public struct PlaygroundDiagnostic: DiagnosticMessage, Error {
    public let message: String
    public let severity: DiagnosticSeverity
    public var diagnosticID: MessageID { MessageID(domain: "playground", id: "\(severity)") }

    public init(_ message: String, severity: DiagnosticSeverity = .error) {
        self.message = message
        self.severity = severity
    }

    /// A diagnostic attached to the node it is about.
    public static func error(_ message: String, at node: some SyntaxProtocol) -> Diagnostic {
        Diagnostic(node: Syntax(node), message: PlaygroundDiagnostic(message))
    }
}
