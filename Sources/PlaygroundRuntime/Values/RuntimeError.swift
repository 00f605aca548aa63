import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// A failure while running checked code (a trap, a budget exceeded, an interruption), with its place.
public struct RuntimeError: Error {
    public let message: String
    public let node: Syntax?

    /// A failable initializer's delegation (`self.init(…)`) that made nil: not an error, but the
    /// end of the initializer that delegated, which then makes nil too.
    public private(set) var failsInitializer = false

    public init(_ message: String, at node: Syntax?) {
        self.message = message
        self.node = node
    }

    static func initializerFailed(at node: Syntax?) -> RuntimeError {
        var error = RuntimeError("the initializer failed", at: node)
        error.failsInitializer = true
        return error
    }

    /// As a diagnostic at its node, when it has one.
    public var diagnostic: Diagnostic? {
        node.map { PlaygroundDiagnostic.error(message, at: $0) }
    }
}
