import PlaygroundChecker
import PlaygroundSyntax

/// A view entry after evaluation: its static type, checked body and view graph.
public struct EvaluatedView {
    public let type: SwiftType
    public let body: CheckedBody
    public let source: SourceFile
    /// The evaluated view graph.
    public let root: ViewNode

    public init(type: SwiftType, body: CheckedBody, source: SourceFile, root: ViewNode) {
        self.type = type
        self.body = body
        self.source = source
        self.root = root
    }
}
