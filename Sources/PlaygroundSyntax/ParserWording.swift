import SwiftDiagnostics
import SwiftSyntax

/// swift-syntax's parser words a few errors otherwise than the compiler's parser; these are
/// reworded to swiftc's text (test/Constraints/result_builder_diags.swift expects it).
enum ParserWording {
    static let swiftc: [String: String] = [
        "expected name in member access": "expected member name following '.'",
        "unexpected brace in source file": "extraneous '}' at top level",
        "expected ':' in switch case": "expected ':' after 'case'",
        "expected root in key path": "invalid component of Swift key path",
    ]

    static func reworded(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let words = swiftc[diagnostic.message] else { return diagnostic }
        return diagnostic.saying(PlaygroundDiagnostic(words, severity: diagnostic.diagMessage.severity))
    }
}
