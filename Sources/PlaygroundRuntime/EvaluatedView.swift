import PlaygroundChecker
import PlaygroundSyntax

/// A view entry after checking: its static type and checked body.
public struct EvaluatedView {
    public let type: SwiftType
    public let body: CheckedBody
    public let source: SourceFile

    public init(type: SwiftType, body: CheckedBody, source: SourceFile) {
        self.type = type
        self.body = body
        self.source = source
    }
}
