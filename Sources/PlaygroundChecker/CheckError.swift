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
}
