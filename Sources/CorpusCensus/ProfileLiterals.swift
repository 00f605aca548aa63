import SwiftParser
import SwiftSyntax

/// The Swift text a profile file carries in its raw multi-line string literals (`#"""…"""#`).
public enum ProfileLiterals {
    /// Every raw multi-line string literal's text in `fileSource`, parsed with SwiftParser, in order.
    public static func texts(inProfileFile fileSource: String) -> [String] {
        let finder = LiteralFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: fileSource))
        return finder.texts
    }

    private final class LiteralFinder: SyntaxVisitor {
        var texts: [String] = []

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.openingPounds != nil, node.openingQuote.tokenKind == .multilineStringQuote else { return .skipChildren }
            var text = ""
            for segment in node.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += plain.content.text
                } else {
                    text += segment.description
                }
            }
            texts.append(text)
            return .skipChildren
        }
    }
}
