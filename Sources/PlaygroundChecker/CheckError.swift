import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// A diagnostic thrown while checking; it carries the node it is about.
public struct CheckError: Error {
    public let diagnostic: Diagnostic

    public init(_ message: String, at node: some SyntaxProtocol) {
        diagnostic = PlaygroundDiagnostic.error(message, at: node)
    }

    public var message: String { diagnostic.message }

    /// Whether the error is about a type still to be inferred (`value of type '$T3' has no
    /// member 'age'`): checked again once the context says more, it may not be an error at all.
    var leavesATypeUnknown: Bool { message.contains("$T") }
}
