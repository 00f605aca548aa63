/// Settings that shape what a `Session` prints; the REPL, `eval` and `replay` fill them in.
public struct SessionOptions: Sendable, Equatable {
    /// Sections shown after a view entry.
    public enum Section: String, Sendable, CaseIterable {
        case type, tree, preview, desugar
    }

    /// Preview width in terminal cells.
    public var width: Int
    /// Whether output may carry ANSI colour.
    public var color: Bool
    /// The builder profile code is checked with (`swiftui`, `mimic`, …).
    public var builder: String
    /// What is shown after each view entry, in this order.
    public var sections: [Section]
    /// The name diagnostics give the input (`<repl>`, a file path).
    public var sourceName: String
    /// Which files `:load` and `:record` may touch (`.confined` in a replay).
    public var fileAccess: FileAccess

    public init(
        width: Int = 60, color: Bool = false, builder: String = "swiftui",
        sections: [Section] = [.type, .tree, .preview], sourceName: String = "<repl>",
        fileAccess: FileAccess = .unrestricted
    ) {
        self.width = width
        self.color = color
        self.builder = builder
        self.sections = sections
        self.sourceName = sourceName
        self.fileAccess = fileAccess
    }
}
