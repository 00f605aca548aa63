import SwiftDiagnostics
import SwiftSyntax

/// A message the checker or runtime reports, in Swift's own wording where Swift has one.
public struct PlaygroundDiagnostic: DiagnosticMessage, Error {
    public private(set) var message: String
    public let severity: DiagnosticSeverity
    /// An error that only follows from one already reported (a use of a property whose type
    /// could not be resolved): swiftc says nothing more, and it is shown only when it is alone.
    public let isFollowOn: Bool
    /// The declaration an error is about when its message does not quote it (the initializer a
    /// call did not fit: `Theme.init`), so that a note can say why that declaration is missing.
    public var callee: String?
    public var diagnosticID: MessageID { MessageID(domain: "playground", id: isFollowOn ? "follow-on" : "\(severity)") }

    public init(_ message: String, severity: DiagnosticSeverity = .error, isFollowOn: Bool = false) {
        self.message = message
        self.severity = severity
        self.isFollowOn = isFollowOn
    }

    /// A diagnostic attached to the node it is about.
    public static func error(_ message: String, at node: some SyntaxProtocol) -> Diagnostic {
        Diagnostic(node: Syntax(node), message: PlaygroundDiagnostic(message))
    }

    /// The same diagnostic with another message.
    public func replacingMessage(_ message: String) -> PlaygroundDiagnostic {
        var copy = self
        copy.message = message
        return copy
    }

    /// The callees of `diagnostics` (`callee`), in order.
    public static func callees(of diagnostics: [Diagnostic]) -> [String] {
        diagnostics.compactMap { ($0.diagMessage as? PlaygroundDiagnostic)?.callee }
    }

    /// Whether `diagnostic` is a follow-on error (`isFollowOn`).
    public static func isFollowOn(_ diagnostic: Diagnostic) -> Bool {
        (diagnostic.diagMessage as? PlaygroundDiagnostic)?.isFollowOn ?? false
    }

    /// `diagnostics` without their follow-on errors, unless those are all there is.
    public static func withoutFollowOns(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let causes = diagnostics.filter { !isFollowOn($0) }
        return causes.isEmpty ? diagnostics : causes
    }

    /// `diagnostics` with each message said once at each place: a declaration checked on
    /// several paths (its type, then its uses) may find the same error again.
    public static func withoutRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Said: Hashable {
            let tree: SyntaxIdentifier
            let offset: Int
            let message: String
        }
        var seen: Set<Said> = []
        return diagnostics.filter { seen.insert(Said(tree: $0.node.root.id, offset: $0.position.utf8Offset, message: $0.message)).inserted }
    }
}
