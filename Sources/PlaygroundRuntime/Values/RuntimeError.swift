import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// A failure while running checked code (a trap, a budget exceeded, an interruption), with its place.
public struct RuntimeError: Error {
    public let message: String
    public let node: Syntax?

    public init(_ message: String, at node: Syntax?) {
        self.message = message
        self.node = node
    }

    /// As a diagnostic at its node, when it has one.
    public var diagnostic: Diagnostic? {
        node.map { PlaygroundDiagnostic.error(message, at: $0) }
    }
}
