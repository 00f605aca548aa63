import SwiftParser
import SwiftSyntax

/// What one source file uses: occurrences per name and kind, less the names the file declares itself.
public struct SourceCensus: Sendable {
    /// Occurrences of each used name.
    public let counts: [UsageKey: Int]
    /// The names the file declares (types, functions, properties, parameters…); a use one of them could resolve to
    /// is left out of `counts` (see `DeclaredNames`).
    public let declared: Set<String>

    /// Parses `source` with SwiftParser and counts it.
    public init(source: String) {
        let tree = Parser.parse(source: source)
        let declared = DeclaredNames.collect(in: tree)
        let visitor = UsageVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        self.declared = declared.all
        self.counts = visitor.counts.filter { key, _ in !declared.shadows(key) }
    }

    /// The occurrences of one name, zero when unused.
    public subscript(_ name: String, _ kind: UsageKind) -> Int {
        counts[UsageKey(name, kind)] ?? 0
    }
}
