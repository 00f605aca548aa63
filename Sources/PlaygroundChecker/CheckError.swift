import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// A diagnostic thrown while checking; it carries the node it is about.
public struct CheckError: Error {
    public let diagnostic: Diagnostic

    public init(_ message: String, at node: some SyntaxProtocol) {
        diagnostic = PlaygroundDiagnostic.error(message, at: node)
    }

    /// An error that follows from `declaration`'s type, which could not be resolved and was
    /// reported where it is written: not reported again (`PlaygroundDiagnostic.isFollowOn`).
    static func followingOn(_ declaration: String, at node: some SyntaxProtocol) -> CheckError {
        CheckError(diagnostic: Diagnostic(node: Syntax(node), message: PlaygroundDiagnostic(
            "'\(declaration)' has a type that could not be resolved", isFollowOn: true)))
    }

    private init(diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    public var message: String { diagnostic.message }

    /// The same error, about `callee` (`Theme.init`) unless it names a callee already (an inner call's).
    func about(_ callee: String) -> CheckError {
        guard var message = diagnostic.diagMessage as? PlaygroundDiagnostic, message.callee == nil else { return self }
        message.callee = callee
        return CheckError(diagnostic: diagnostic.saying(message))
    }

    /// The same error, reported at `node` (a reference the checker made, shown where it is written).
    func moved(to node: some SyntaxProtocol) -> CheckError {
        CheckError(diagnostic: Diagnostic(node: Syntax(node), message: diagnostic.diagMessage))
    }

    /// Whether the error follows from one already reported (`followingOn`).
    var isFollowOn: Bool { PlaygroundDiagnostic.isFollowOn(diagnostic) }

    /// Whether the error is about a type still to be inferred (`value of type '$T3' has no
    /// member 'age'`): checked again once the context says more, it may not be an error at all.
    var leavesATypeUnknown: Bool { message.contains("$T") }
}
